import { Form } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import type { CartViewLine } from '#app/lib/cart-lines.server.ts'
import { tCart } from '#app/lib/messages-cart.ts'

/**
 * The no-JS confirm step of docs/product-rules.md#cart ('decrementing at 1 asks for removal
 * confirmation'): the '-' at 1 leads to /cart?confirm-remove=CODE, which shows this.
 */
export function CartConfirmRemove({ line }: { line: CartViewLine }) {
  return (
    <section className="alert alert-info cart-confirm" role="alertdialog" aria-labelledby="cart-confirm-title" data-testid="cart-confirm-remove">
      <h2 id="cart-confirm-title" className="cart-confirm-title">
        {tCart.edit.confirmTitle}
      </h2>
      <p>{tCart.edit.removeConfirm(line.name)}</p>
      <div className="cart-confirm-actions">
        <Form method="post" action="/cart">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="product_code" value={line.product_code} />
          <input type="hidden" name="redirectTo" value="/cart" />
          <button type="submit" className="button">
            {tCart.edit.confirmRemove}
          </button>
        </Form>
        <Link to="/cart" className="button button-secondary">
          {tCart.edit.keep}
        </Link>
      </div>
    </section>
  )
}
