/** docs/product-rules.md#deposit: above 2000 in items, everything but 1500 is paid up front within 3 days. */
import { DEPOSIT_DUE_DAYS, DEPOSIT_REMAINDER, DEPOSIT_THRESHOLD } from '../contract/order-values.ts'

export function depositFor(itemsTotal: number, total: number, createdAt: Date) {
  if (itemsTotal <= DEPOSIT_THRESHOLD) return null
  const due = new Date(createdAt.getTime() + DEPOSIT_DUE_DAYS * 24 * 60 * 60 * 1000)
  return { amount: total - DEPOSIT_REMAINDER, due_at: due.toISOString() }
}
