/**
 * The cart's server truth (DESIGN.md section 3): a cookie listing product codes and quantities,
 * written compactly as `CODE*QTY|CODE*QTY` so 100 lines fit in one cookie. The cookie is signed
 * with SESSION_SECRETS (the first signs, all verify), so a value edited in the browser or signed
 * with an unknown secret reads as an empty cart. Even a signed value is parsed defensively:
 * unreadable parts are dropped, never an error.
 */
import type { RouterContextProvider } from 'react-router'
import { normalizeProductCode } from '#backend/contract/catalogue-values.ts'
import { signedCookie } from './signed-cookie.server.ts'

export type CartLine = { product_code: string; quantity: number }

export const CART_MAX_LINES = 100
export const CART_MAX_QUANTITY = 99

const cartCookie = (context: Readonly<RouterContextProvider>) =>
  signedCookie(context, 'cart', { maxAge: 60 * 60 * 24 * 60 })

export function parseCartValue(value: unknown): CartLine[] {
  if (typeof value !== 'string') return []
  const lines: CartLine[] = []
  for (const part of value.split('|').slice(0, CART_MAX_LINES)) {
    const [raw, qty] = part.split('*')
    const code = normalizeProductCode(raw ?? '')
    const quantity = Number(qty)
    if (!code || !Number.isInteger(quantity) || quantity < 1) continue
    if (lines.some((l) => l.product_code === code)) continue
    lines.push({ product_code: code, quantity: Math.min(quantity, CART_MAX_QUANTITY) })
  }
  return lines
}

export function formatCartValue(lines: CartLine[]) {
  return lines.map((l) => `${l.product_code}*${l.quantity}`).join('|')
}

export async function readCart(request: Request, context: Readonly<RouterContextProvider>): Promise<CartLine[]> {
  try {
    return parseCartValue(await cartCookie(context).parse(request.headers.get('Cookie')))
  } catch {
    return []
  }
}

export function cartQuantity(lines: CartLine[]) {
  return lines.reduce((sum, l) => sum + l.quantity, 0)
}

export function commitCart(lines: CartLine[], context: Readonly<RouterContextProvider>) {
  return cartCookie(context).serialize(formatCartValue(lines))
}
