import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { Link } from '#app/components/link.tsx'
import type { Route } from './+types/account-order'
import { OrderMessages } from '#app/components/orders/order-messages.tsx'
import { OrderTimeline } from '#app/components/orders/order-timeline.tsx'
import { ORDER_NUMBER_PATTERN } from '#backend/contract/order-values.ts'
import { shopApi } from '#app/lib/api.server.ts'
import { formatTwd } from '#app/lib/format.ts'
import { formatDate, formatDateTime } from '#backend/contract/format-date.ts'
import { t } from '#app/lib/messages.ts'
import { tOrders } from '#app/lib/messages-orders.ts'
import { newOnceKey, onceKeyOf } from '#app/lib/once-key.ts'
import { orderMessageFormSchema } from '#app/lib/order-forms.ts'
import { SEVEN_ELEVEN_TRACKING_URL, showsTracking } from '#app/lib/order-status.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { isDataRequest } from '#app/utils/redirect.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'
import { OrderItems } from '#app/components/orders/order-items.tsx'
import { OrderStore } from '#app/components/orders/order-store.tsx'
import { failureStatus } from '#app/lib/api/result.ts'

function orderNumberOf(params: { orderNumber: string }) {
  const number = params.orderNumber.trim().toUpperCase()
  if (!ORDER_NUMBER_PATTERN.test(number)) throw data({ message: tOrders.detail.fetchFailed }, { status: 404 })
  return number
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const number = orderNumberOf(params)
  const api = shopApi(context)
  const [order, messages] = await Promise.all([api.myOrder(number), api.orderMessages(number)])
  if (!order.ok) {
    if (order.status === 401) return logoutUnauthorized(request, context)
    // Another shopper's order is a 404 too (docs/storefront.md#error-messages: 'or no permission').
    throw data({ message: tOrders.detail.fetchFailed }, { status: order.status === 404 ? 404 : 502 })
  }
  // Each load is a new message form (its one-time key), so a message sent on purpose again posts again.
  return { order: order.data, messages: messages.ok ? messages.data.results : [], messagesFailed: !messages.ok, messageKey: newOnceKey() }
}

/** The Q&A form: JS gets its result in place; without JS the post comes back to #messages. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const number = orderNumberOf(params)
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: orderMessageFormSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ result: replyWithFormError(submission, csrfError) }, { status: 403 })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  // Sent twice (a double tap without JS, the browser's resend), the form posts one message.
  const onceKey = onceKeyOf(form)
  if (!onceKey) return data({ result: replyWithFormError(submission, t.errors.formExpired) }, { status: 400 })
  const sent = await shopApi(context).sendOrderMessage(number, submission.value.message_content, onceKey)
  if (!sent.ok) {
    if (sent.status === 401) return logoutUnauthorized(request, context)
    const reply = replyWithApiFailure(submission, sent, { fallback: tOrders.messages.sendFailed })
    return data({ result: reply }, { status: failureStatus(sent) })
  }
  if (isDataRequest(request)) return { result: submission.reply({ resetForm: true }), sent: true }
  const cookie = await flashNotice(request, context, { type: 'success', message: tOrders.messages.sent, event: 'submit_order_message' })
  throw redirect(`/account/orders/${number}#messages`, { status: 303, headers: { 'Set-Cookie': cookie } })
}

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta({ title: tOrders.detail.title(params.orderNumber) }),
  { name: 'robots', content: 'noindex' },
]

export default function AccountOrder({ loaderData, actionData, params }: Route.ComponentProps) {
  const { order } = loaderData
  return (
    <article className="page narrow order-page" aria-labelledby="order-title">
      <p>
        <Link to="/account/orders" className="back-link">
          {tOrders.detail.back}
        </Link>
      </p>
      <h1 id="order-title" className="page-title">
        {tOrders.detail.title(order.order_number)}
      </h1>
      <p className="page-subtitle">{tOrders.detail.placedAt(formatDateTime(order.created_at))}</p>

      <OrderTimeline history={order.status_history} current={order.current_status} />

      {showsTracking(order.current_status, order.tracking_number) ? (
        <section className="order-section" aria-labelledby="tracking-title">
          <h2 id="tracking-title">{tOrders.detail.tracking}</h2>
          <p className="tracking-number">{tOrders.detail.trackingNumber(order.tracking_number!)}</p>
          <p>
            <a href={SEVEN_ELEVEN_TRACKING_URL} target="_blank" rel="noopener noreferrer" className="button button-outline">
              {tOrders.detail.trackingLink}
            </a>
          </p>
          <p className="field-hint">{tOrders.detail.trackingHint}</p>
        </section>
      ) : null}

      <section className="order-section order-facts">
        <div>
          <h2>{tOrders.detail.recipient}</h2>
          <p>
            {order.recipient_name}
            <br />
            {order.recipient_phone}
            <br />
            {order.recipient_email}
          </p>
        </div>
        <OrderStore order={order} />
      </section>

      <OrderItems order={order}>
        {order.deposit?.received_at ? (
          <p className="alert alert-success">{tOrders.detail.depositReceived(formatTwd(order.deposit.amount))}</p>
        ) : order.deposit ? (
          <p className="alert alert-info">{tOrders.detail.deposit(formatTwd(order.deposit.amount), order.deposit.due_at ? formatDate(order.deposit.due_at) : null)}</p>
        ) : null}
      </OrderItems>

      <OrderMessages
        messages={loaderData.messages}
        failed={loaderData.messagesFailed}
        action={`/account/orders/${params.orderNumber}`}
        onceKey={loaderData.messageKey}
        documentResult={actionData?.result}
      />
    </article>
  )
}
