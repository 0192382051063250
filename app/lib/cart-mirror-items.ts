/**
 * The cart's lines as the browser keeps its copy (lib/cart-mirror.ts): built by the cart action
 * and the cart page. Its own module, so product cards (which only write the copy) do not carry it.
 */
import type { CartViewLine } from './cart-lines.server.ts'
import type { MirrorItem } from './cart-mirror.ts'

export function toMirrorItems(lines: readonly CartViewLine[]): MirrorItem[] {
  return lines.map((l) => ({
    product_code: l.product_code,
    name: l.name,
    price_twd: l.price_twd,
    image_url: l.image_url,
    quantity: l.quantity,
    card_number: l.card_number,
    rarity: l.rarity,
    condition: l.condition,
    internal_stock: l.stock,
    language: l.language,
  }))
}
