/** What each item of a shared cart is now (docs/product-rules.md#shared-carts), and what adding it would add. */
import type { SharedCart } from '#backend/contract/cart.ts'

export { SHARE_ID_PATTERN } from '#backend/contract/share-id.ts'

export type SharedItem = SharedCart['items'][number]
export type SharedStatus = 'delisted' | 'soldOut' | 'lowStock' | 'priceChanged' | 'available'

export function sharedStatus(item: SharedItem): SharedStatus {
  if (item.current_price_twd === null) return 'delisted'
  if (item.current_stock <= 0) return 'soldOut'
  if (item.current_stock < item.quantity) return 'lowStock'
  if (item.current_price_twd !== item.price_twd) return 'priceChanged'
  return 'available'
}

/** Delisted and sold-out items cannot be ticked; the rest can, at today's price. */
export const canAddShared = (item: SharedItem) => {
  const status = sharedStatus(item)
  return status !== 'delisted' && status !== 'soldOut'
}

/** docs/product-rules.md#shared-carts: min(shared quantity, current stock). */
export const sharedAddQuantity = (item: SharedItem) => Math.max(0, Math.min(item.quantity, item.current_stock))
