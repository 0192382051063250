/**
 * The cart sync of docs/product-rules.md#cart-sync ("on cart load it is synced with the server"). The cookie is
 * untrusted and old: a shopper can edit it, and prices and stock move while it sits in the
 * browser. So every line is checked against the products the API knows now, and each difference
 * becomes one of the four SPEC messages. Pure: callers fetch, this decides; nothing here writes
 * the cookie (the loader only shows the result, the cart action writes it).
 */
import type { Product } from '#backend/contract/catalogue.ts'
import { CART_MAX_QUANTITY, formatCartValue, type CartLine } from '#app/utils/cart.server.ts'

export type CartViewLine = {
  product_code: string
  name: string
  card_number: string
  rarity: string
  condition: string
  language: string
  image_url: string | null
  price_twd: number
  stock: number
  quantity: number
  line_total: number
}

export type SyncMessage =
  | { kind: 'price'; product_code: string; name: string; price_twd: number }
  | { kind: 'stock'; product_code: string; name: string; quantity: number }
  | { kind: 'soldOut'; product_code: string; name: string }
  | { kind: 'delisted'; product_code: string }

export type SyncedCart = {
  /** What the page shows. */
  lines: CartViewLine[]
  /** What the cookie should hold: quantities within stock, today's prices, gone lines dropped. */
  cart: CartLine[]
  messages: SyncMessage[]
  /** The cookie differs from `cart` and should be rewritten. */
  changed: boolean
}

export const productName = (product: Product) => product.base_name || product.card.base_name

export function productImage(product: Product) {
  return (
    product.image_url ?? product.default_image?.image_url ?? product.product_images[0]?.image_url ?? null
  )
}

/**
 * Unknown and delisted codes are dropped (the batch call leaves them out, so a tampered cookie
 * cannot conjure lines); sold-out lines are dropped; a quantity above the stock is lowered to it;
 * a price that differs from the one the cookie remembers is announced. Each is said once, here,
 * and the rewritten cookie no longer differs, so the message does not come back.
 */
export function syncCartLines(lines: readonly CartLine[], products: readonly Product[]): SyncedCart {
  const byCode = new Map(products.map((p) => [p.product_code, p]))
  const shown: CartViewLine[] = []
  const cart: CartLine[] = []
  const messages: SyncMessage[] = []
  for (const line of lines) {
    const product = byCode.get(line.product_code)
    if (!product) {
      messages.push({ kind: 'delisted', product_code: line.product_code })
      continue
    }
    const name = productName(product)
    const stock = Math.max(0, product.internal_stock)
    if (stock === 0) {
      messages.push({ kind: 'soldOut', product_code: line.product_code, name })
      continue
    }
    const quantity = Math.min(line.quantity, stock, CART_MAX_QUANTITY)
    if (quantity < line.quantity) messages.push({ kind: 'stock', product_code: line.product_code, name, quantity })
    if (line.price_twd !== undefined && line.price_twd !== product.price_twd) {
      messages.push({ kind: 'price', product_code: line.product_code, name, price_twd: product.price_twd })
    }
    cart.push({ product_code: line.product_code, quantity, price_twd: product.price_twd })
    shown.push({
      product_code: product.product_code,
      name,
      card_number: product.card_number,
      rarity: product.rarity,
      condition: product.condition,
      language: product.language,
      image_url: productImage(product),
      price_twd: product.price_twd,
      stock,
      quantity,
      line_total: quantity * product.price_twd,
    })
  }
  return { lines: shown, cart, messages, changed: formatCartValue(cart) !== formatCartValue([...lines]) }
}
