/**
 * The cart as it will be once the cart posts on their way have landed (docs/product-rules.md#cart-sync:
 * optimistic with JS). Reads the pending fetchers' form data, so the header badge moves at the
 * tap, and the server's answer replaces the guess when it comes. Kept small: it ships on every page.
 */
type PendingForm = { state: string; formAction?: string; formData?: FormData }

export type CartQuantities = Record<string, number>

export function optimisticQuantities(base: CartQuantities, fetchers: readonly PendingForm[]): CartQuantities {
  const out: CartQuantities = { ...base }
  for (const { state, formAction, formData: form } of fetchers) {
    if (state === 'idle' || !form || !formAction?.startsWith('/cart')) continue
    const intent = form.get('intent')
    const code = String(form.get('product_code')).trim().toUpperCase()
    const quantity = Number(form.get('quantity') ?? 1)
    if (!(quantity >= 0)) continue
    if (intent === 'clear') for (const key in out) delete out[key]
    else if (intent === 'remove' || (intent === 'set-quantity' && quantity === 0)) delete out[code]
    else if (intent === 'add') out[code] = (out[code] ?? 0) + quantity
    // Each stepper form carries the quantity it leads to; a decrement to 0 only asks to confirm.
    else if (quantity > 0 && code in out && /^(set-quantity|increment|decrement)$/.test(String(intent))) out[code] = quantity
  }
  return out
}

export const totalQuantity = (quantities: CartQuantities) =>
  Object.values(quantities).reduce((sum, n) => sum + n, 0)
