/**
 * Order creation (docs/product-rules.md#stock-reservation): prices from the database, stock reserved for every line
 * or none in one transaction, and one order per Idempotency-Key however often it is sent.
 */
import { and, eq, sql } from 'drizzle-orm'
import { ORDER_MESSAGES as M } from '../contract/orders.ts'
import type { Database, Transaction } from '../db/database.ts'
import { queryRows } from '../db/query.ts'
import { withRetry } from '../db/retry.ts'
import { idempotencyKeys, orders } from '../db/schema.ts'
import { usersPickedStore } from '../ecpay/store-selection.service.ts'
import { invalidInput } from '../http/api-error.ts'
import { shippingFee } from '../rules/rules.service.ts'
import { newOrderNumber } from './order-number.ts'
import { mergeLines, type CreateOrderInput } from './order-input.ts'

type ProductRow = {
  id: number
  product_code: string
  name: string
  card_number: string
  rarity: string
  condition: string
  language: string
  price_twd: number
  image_url: string | null
}

export type CreatedOrder = {
  orderNumber: string
  /** False when an earlier request with the same key already made this order. */
  created: boolean
  lines: Array<{ name: string; productCode: string; quantity: number; unitPrice: number }>
  itemsTotal: number
  shippingFee: number
  totalAmount: number
  storeName: string
  storeAddress: string
  createdAt: Date
}

export async function createOrder(
  db: Database,
  userId: number,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
): Promise<CreatedOrder | { orderNumber: string; created: false }> {
  const fee = await shippingFee(db)
  return withRetry(() =>
    db.transaction(async (tx) => {
      if (idempotencyKey) {
        // A second request with this key waits here until the first commits (or rolls back).
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ userId, key: idempotencyKey })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key })
        if (!claimed.length) {
          const [earlier] = await tx
            .select({ orderNumber: orders.orderNumber })
            .from(idempotencyKeys)
            .innerJoin(orders, eq(orders.id, idempotencyKeys.orderId))
            .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)))
          if (earlier) return { orderNumber: earlier.orderNumber, created: false as const }
        }
      }

      const store = await usersPickedStore(tx, userId, input.store_id)
      if (!store) throw invalidInput({ store_id: [M.storeNotPicked] })

      const lines = mergeLines(input.items)
      const products = await productsByCode(
        tx,
        lines.map((l) => l.product_code),
      )
      const missing = lines.filter((l) => !products.has(l.product_code))
      if (missing.length)
        throw invalidInput({ items: missing.map((l) => M.productUnavailable(l.product_code)) })

      // Locks taken in one order (by id) everywhere, so two orders sharing products never deadlock.
      const reserved = lines
        .map((l) => ({ ...l, product: products.get(l.product_code)! }))
        .sort((a, b) => a.product.id - b.product.id)

      const itemsTotal = reserved.reduce((sum, l) => sum + l.product.price_twd * l.quantity, 0)
      // The order, its lines, its first history row and the key's link in one statement: each
      // round trip inside the transaction is time other buyers may be waiting.
      const [order] = await queryRows<{ id: number; order_number: string; created_at: Date }>(
        tx,
        sql`with o as (
              insert into orders (order_number, user_id, status, recipient_name, recipient_phone, recipient_email,
                                  store_id, store_name, store_address, items_total, shipping_fee, total_amount)
              values (${newOrderNumber()}, ${userId}, '待確認', ${input.recipient_name}, ${input.recipient_phone},
                      ${input.recipient_email}, ${input.store_id}, ${store.name}, ${store.address}, ${itemsTotal},
                      ${fee}, ${itemsTotal + fee})
              returning id, order_number, created_at),
            i as (
              insert into order_items (order_id, product_id, quantity, snapshot_product_code, snapshot_name,
                                       snapshot_card_number, snapshot_rarity, snapshot_condition, snapshot_language,
                                       snapshot_unit_price_twd, snapshot_image_url)
              select o.id, l.product_id, l.quantity, l.code, l.name, l.card_number, l.rarity, l.condition, l.language,
                     l.price, l.image_url
              from o, jsonb_to_recordset(${JSON.stringify(
                reserved.map(({ product: p, quantity }) => ({
                  product_id: p.id,
                  quantity,
                  code: p.product_code,
                  name: p.name,
                  card_number: p.card_number,
                  rarity: p.rarity,
                  condition: p.condition,
                  language: p.language,
                  price: p.price_twd,
                  image_url: p.image_url ?? '',
                })),
              )}::jsonb) as l(product_id int, quantity int, code text, name text, card_number text, rarity text,
                              condition text, language text, price int, image_url text)),
            h as (
              insert into order_status_history (order_id, status, changed_by_id) select o.id, '待確認', ${userId} from o),
            k as (
              update idempotency_keys set order_id = (select id from o)
              where user_id = ${userId} and key = ${idempotencyKey ?? null})
            select id, order_number, created_at from o`,
      )
      // Stock last: a product row is locked from its reservation to the commit only, so buyers of
      // one hot card queue as briefly as possible. Any short line refuses the whole order;
      // throwing rolls back the order rows written above with every reservation.
      const short: string[] = []
      for (const line of reserved) {
        const left = await reserveStock(tx, line.product.id, line.quantity)
        if (left !== true) short.push(M.outOfStock(line.product.name, left))
      }
      if (short.length) throw invalidInput({ items: short })
      return {
        orderNumber: order!.order_number,
        created: true as const,
        lines: reserved.map((l) => ({
          name: l.product.name,
          productCode: l.product_code,
          quantity: l.quantity,
          unitPrice: l.product.price_twd,
        })),
        itemsTotal,
        shippingFee: fee,
        totalAmount: itemsTotal + fee,
        storeName: store.name,
        storeAddress: store.address,
        createdAt: new Date(order!.created_at),
      }
    }),
  )
}

async function productsByCode(tx: Transaction, codes: string[]) {
  const rows = await queryRows<ProductRow>(
    tx,
    sql`select p.id, p.product_code, c.base_name as name, p.card_number, p.rarity, p.condition, p.language,
               p.price_twd,
               (select i.image_url from product_images i where i.product_id = p.id
                 order by i.is_default desc, i.position, i.id limit 1) as image_url
        from products p join cards c on c.id = p.card_id
        where p.product_code = any(${sql.param(codes)}::text[]) and p.is_active`,
  )
  return new Map(rows.map((r) => [r.product_code, r]))
}

/** Takes q from the stock if that many are left: true, else how many are left (nothing taken). */
async function reserveStock(
  tx: Transaction,
  productId: number,
  quantity: number,
): Promise<true | number> {
  const taken = await queryRows<{ id: number }>(
    tx,
    sql`update products set internal_stock = internal_stock - ${quantity}, updated_at = now()
        where id = ${productId} and internal_stock >= ${quantity} returning id`,
  )
  if (taken.length) return true
  const [row] = await queryRows<{ internal_stock: number }>(
    tx,
    sql`select internal_stock from products where id = ${productId}`,
  )
  return row?.internal_stock ?? 0
}
