/**
 * What the cart page shows of the cart cookie (DESIGN.md section 3: "clamped to known products
 * and current stock when read"). The cookie is untrusted: a shopper can edit it, and stock moves
 * while it sits in the browser. So every line is checked against the products the API knows now.
 * Pure: the loader fetches, this decides; nothing here writes the cookie (a GET never changes data).
 */
import type { Product } from '#backend/contract/catalogue.ts'
import type { CartLine } from '#app/utils/cart.server.ts'

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
  /** What the cookie asked for. */
  requested: number
  /** What is shown and counted: the request capped at the stock; 0 when sold out. */
  quantity: number
  line_total: number
  soldOut: boolean
  /** The stock is below the request, so the quantity was lowered. */
  adjusted: boolean
}

export type ClampedCart = {
  lines: CartViewLine[]
  /** Cookie lines whose product is unknown or delisted: not shown, only counted. */
  hidden: number
}

/**
 * Unknown and delisted codes are dropped (a tampered cookie cannot conjure lines). A quantity
 * above the stock is shown as the stock. A sold-out line stays visible, marked sold out and
 * counted as 0: a shopper who put a card in the cart expects to see that it sold out, rather
 * than have it silently vanish, but must never be charged for it.
 */
export function clampCartLines(
  lines: readonly CartLine[],
  products: readonly Product[],
): ClampedCart {
  const byCode = new Map(products.map((p) => [p.product_code, p]))
  const shown: CartViewLine[] = []
  for (const line of lines) {
    const product = byCode.get(line.product_code)
    if (!product) continue
    const stock = Math.max(0, product.internal_stock)
    const quantity = Math.min(line.quantity, stock)
    shown.push({
      product_code: product.product_code,
      name: product.base_name || product.card.base_name,
      card_number: product.card_number,
      rarity: product.rarity,
      condition: product.condition,
      language: product.language,
      image_url:
        product.image_url ??
        product.default_image?.image_url ??
        product.product_images[0]?.image_url ??
        null,
      price_twd: product.price_twd,
      stock,
      requested: line.quantity,
      quantity,
      line_total: quantity * product.price_twd,
      soldOut: stock === 0,
      adjusted: stock > 0 && quantity < line.quantity,
    })
  }
  return { lines: shown, hidden: lines.length - shown.length }
}
