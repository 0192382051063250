/** Shop rules staff may change without a deploy. */
import { eq } from 'drizzle-orm'
import type { Database, Executor } from '../db/database.ts'
import { rules } from '../db/schema.ts'
import { recordAudit } from '../staff/audit.ts'

export const DEFAULT_SHIPPING_FEE = 288

export async function shippingFee(db: Executor): Promise<number> {
  const [row] = await db.select().from(rules).where(eq(rules.key, 'shipping_fee')).limit(1)
  const value = Number(row?.value)
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_SHIPPING_FEE
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
