/**
 * docs/product-rules.md#deposit: above 2000 in items, everything but 1500 is paid up front, within
 * 3 days after the order is established (已成立), not after it was placed: staff may still refuse a
 * 待確認 order, so its shopper is never asked to pay before that.
 */
import { CANCELLED, ESTABLISHED } from '../contract/order-status.ts'
import { DEPOSIT_DUE_DAYS, DEPOSIT_REMAINDER, DEPOSIT_THRESHOLD } from '../contract/order-values.ts'

/** Whether an order of this item subtotal owes a deposit at all. */
export const owesDeposit = (itemsTotal: number) => itemsTotal > DEPOSIT_THRESHOLD

/** The deposit owed; `due_at` is null until the order is established (the pages then say "3 days after"). */
export function depositFor(itemsTotal: number, total: number, establishedAt: Date | null) {
  if (!owesDeposit(itemsTotal)) return null
  const due = establishedAt && new Date(establishedAt.getTime() + DEPOSIT_DUE_DAYS * 24 * 60 * 60 * 1000)
  return { amount: total - DEPOSIT_REMAINDER, due_at: due ? due.toISOString() : null }
}

/** When the order entered 已成立 (its first such history row), or null while it has not. */
export function establishedAt(history: readonly { status: string; createdAt: Date }[]) {
  return history.find((h) => h.status === ESTABLISHED)?.createdAt ?? null
}

type DepositOrder = {
  itemsTotal: number
  totalAmount: number
  status: string
  depositReceivedAt: Date | null
}

/**
 * The deposit as the order pages show it, with when staff recorded it (null while unpaid). A
 * cancelled order owes none: it was never established, so nothing is due (one paid before the
 * rule still shows, as staff must give it back).
 */
export function orderDeposit(order: DepositOrder, history: readonly { status: string; createdAt: Date }[]) {
  if (order.status === CANCELLED && !order.depositReceivedAt) return null
  const deposit = depositFor(order.itemsTotal, order.totalAmount, establishedAt(history))
  return deposit && { ...deposit, received_at: order.depositReceivedAt?.toISOString() ?? null }
}
