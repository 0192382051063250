/**
 * Restock alerts (issue 12): a customer asks to be told when a sold-out product is back; the
 * stock change that brings it back ends every waiting alert in its own transaction and hands the
 * caller what to mail once it has committed (restock-mail.ts).
 *
 * The rule that keeps this simple: a waiting alert only ever exists on a product that cannot be
 * bought (sold out or delisted). Asking is refused on a product in stock, and every path that
 * makes a product buyable again (staff editor, CSV import, an order cancel giving stock back)
 * calls fireRestockAlerts in the same transaction. So "waiting alert on a buyable product" means
 * exactly "restocked since the customer asked", and each alert fires once.
 */
import { sql } from 'drizzle-orm'
import {
  MAX_RESTOCK_ALERTS,
  RESTOCK_ALERT_MESSAGES as M,
  type RestockAlert,
  type RestockAlertList,
} from '../contract/restock-alerts.ts'
import type { Database, Executor } from '../db/database.ts'
import { queryRows } from '../db/query.ts'
import { withRetry } from '../db/retry.ts'
import { badRequest, notFound } from '../http/api-error.ts'

/** Serialises one customer's subscribes, so two at once cannot both pass the cap. */
const SUBSCRIBE_LOCK = 7_243_012

// Timestamps come back as Date on the pool and as text inside a drizzle transaction.
type AlertRow = Omit<RestockAlert, 'status' | 'created_at' | 'notified_at'> & {
  created_at: Date | string
  notified_at: Date | string | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

const toJson = ({ created_at, notified_at, ...row }: AlertRow): RestockAlert => ({
  ...row,
  status: notified_at ? 'notified' : 'waiting',
  created_at: iso(created_at),
  notified_at: notified_at ? iso(notified_at) : null,
})

/** The customer's alerts with what the list shows of each product; `productId` narrows to one. */
function selectAlerts(db: Executor, userId: number, productId?: number) {
  return queryRows<AlertRow>(
    db,
    sql`select p.product_code, c.base_name, p.card_number, p.rarity, p.condition, p.price_twd,
               p.internal_stock, p.is_active,
               (select i.image_url from product_images i where i.product_id = p.id
                order by i.is_default desc, i.position, i.id limit 1) as image_url,
               a.created_at, a.notified_at
        from restock_alerts a
        join products p on p.id = a.product_id
        join cards c on c.id = p.card_id
        where a.user_id = ${userId} ${productId === undefined ? sql`` : sql`and a.product_id = ${productId}`}
        order by a.created_at desc, a.id desc`,
  )
}

export async function listRestockAlerts(db: Database, userId: number): Promise<RestockAlertList> {
  const rows = await selectAlerts(db, userId)
  return { results: rows.map(toJson), count: rows.length }
}

/**
 * Asks for a mail when the product is back. Idempotent: asking again while waiting answers the
 * same alert (created false); asking again after a notice re-arms it for the next restock.
 */
export async function subscribeRestockAlert(db: Database, userId: number, productCode: string) {
  return withRetry(() =>
    db.transaction(async (tx) => {
      await queryRows(tx, sql`select pg_advisory_xact_lock(${SUBSCRIBE_LOCK}, ${userId})`)
      // FOR SHARE waits for a restock in flight and then reads its result: asking can never slip
      // in between a restock's stock change and its firing of the waiting alerts.
      const [product] = await queryRows<{ id: number; internal_stock: number; is_active: boolean }>(
        tx,
        sql`select id, internal_stock, is_active from products where product_code = ${productCode} for share`,
      )
      if (!product?.is_active) throw notFound(M.productNotFound)
      if (product.internal_stock > 0) throw badRequest(M.notSoldOut)
      const [existing] = await queryRows<{ id: number; notified_at: Date | string | null }>(
        tx,
        sql`select id, notified_at from restock_alerts where user_id = ${userId} and product_id = ${product.id}`,
      )
      if (existing?.notified_at) {
        await queryRows(tx, sql`update restock_alerts set notified_at = null, created_at = now() where id = ${existing.id}`)
      } else if (!existing) {
        const [held] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from restock_alerts where user_id = ${userId}`)
        if ((held?.n ?? 0) >= MAX_RESTOCK_ALERTS) throw badRequest(M.tooMany(MAX_RESTOCK_ALERTS))
        await queryRows(tx, sql`insert into restock_alerts (user_id, product_id) values (${userId}, ${product.id})`)
      }
      const [row] = await selectAlerts(tx, userId, product.id)
      return { alert: toJson(row!), created: !existing || existing.notified_at !== null }
    }),
  )
}

/** Removes the customer's alert on the product; removing one that is not there changes nothing. */
export async function removeRestockAlert(db: Database, userId: number, productCode: string) {
  await queryRows(
    db,
    sql`delete from restock_alerts
        where user_id = ${userId} and product_id = (select id from products where product_code = ${productCode})`,
  )
}

/** One ended alert: who to mail and about what. */
export type FiredAlert = {
  user_id: number
  email: string
  first_name: string
  product_code: string
  base_name: string
  card_number: string
  rarity: string
}

/**
 * Ends every waiting alert on those of `productIds` that can be bought now (listed, in stock),
 * inside the caller's transaction, and returns them for the mails to send after the commit.
 * The caller holds the products' row locks from its own stock change, so two restocks of one
 * product run one after the other and the second finds nothing waiting.
 */
export async function fireRestockAlerts(tx: Executor, productIds: number[]): Promise<FiredAlert[]> {
  if (!productIds.length) return []
  const fired = await queryRows<FiredAlert & { is_active: boolean }>(
    tx,
    sql`update restock_alerts a set notified_at = now()
        from products p, cards c, users u
        where a.product_id = any(${sql.param(productIds)}::int[]) and a.notified_at is null
          and p.id = a.product_id and p.is_active and p.internal_stock > 0
          and c.id = p.card_id and u.id = a.user_id
        returning a.user_id, u.email, u.first_name, u.is_active, p.product_code, c.base_name, p.card_number, p.rarity`,
  )
  // A closed account's alert ends too, without a mail.
  return fired.filter((f) => f.is_active).map(({ is_active: _, ...f }) => f)
}
