import { useLocation } from 'react-router'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import type { Product } from '#backend/contract/catalogue.ts'
import { t } from '#app/lib/messages.ts'
import { useCartAdd } from './use-cart-add.ts'

/**
 * One tap adds one of the card's product (docs/storefront.md#cart-page: from the modal and from product cards).
 * With JS a fetcher (the badge counts at once, the button says 'added'); without, a form post
 * that comes back to this card on the same list with a notice.
 */
export function CardAddButton({ product }: { product: Product }) {
  const { fetcher, result, added, busy } = useCartAdd(product)
  const { pathname, search } = useLocation()
  return (
    <fetcher.Form method="post" action="/cart" className="card-add">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_code" value={product.product_code} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}#product-${product.product_code}`} />
      <button
        type="submit"
        className={added ? 'button button-small is-added' : 'button button-small'}
        disabled={busy}
        aria-label={added ? undefined : t.products.addToCartOf(product.base_name)}
        aria-live="polite"
      >
        {busy ? t.products.adding : added ? t.products.added : t.products.addToCart}
      </button>
      {result && !result.ok ? (
        <p className="field-error" role="alert">
          {result.error}
        </p>
      ) : null}
    </fetcher.Form>
  )
}
