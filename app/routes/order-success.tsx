import { useEffect } from 'react'
import { data } from 'react-router'
import { Link } from '#app/components/link.tsx'
import type { Route } from './+types/order-success'
import { ORDER_NUMBER_PATTERN } from '#backend/contract/order-values.ts'
import { track } from '#app/lib/analytics.ts'
import { tCheckout, tOrders } from '#app/lib/messages-orders.ts'
import { formatTwd } from '#app/lib/format.ts'
import { t } from '#app/lib/messages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { writeMirror } from '#app/lib/cart-mirror.ts'
import { shopApi } from '#app/lib/api.server.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'

/**
 * After checkout (docs/storefront.md#checkout-and-orders). The order number comes in the URL of the redirect, so the
 * page works without JS and survives a reload. It must be the shopper's own order: any number
 * typed into the URL used to be confirmed as sent, and reported to analytics as a purchase.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const orderNumber = url.searchParams.get('order') ?? ''
  const notFound = () => data({ message: t.errors.notFoundBody }, { status: 404 })
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw notFound()
  const order = await shopApi(context).myOrder(orderNumber)
  if (!order.ok && order.status === 401) return logoutUnauthorized(request, context)
  // Another shopper's order is a 404, as on its own page. An API outage still shows the number
  // the checkout just redirected with: the order was placed.
  if (!order.ok && order.status === 404) throw notFound()
  // This order's own deposit, as its page states it; undefined when the order could not be read.
  return { orderNumber, deposit: order.ok ? (order.data.deposit?.amount ?? null) : undefined }
}

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tCheckout.success.title }), { name: 'robots', content: 'noindex' }]

/**
 * True the first time this browser shows `key`: a reload of the success page, or a return to it
 * through history, is not a second purchase for analytics. Where storage is refused (some private
 * modes) every view counts, as before.
 */
function firstView(key: string) {
  try {
    if (localStorage.getItem(key)) return false
    localStorage.setItem(key, '1')
  } catch {
    // Storage refused: count the view.
  }
  return true
}

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  const { orderNumber, deposit } = loaderData
  useEffect(() => {
    // The cart is empty now: the browser's copy of it follows (docs/product-rules.md#cart-sync).
    writeMirror(null)
    if (firstView(`purchase:${orderNumber}`)) track('purchase', { transaction_id: orderNumber })
  }, [orderNumber])
  const s = tCheckout.success
  // The deposit step is this order's: its amount, or none at all. The shop's general rule
  // ('above NT$2,000 …') read as owed by a shopper whose subtotal was below it but whose total with
  // the shipping fee was above, and told one who owes it no amount.
  const depositStep = deposit === undefined ? s.depositRule : deposit === null ? null : tOrders.detail.deposit(formatTwd(deposit), null)
  const steps = [s.steps[0], depositStep, s.steps[1]].filter((step) => step !== null)
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
        {steps.map((step) => (
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
