import { Link } from '#app/components/link.tsx'
import { formatTwd } from '#app/lib/format.ts'
import {
  DEPOSIT_DUE_DAYS,
  DEPOSIT_SUBTOTAL_THRESHOLD_TWD,
  PAID_AT_PICKUP_TWD,
  type CartTotals,
} from '#app/lib/cart-totals.ts'
import { tShop } from '#app/lib/messages-shopping.ts'

/**
 * The labelled sums and the shop's payment rule, shown where the shopper decides to check out
 * (docs/architecture.md#look-and-feel). Guests who follow the checkout link are sent to /login by its guard.
 */
export function CartSummary({ totals, canCheckout, guest }: { totals: CartTotals; canCheckout: boolean; guest: boolean }) {
  const t = tShop.cart
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary-title">
        {t.summaryTitle}
      </h2>
      <dl className="cart-sums">
        <div>
          <dt>{t.subtotal}</dt>
          <dd data-testid="cart-subtotal">{formatTwd(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{t.shipping}</dt>
          <dd data-testid="cart-shipping">{formatTwd(totals.shipping)}</dd>
        </div>
        <div className="cart-sums-total">
          <dt>{t.total}</dt>
          <dd data-testid="cart-total">{formatTwd(totals.total)}</dd>
        </div>
      </dl>
      {totals.shippingKnown ? null : <p className="cart-summary-note">{t.shippingUnknown}</p>}
      {totals.deposit !== null ? (
        <div className="cart-deposit" role="note" data-testid="cart-deposit">
          <p className="cart-deposit-title">
            {t.depositTitle} <strong>{formatTwd(totals.deposit)}</strong>
          </p>
          <p>
            {t.deposit(
              formatTwd(DEPOSIT_SUBTOTAL_THRESHOLD_TWD),
              formatTwd(PAID_AT_PICKUP_TWD),
              DEPOSIT_DUE_DAYS,
            )}
          </p>
        </div>
      ) : null}
      {canCheckout ? (
        <Link className="button button-large cart-checkout" to="/checkout">
          {t.checkout}
        </Link>
      ) : (
        <p className="cart-summary-note">{t.nothingToBuy}</p>
      )}
      <p className="cart-summary-note">
        {t.checkoutNote}
        {guest ? t.loginNote : null}
      </p>
    </section>
  )
}
