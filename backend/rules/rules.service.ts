/** Shop rules staff may change without a deploy. */
import { sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/database.ts'
import { queryRows } from '../db/query.ts'
import { rules } from '../db/schema.ts'
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

/** Staff set the fee; the change and the fee before it go to the audit log in one transaction. */
export async function setShippingFee(db: Database, value: number, actorId: number) {
  await db.transaction(async (tx) => {
    const before = await shippingFee(tx)
    await tx
      .insert(rules)
      .values({ key: 'shipping_fee', value })
      .onConflictDoUpdate({ target: rules.key, set: { value, updatedAt: new Date() } })
    await recordAudit(tx, { actorId, action: 'rule.update', entityType: 'rule', entityId: 'shipping_fee', before, after: value })
  })
}
