/**
 * The money rules of a cart (docs/product-rules.md#deposit, FAQ, terms): one shipping fee per order; cash on
 * delivery covers at most NT$2,000, so above that item subtotal a deposit of the total minus the
 * NT$1,500 paid at pickup is due within 3 days of the order being established.
 */
import { DEPOSIT_DUE_DAYS, DEPOSIT_REMAINDER, DEPOSIT_THRESHOLD } from '#backend/contract/order-values.ts'

// One rule for the cart, the checkout and the API's orders (backend/contract/orders.ts).
export const DEPOSIT_SUBTOTAL_THRESHOLD_TWD = DEPOSIT_THRESHOLD
export const PAID_AT_PICKUP_TWD = DEPOSIT_REMAINDER
export { DEPOSIT_DUE_DAYS }

export type CartTotals = {
  subtotal: number
  shipping: number
  /** False when the fee could not be fetched: it counts as 0 then (docs/product-rules.md#shipping-fee). */
  shippingKnown: boolean
  total: number
  /** The deposit to pay first, or null when cash on delivery covers the whole order. */
  deposit: number | null
}

export function cartTotals(lineTotals: readonly number[], shippingFee: number | null): CartTotals {
  const subtotal = lineTotals.reduce((sum, n) => sum + n, 0)
  const shippingKnown = shippingFee !== null && Number.isFinite(shippingFee) && shippingFee >= 0
  const shipping = shippingKnown ? shippingFee : 0
  const total = subtotal + shipping
  const deposit = subtotal > DEPOSIT_SUBTOTAL_THRESHOLD_TWD ? total - PAID_AT_PICKUP_TWD : null
  return { subtotal, shipping, shippingKnown, total, deposit }
}
