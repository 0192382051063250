/** Shop rules staff may change without a deploy. */
import { sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/database.ts'
import { queryRows } from '../db/query.ts'
import { rules } from '../db/schema.ts'
import { CHANGED_BY } from '../contract/stale-edit.ts'
import { unlessUntouched } from '../lib/unless-untouched.ts'
import { recordAudit } from '../staff/audit.ts'

export const DEFAULT_SHIPPING_FEE = 288

/**
 * The fee as an SQL expression: a whole non-negative number staff set, else the default. Order
 * creation reads it inside its one statement (no round trip of its own); shippingFee uses the
 * same expression so the rule has one definition.
 */
export const shippingFeeSql = sql`coalesce(
  (select (value #>> '{}')::int from rules
    where key = 'shipping_fee' and jsonb_typeof(value) = 'number' and (value #>> '{}') ~ '^[0-9]{1,9}$'),
  ${DEFAULT_SHIPPING_FEE})`

export async function shippingFee(db: Executor): Promise<number> {
  const [row] = await queryRows<{ fee: number }>(db, sql`select ${shippingFeeSql} as fee`)
  return row!.fee
}

/** Two staff saving the fee at once take turns, so the second compares with the first's fee. */
const FEE_LOCK = 7_243_020

/**
 * Staff set the fee; the change and the fee before it go to the audit log in one transaction.
 * With `expected`, the fee the rules page showed (backend/lib/unless-untouched.ts): the same fee
 * changes nothing, and a page that showed a fee changed since is a 409 naming the fee now, where
 * a second tab used to overwrite the first's change unseen. Answers the fee now.
 */
export async function setShippingFee(db: Database, value: number, actorId: number, expected?: { value?: unknown }) {
  return db.transaction(async (tx) => {
    await queryRows(tx, sql`select pg_advisory_xact_lock(${FEE_LOCK})`)
    const before = await shippingFee(tx)
    const fields = unlessUntouched({ value }, expected, { value: before }, { by: CHANGED_BY.rule, show: (_field, fee) => `NT$${String(fee)}` })
    if (fields.value === undefined || fields.value === before) return before
    await tx
      .insert(rules)
      .values({ key: 'shipping_fee', value })
      .onConflictDoUpdate({ target: rules.key, set: { value, updatedAt: new Date() } })
    await recordAudit(tx, { actorId, action: 'rule.update', entityType: 'rule', entityId: 'shipping_fee', before, after: value })
    return value
  })
}
