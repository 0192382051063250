import type { FetcherWithComponents } from 'react-router'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { tCart } from '#app/lib/messages-cart.ts'

/** Empties the cart; with JS it asks first (a no-JS shopper pressed a clearly labelled button). */
export function CartClearForm({ fetcher }: { fetcher: FetcherWithComponents<unknown> }) {
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      onSubmit={(e) => {
        if (!window.confirm(tCart.edit.clearConfirm)) e.preventDefault()
      }}
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="clear" />
      <input type="hidden" name="redirectTo" value="/cart" />
      <button type="submit" className="button-link">
        {tCart.edit.clear}
      </button>
    </fetcher.Form>
  )
}
