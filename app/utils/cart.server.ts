/**
 * The cart's server truth (docs/product-rules.md#cart): a cookie listing product codes and quantities,
 * written compactly as `CODE*QTY*PRICE|...` so 100 lines fit in one cookie. PRICE is the unit price
 * the shopper last saw (optional: older cookies lack it); the sync compares it with today's price
 * to say 'price updated'. It is never charged: prices always come from the API. The cookie is signed
 * with SESSION_SECRETS (the first signs, all verify), so a value edited in the browser or signed
 * with an unknown secret reads as an empty cart. Even a signed value is parsed defensively:
 * unreadable parts are dropped, never an error.
 */
import type { RouterContextProvider } from 'react-router'
import { normalizeProductCode } from '#backend/contract/catalogue-values.ts'
import { CART_LIMITS } from '#app/lib/cart-limits.ts'
import { signedCookie } from './signed-cookie.server.ts'

export type CartLine = { product_code: string; quantity: number; price_twd?: number }

export const CART_MAX_LINES = CART_LIMITS.maxLines
export const CART_MAX_QUANTITY = CART_LIMITS.maxQuantity

const cartCookie = (context: Readonly<RouterContextProvider>) =>
  signedCookie(context, 'cart', { maxAge: 60 * 60 * 24 * 60 })

export function parseCartValue(value: unknown): CartLine[] {
  if (typeof value !== 'string') return []
  const lines: CartLine[] = []
  for (const part of value.split('|').slice(0, CART_MAX_LINES)) {
    const [raw, qty, priceText] = part.split('*')
    const code = normalizeProductCode(raw ?? '')
    const quantity = Number(qty)
    if (!code || !Number.isInteger(quantity) || quantity < 1) continue
    if (lines.some((l) => l.product_code === code)) continue
    const line: CartLine = { product_code: code, quantity: Math.min(quantity, CART_MAX_QUANTITY) }
    const price = priceText ? Number(priceText) : Number.NaN
    if (Number.isSafeInteger(price) && price >= 0) line.price_twd = price
    lines.push(line)
  }
  return lines
}

export function formatCartValue(lines: CartLine[]) {
  return lines
    .map((l) => `${l.product_code}*${l.quantity}${l.price_twd === undefined ? '' : `*${l.price_twd}`}`)
    .join('|')
}

export async function readCart(request: Request, context: Readonly<RouterContextProvider>): Promise<CartLine[]> {
  return (await readCartState(request, context)).lines
}

/**
 * The lines and whether a valid cart cookie was there at all. An emptied cart keeps an empty
 * cookie, so 'no cookie' (new browser session, cookie lost or tampered) is told apart from 'the
 * shopper emptied it': only the first may be restored from the browser's localStorage mirror.
 */
export async function readCartState(request: Request, context: Readonly<RouterContextProvider>) {
  try {
    const value: unknown = await cartCookie(context).parse(request.headers.get('Cookie'))
    return { lines: parseCartValue(value), present: typeof value === 'string' }
  } catch {
    return { lines: [], present: false }
  }
}

export function commitCart(lines: CartLine[], context: Readonly<RouterContextProvider>) {
  return cartCookie(context).serialize(formatCartValue(lines))
}
