import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import type { Product } from '#backend/contract/catalogue.ts'
import { tShop } from '#app/lib/messages-shopping.ts'
import { QuantityStepper } from './quantity-stepper.tsx'
import { useCartAdd } from './use-cart-add.ts'

/** Marks an add that comes back to `redirectTo` as it is (the cart action, routes/cart.tsx). */
export const STAY_FIELD = 'stay'

/**
 * Posts to the cart action. Without JS it is a normal form post that comes back to `backTo`
 * with a notice; with JS it is a fetcher, the badge counts it at once and the button says
 * 'added' for 1.5 s (docs/storefront.md#cart-page).
 */
export function AddToCartForm({ product, backTo }: { product: Product; backTo: string }) {
  const { fetcher, result, added, busy } = useCartAdd(product)
  const soldOut = product.internal_stock <= 0
  const inputId = `quantity-${product.product_code}`
  return (
    <fetcher.Form method="post" action="/cart" className="add-to-cart">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_code" value={product.product_code} />
      <input type="hidden" name="redirectTo" value={backTo} />
      {/* Without JS the shopper comes back to this modal as it is, not to a card on its list. */}
      <input type="hidden" name={STAY_FIELD} value="1" />
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
