import { useEffect } from 'react'
import { data, Link } from 'react-router'
import type { Route } from './+types/order-success'
import { ORDER_NUMBER_PATTERN } from '#backend/contract/order-values.ts'
import { track } from '#app/lib/analytics.ts'
import { tCheckout } from '#app/lib/messages-orders.ts'
import { t } from '#app/lib/messages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { writeMirror } from '#app/lib/cart-mirror.ts'

/**
 * After checkout (docs/storefront.md#checkout-and-orders). The order number comes in the URL of the redirect, so the
 * page works without JS and survives a reload; the order itself is behind the login as always.
 */
export function loader({ url }: Route.LoaderArgs) {
  const orderNumber = url.searchParams.get('order') ?? ''
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw data({ message: t.errors.notFoundBody }, { status: 404 })
  return { orderNumber }
}

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tCheckout.success.title }), { name: 'robots', content: 'noindex' }]

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  const { orderNumber } = loaderData
  useEffect(() => {
    // The cart is empty now: the browser's copy of it follows (docs/product-rules.md#cart-sync).
    writeMirror(null)
    track('purchase', { transaction_id: orderNumber })
  }, [orderNumber])
  const s = tCheckout.success
  return (
    <section className="page narrow order-success" aria-labelledby="success-title">
      <h1 id="success-title" className="page-title">
        {s.title}
      </h1>
      <p className="order-success-number">
        {s.number}
        <strong data-testid="order-number">{orderNumber}</strong>
      </p>
      <h2>{s.next}</h2>
      <ol className="order-success-steps">
        {s.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="field-hint">{s.mail}</p>
      <p className="otp-actions">
        <Link className="button" to={`/account/orders/${orderNumber}`}>
          {s.view}
        </Link>
        <Link className="button button-secondary" to="/products/1">
          {s.continue}
        </Link>
      </p>
    </section>
  )
}
