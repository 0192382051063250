/**
 * The browser copy of the cart (docs/product-rules.md#cart-sync: localStorage `cartItems` with these fields).
 * The server builds the items from the synced cart (cart-mirror-items.ts) and sends them with every
 * cart answer; the browser only writes what it gets, so the copy always follows the cookie.
 */
export const CART_MIRROR_KEY = 'cartItems'

export type MirrorItem = {
  product_code: string
  name: string
  price_twd: number
  image_url: string | null
  quantity: number
  card_number: string
  rarity: string
  condition: string
  internal_stock: number
  language: string
}

export function readMirror(): MirrorItem[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(CART_MIRROR_KEY) ?? '[]')
    return Array.isArray(value) ? (value as MirrorItem[]) : []
  } catch {
    return []
  }
}

/** null removes the copy. */
export function writeMirror(items: MirrorItem[] | null) {
  try {
    if (items) window.localStorage.setItem(CART_MIRROR_KEY, JSON.stringify(items))
    else window.localStorage.removeItem(CART_MIRROR_KEY)
  } catch {
    // Private mode or a full storage: the cookie cart still works, only the backup is missing.
  }
}
