import type { ProductCardData } from '#app/lib/product-card-data.ts'
import { t } from '#app/lib/messages.ts'
import { escapeHtml as h } from '#backend/contract/html-escape.ts'
import { cardAddFetcherKey } from './card-add-form.tsx'
import { useCartAdd } from './use-cart-add.ts'

/**
 * One tap adds one of the card's product (docs/storefront.md#cart-page: from the modal and from product cards).
 * A submit button of the list's CardAddForm carrying the product's code. With JS its fetcher's
 * state shows here (the badge counts at once, the button says 'added'); without, the post comes
 * back to this card on the same list with a notice.
 */
export function CardAddButton({ product }: { product: ProductCardData }) {
  const { result, added, busy } = useCartAdd(product, cardAddFetcherKey(product.product_code))
  return (
    <div className="card-add">
      <button
        type="submit"
        name="product_code"
        value={product.product_code}
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
    </div>
  )
}

/**
 * CardAddButton's HTML as the server renders it, for a card written as text (product-card.tsx):
 * nothing added or under way, since a fetcher only ever runs in the browser.
 */
export function cardAddButtonMarkup(product: ProductCardData) {
  return (
    // React writes a button's name last (its form actions handle it apart).
    `<div class="card-add"><button type="submit" value="${h(product.product_code)}" class="button button-small"` +
    ` aria-label="${h(t.products.addToCartOf(product.base_name))}" aria-live="polite" name="product_code">${h(t.products.addToCart)}</button></div>`
  )
}
