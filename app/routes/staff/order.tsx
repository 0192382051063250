import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useSearchParams } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { revalidateOnConflict } from '#app/lib/revalidate-on-conflict.ts'
import type { Route } from './+types/order'
import { OrderItems } from '#app/components/orders/order-items.tsx'
import { OrderStore } from '#app/components/orders/order-store.tsx'
import { StaffOrderActions } from '#app/components/staff-orders/order-actions.tsx'
import { StaffOrderQa } from '#app/components/staff-orders/order-qa.tsx'
import { ownValue } from '#backend/contract/own-key.ts'
import { ORDER_NUMBER_PATTERN } from '#backend/contract/order-values.ts'
import type { StaffOrderDetail } from '#backend/contract/staff-orders.ts'
import { formatDateTime } from '#backend/contract/format-date.ts'
import { t } from '#app/lib/messages.ts'
import { tStaffOrders } from '#app/lib/messages-staff-orders.ts'
import { newOnceKey, onceKeyOf } from '#app/lib/once-key.ts'
import { statusGroup } from '#app/lib/order-status.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { staffApi } from '#app/lib/staff-api.server.ts'
import { STAFF_ORDER_FORMS } from '#app/lib/staff-order-forms.ts'
import css from '#app/styles/staff-orders.css?url'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'
import { failureStatus } from '#app/lib/api/result.ts'

const T = tStaffOrders.order

function orderNumberOf(params: { orderNumber: string }) {
  const number = params.orderNumber.trim().toUpperCase()
  if (!ORDER_NUMBER_PATTERN.test(number)) throw data({ message: t.errors.notFoundBody }, { status: 404 })
  return number
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }]

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta({ title: T.title(params.orderNumber) }),
  { name: 'robots', content: 'noindex' },
]

/** The order as staff see it; opening it marks the customer's messages read. Each load's reply form is a new one (its one-time key). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const number = orderNumberOf(params)
  const api = staffApi(context).orders
  const order = await api.order(number)
  if (!order.ok) {
    if (order.status === 401) return logoutUnauthorized(request, context)
    if (order.status === 404) throw data({ message: t.errors.notFoundBody }, { status: 404 })
    throw data({ message: T.fetchFailed }, { status: 502 })
  }
  // The answer above still says which messages were new; a failed marker only leaves them unread.
  await api.markRead(number)
  return { order: order.data, replyKey: newOnceKey() }
}

/** Five forms post here, told apart by `intent`; success flashes a notice and comes back. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const number = orderNumberOf(params)
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  const schema = ownValue(STAFF_ORDER_FORMS, intent)
  if (!schema) {
    const submission = parseWithZod(form, { schema: STAFF_ORDER_FORMS.deposit })
    return data({ intent, result: replyWithFormError(submission, tStaffOrders.forms.unknownIntent) }, { status: 400 })
  }
  const submission = parseWithZod(form, { schema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ intent, result: replyWithFormError(submission, csrfError) }, { status: 403 })
  if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 400 })
  // A reply is the one form here that adds something: sent twice it posts once (app/lib/once-key.ts).
  // The others are the same change again, which the API refuses or repeats harmlessly.
  const replyKey = intent === 'reply' ? onceKeyOf(form) : null
  if (intent === 'reply' && !replyKey) return data({ intent, result: replyWithFormError(submission, t.errors.formExpired) }, { status: 400 })

  const api = staffApi(context).orders
  const value = submission.value
  const N = tStaffOrders.notices
  const [result, notice, hash] =
    value.intent === 'move'
      ? [await api.moveStatus(number, { status: value.status, tracking_number: value.tracking_number }), N.moved(number, value.status), '']
      : value.intent === 'tracking'
        ? [await api.setTracking(number, value.tracking_number), N.tracking, '']
        : value.intent === 'deposit'
          ? [await api.depositReceived(number), N.deposit, '']
          : value.intent === 'cancel'
            ? [await api.cancel(number), N.cancelled(number), '']
            : [await api.reply(number, value.message_content, replyKey ?? undefined), N.replied, '#messages']
  if (!result.ok) {
    if (result.status === 401) return logoutUnauthorized(request, context)
    const reply = replyWithApiFailure(submission, result, { fallback: T.actionFailed })
    return data({ intent, result: reply }, { status: failureStatus(result) })
  }
  const cookie = await flashNotice(request, context, { type: 'success', message: notice })
  throw redirect(`/staff/orders/${number}${hash}`, { status: 303, headers: { 'Set-Cookie': cookie } })
}

/** A 409 says the order changed under this page: shown afresh (another staff member moved it). */
export const shouldRevalidate = revalidateOnConflict

export default function StaffOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData
  const [searchParams] = useSearchParams()
  return (
    <article className="staff-order" aria-labelledby="staff-order-title">
      <p>
        <Link to="/staff/orders" className="back-link">
          {T.back}
        </Link>
      </p>
      <header className="staff-order-head">
        <h1 id="staff-order-title" className="page-title">
          {T.title(order.order_number)}
        </h1>
        <span className={`status-badge status-${statusGroup(order.current_status)}`} data-testid="staff-order-status">
          {order.current_status}
        </span>
      </header>
      <p className="page-subtitle">{T.placedAt(formatDateTime(order.created_at))}</p>

      <div className="staff-order-grid">
        <div className="staff-order-side">
          <StaffOrderActions order={order} actionData={actionData} confirmingCancel={searchParams.get('confirm') === 'cancel'} />
          <People order={order} />
        </div>
        <div className="staff-order-main">
          <StaffOrderQa order={order} replyKey={loaderData.replyKey} actionData={actionData} />
          <OrderItems order={order} code="product-code" />
          <History order={order} />
        </div>
      </div>
    </article>
  )
}

function People({ order }: { order: StaffOrderDetail }) {
  return (
    <section className="order-section staff-people">
      <div>
        <h2>{T.customer}</h2>
        <p>
          {order.customer.name}
          <br />
          <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
          <br />
          <a href={`tel:${order.customer.phone_number}`}>{order.customer.phone_number}</a>
        </p>
      </div>
      <div>
        <h2>{T.recipient}</h2>
        <p>
          {order.recipient_name}
          <br />
          <a href={`tel:${order.recipient_phone}`}>{order.recipient_phone}</a>
          <br />
          {order.recipient_email}
        </p>
      </div>
      <OrderStore order={order} showStoreId />
    </section>
  )
}

/** Newest first, each step with who made it (the customer placed it; staff moved it since). */
function History({ order }: { order: StaffOrderDetail }) {
  const newestFirst = [...order.status_history].reverse()
  return (
    <section className="order-section" aria-labelledby="history-title">
      <h2 id="history-title">{T.history}</h2>
      <ol className="timeline" data-testid="staff-order-timeline">
        {newestFirst.map((step, i) => (
          <li key={`${step.status}-${step.timestamp}`} className={i === 0 ? 'timeline-step is-current' : 'timeline-step'}>
            <span className="timeline-status">{step.status}</span>
            <time dateTime={step.timestamp}>{formatDateTime(step.timestamp)}</time>
            <span className="timeline-by">{step.changed_by ? T.by(step.changed_by.name) : T.bySystem}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
