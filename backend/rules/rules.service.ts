/** Shop rules staff may change without a deploy. */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rules } from '../db/schema.ts'

export const DEFAULT_SHIPPING_FEE = 288

export async function shippingFee(db: Database): Promise<number> {
  const [row] = await db.select().from(rules).where(eq(rules.key, 'shipping_fee')).limit(1)
  const value = Number(row?.value)
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_SHIPPING_FEE
}
