/**
 * What each cart intent does to the cookie lines, decided against today's products (pure; the
 * action fetches and writes). The stock cap comes from the product, never from the form.
 */
import type { SharedCart } from '#backend/contract/cart.ts'
import type { Product } from '#backend/contract/catalogue.ts'
import type { CartIntent } from './cart-forms.ts'
import { tCart } from './messages-cart.ts'
import { tShop } from './messages-shopping.ts'
import { productName } from './cart-lines.server.ts'
import { CART_LIMITS } from './cart-limits.ts'
import { sharedAddQuantity } from './shared-cart.ts'
import type { CartLine } from '#app/utils/cart.server.ts'

export type CartOutcome =
  | { kind: 'changed'; cart: CartLine[]; message: string; added?: number }
  | { kind: 'unchanged'; message?: string }
  /** A decrement that would remove the line: the shopper confirms first (docs/product-rules.md#cart). */
  | { kind: 'confirm-remove'; product_code: string }
  | { kind: 'refused'; message: string; status: number }

export const intentCodes = (intent: CartIntent): string[] =>
  intent.intent === 'add-shared'
    ? intent.product_code
    : 'product_code' in intent
      ? [intent.product_code]
      : intent.intent === 'restore'
        ? intent.items.map((i) => i.product_code)
        : []

export function applyCartIntent(
  lines: readonly CartLine[],
  intent: CartIntent,
  products: ReadonlyMap<string, Product>,
  /** The shared cart an `add-shared` post names, as the API gave it. */
  shared?: SharedCart,
): CartOutcome {
  switch (intent.intent) {
    case 'add':
      return add(lines, products.get(intent.product_code), intent.quantity)
    case 'set-quantity':
    case 'increment':
      return setQuantity(lines, intent.product_code, intent.quantity, products)
    case 'decrement':
      return intent.quantity === 0
        ? lines.some((l) => l.product_code === intent.product_code)
          ? { kind: 'confirm-remove', product_code: intent.product_code }
          : { kind: 'refused', message: tCart.edit.notInCart, status: 404 }
        : setQuantity(lines, intent.product_code, intent.quantity, products)
    case 'remove':
      return setQuantity(lines, intent.product_code, 0, products)
    case 'clear':
      return { kind: 'changed', cart: [], message: tCart.edit.cleared }
    case 'sync':
    case 'share':
      return { kind: 'unchanged' }
    case 'add-shared':
      return shared ? addShared(lines, intent.product_code, shared, products) : { kind: 'refused', message: tCart.shared.notFound, status: 404 }
    case 'restore':
      // The cookie is the truth: a cart that still has lines is never overwritten by a mirror.
      if (lines.length) return { kind: 'unchanged' }
      return {
        kind: 'changed',
        cart: intent.items.slice(0, CART_LIMITS.maxLines).map((i) => ({ ...i })),
        message: tCart.edit.restored,
      }
  }
}

function add(lines: readonly CartLine[], product: Product | undefined, quantity: number): CartOutcome {
  if (!product) return { kind: 'refused', message: tShop.detail.notFound, status: 404 }
  const stock = Math.max(0, product.internal_stock)
  if (stock === 0) return { kind: 'refused', message: tShop.cart.soldOut, status: 409 }
  const existing = lines.find((l) => l.product_code === product.product_code)
  if (!existing && lines.length >= CART_LIMITS.maxLines) return { kind: 'refused', message: tShop.cart.tooManyLines, status: 409 }
  const before = existing?.quantity ?? 0
  const wanted = before + quantity
  const next = Math.min(wanted, stock, CART_LIMITS.maxQuantity)
  // The cart already holds all that can be bought: said so, not 'added' (the modal's button too).
  if (next <= before) return { kind: 'refused', message: tShop.cart.nothingMore(before), status: 409 }
  const line = { product_code: product.product_code, quantity: next, price_twd: product.price_twd }
  return {
    kind: 'changed',
    cart: existing ? lines.map((l) => (l === existing ? line : l)) : [...lines, line],
    message: next < wanted ? tShop.cart.cappedToStock(next) : tShop.cart.added(productName(product), quantity),
    added: next - before,
  }
}

/** Adds the ticked items that can be bought, each min(shared quantity, stock) at today's price. */
function addShared(lines: readonly CartLine[], codes: string[], shared: SharedCart, products: ReadonlyMap<string, Product>): CartOutcome {
  let cart = [...lines]
  let added = 0
  for (const item of shared.items) {
    const product = products.get(item.product_code)
    if (!codes.includes(item.product_code) || !product) continue
    const quantity = sharedAddQuantity({ ...item, current_stock: Math.max(0, product.internal_stock) })
    if (quantity === 0) continue
    const outcome = add(cart, product, quantity)
    if (outcome.kind !== 'changed') continue
    cart = outcome.cart
    added += outcome.added ?? 0
  }
  if (!added) return { kind: 'refused', message: tCart.shared.noneSelected, status: 409 }
  return { kind: 'changed', cart, message: tCart.shared.added(added), added }
}

function setQuantity(
  lines: readonly CartLine[],
  code: string,
  quantity: number,
  products: ReadonlyMap<string, Product>,
): CartOutcome {
  const existing = lines.find((l) => l.product_code === code)
  if (!existing) return { kind: 'refused', message: tCart.edit.notInCart, status: 404 }
  const product = products.get(code)
  const name = product ? productName(product) : code
  if (quantity === 0 || !product) {
    // A delisted line can only be removed; the sync after this says so if it was not asked for.
    return { kind: 'changed', cart: lines.filter((l) => l !== existing), message: tCart.edit.removed(name) }
  }
  const stock = Math.max(0, product.internal_stock)
  const next = Math.min(quantity, stock, CART_LIMITS.maxQuantity)
  if (next === 0) return { kind: 'changed', cart: lines.filter((l) => l !== existing), message: tCart.sync.soldOut(name) }
  const line = { product_code: code, quantity: next, price_twd: product.price_twd }
  return {
    kind: 'changed',
    cart: lines.map((l) => (l === existing ? line : l)),
    message: next < quantity ? tShop.cart.cappedToStock(next) : tCart.edit.updated(name, next),
  }
}
