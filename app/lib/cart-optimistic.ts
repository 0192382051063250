/**
 * The cart as it will be once the cart posts on their way have landed (DESIGN.md section 3:
 * optimistic with JS). Reads the pending fetchers' form data, so the header badge and the cart
 * lines move at the tap, and the server's answer replaces the guess when it comes.
 */
type PendingForm = { state: string; formAction?: string; formData?: FormData }

export type CartQuantities = Record<string, number>

export function optimisticQuantities(base: CartQuantities, fetchers: readonly PendingForm[]): CartQuantities {
  const out: CartQuantities = { ...base }
  for (const fetcher of fetchers) {
    const form = fetcher.formData
    if (fetcher.state === 'idle' || !form || !fetcher.formAction?.startsWith('/cart')) continue
    const intent = form.get('intent')
    const code = String(form.get('product_code') ?? '').trim().toUpperCase()
    const quantity = Number(form.get('quantity') ?? 1)
    if (intent === 'clear') for (const key of Object.keys(out)) delete out[key]
    else if (intent === 'remove') delete out[code]
    else if (!Number.isInteger(quantity) || quantity < 0) continue
    else if (intent === 'add') out[code] = (out[code] ?? 0) + Math.max(1, quantity)
    else if (intent === 'set-quantity' || intent === 'increment' || intent === 'decrement') {
      // A decrement to 0 only asks for confirmation; it never removes by itself.
      if (!Object.hasOwn(out, code) || (quantity === 0 && intent === 'decrement')) continue
      if (quantity === 0) delete out[code]
      else out[code] = quantity
    }
  }
  return out
}

export const totalQuantity = (quantities: CartQuantities) =>
  Object.values(quantities).reduce((sum, n) => sum + n, 0)
