import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { AuthenticityTokenInput } from 'remix-utils/csrf/react'
import type { Product } from '#backend/contract/catalogue.ts'
import { track } from '#app/lib/analytics.ts'
import { tShop } from '#app/lib/messages-shopping.ts'
import { QuantityStepper } from './quantity-stepper.tsx'

export type CartActionResult =
  | { ok: true; message: string; quantity: number; findings?: string[] }
  | { ok: false; error: string; backTo?: string }

const ADDED_FEEDBACK_MS = 1500

/**
 * Posts to the cart action. Without JS it is a normal form post that comes back to `backTo`
 * with a notice; with JS it is a fetcher, the badge counts it at once and the button says
 * 'added' for 1.5 s (SPEC.md section 4).
 */
export function AddToCartForm({ product, backTo }: { product: Product; backTo: string }) {
  const fetcher = useFetcher<CartActionResult>()
  const result = fetcher.data
  // 'Added' shows for the newest successful result until its 1.5 s are over.
  const [expired, setExpired] = useState<CartActionResult | undefined>(undefined)
  const added = fetcher.state === 'idle' && result?.ok === true && expired !== result
  useEffect(() => {
    if (!added || !result?.ok) return
    track('add_to_cart', {
      value: product.price_twd * result.quantity,
      items: [{ item_id: product.product_code, item_name: product.base_name, price: product.price_twd, quantity: result.quantity }],
    })
    const timer = setTimeout(() => setExpired(result), ADDED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [added, result, product])

  const soldOut = product.internal_stock <= 0
  const busy = fetcher.state !== 'idle'
  const inputId = `quantity-${product.product_code}`
  return (
    <fetcher.Form method="post" action="/cart" className="add-to-cart">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_code" value={product.product_code} />
      <input type="hidden" name="redirectTo" value={backTo} />
      {soldOut ? null : (
        <div className="add-to-cart-quantity">
          <label htmlFor={inputId}>{tShop.detail.quantity}</label>
          <QuantityStepper id={inputId} max={product.internal_stock} />
        </div>
      )}
      <button
        type="submit"
        className={added ? 'button button-large is-added' : 'button button-large'}
        disabled={soldOut || busy}
        aria-live="polite"
      >
        {soldOut ? tShop.detail.soldOut : busy ? tShop.detail.adding : added ? tShop.detail.added : tShop.detail.addToCart}
      </button>
      <p className="form-message" role={result && !result.ok ? 'alert' : 'status'}>
        {result ? (result.ok ? (added ? result.message : '') : result.error) : ''}
      </p>
    </fetcher.Form>
  )
}
