import { data, Form } from 'react-router'
import { Link } from '#app/components/link.tsx'
import type { Route } from './+types/orders'
import { PageLinks } from '#app/components/page-links.tsx'
import { ORDER_STATUS_GROUPS, type OrderStatusGroup } from '#backend/contract/order-status.ts'
import { MAX_SEARCH_LENGTH, STAFF_ORDERS_PAGE_SIZE } from '#backend/contract/staff-orders.ts'
import { totalPages } from '#app/lib/catalogue-url.ts'
import { pageNumberOr404, pastLastPage } from '#app/lib/page-numbers.server.ts'
import { formatTwd } from '#app/lib/format.ts'
import { formatDateTime } from '#backend/contract/format-date.ts'
import { t } from '#app/lib/messages.ts'
import { tStaffOrders } from '#app/lib/messages-staff-orders.ts'
import { GROUP_LABELS, statusGroup } from '#app/lib/order-status.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { staffApi } from '#app/lib/staff-api.server.ts'
import css from '#app/styles/staff-orders.css?url'
import { logoutUnauthorized } from '#app/utils/user.server.ts'
import { failureReply } from '#app/lib/api/result.ts'

const T = tStaffOrders.board
type Group = OrderStatusGroup | 'all'
const GROUPS: Group[] = ['all', ...ORDER_STATUS_GROUPS]

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }]

export const meta: Route.MetaFunction = () => [...pageMeta({ title: T.title }), { name: 'robots', content: 'noindex' }]

/** The board's state is its URL (?group=&q=&page=), so tabs, search and pages work without JS. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const page = pageNumberOr404(url.searchParams.get('page'))
  const groupParam = url.searchParams.get('group') ?? 'all'
  const group = GROUPS.find((g) => g === groupParam)
  if (!group) throw data({ message: t.errors.notFoundBody }, { status: 404 })
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH)
  const result = await staffApi(context).orders.board({ group, q, page })
  if (!result.ok) {
    if (result.status === 401) return logoutUnauthorized(request, context)
    // A search the API refuses (a character it cannot search for) says why, as a 400.
    const { text, status } = failureReply(result, T.fetchFailed)
    return data({ ok: false as const, group, q, page, board: null, totalPages: 0, error: text }, { status })
  }
  const pages = totalPages(result.data.count, STAFF_ORDERS_PAGE_SIZE)
  // The API answers a page past the last one with no orders: not an empty board.
  if (page > 1 && !result.data.results.length) throw pastLastPage(boardHref(group, q, pages), pages)
  return { ok: true as const, group, q, page, board: result.data, totalPages: pages, error: null }
}

/** A board link keeping the search (and dropping page 1 and the default group from the URL). */
function boardHref(group: Group, q: string, page = 1) {
  const params = new URLSearchParams()
  if (group !== 'all') params.set('group', group)
  if (q) params.set('q', q)
  if (page > 1) params.set('page', String(page))
  const qs = params.toString()
  return qs ? `/staff/orders?${qs}` : '/staff/orders'
}

export default function StaffOrders({ loaderData }: Route.ComponentProps) {
  const { group, q, page, board, error } = loaderData
  return (
    <section className="staff-orders" aria-labelledby="staff-orders-title">
      <h1 id="staff-orders-title" className="page-title">
        {T.title}
      </h1>

      <Form method="get" action="/staff/orders" className="staff-search" role="search">
        {group !== 'all' ? <input type="hidden" name="group" value={group} /> : null}
        <label htmlFor="staff-order-q" className="visually-hidden">
          {T.searchLabel}
        </label>
        <input id="staff-order-q" type="search" name="q" defaultValue={q} placeholder={T.searchPlaceholder} maxLength={MAX_SEARCH_LENGTH} enterKeyHint="search" />
        <button type="submit" className="button">
          {T.search}
        </button>
        {q ? (
          <Link to={boardHref(group, '')} className="staff-search-clear">
            {T.clear}
          </Link>
        ) : null}
      </Form>

      <nav className="staff-tabs" aria-label={T.tabsLabel}>
        {GROUPS.map((g) => (
          <Link key={g} to={boardHref(g, q)} className="staff-tab" aria-current={g === group ? 'page' : undefined}>
            {g === 'all' ? T.all : GROUP_LABELS[g]}
            <span className="staff-tab-count">{board?.group_counts[g] ?? 0}</span>
          </Link>
        ))}
      </nav>

      {!board ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : board.results.length ? (
        <>
          <p className="staff-orders-summary" role="status">
            {q ? T.resultsFor(q, board.count) : T.results(board.count)}
          </p>
          <ul className="staff-order-list">
            {board.results.map((order) => (
              <li key={order.order_number}>
                <Link to={`/staff/orders/${order.order_number}`} className="staff-order-row" data-testid="staff-order-row">
                  <span className="staff-order-number order-number">{order.order_number}</span>
                  <span className={`status-badge status-${statusGroup(order.status)}`}>{order.status}</span>
                  <span className="staff-order-date">
                    <span className="visually-hidden">{T.date}</span>
                    {formatDateTime(order.created_at)}
                  </span>
                  <span className="staff-order-recipient">
                    <span className="visually-hidden">{T.recipient}</span>
                    {order.recipient_name} <span className="staff-order-phone">{order.recipient_phone}</span>
                  </span>
                  <span className="staff-order-total">
                    <span className="visually-hidden">{T.total}</span>
                    {formatTwd(order.total_amount)}
                  </span>
                  {order.unread_messages > 0 ? <span className="unread-badge">{T.unread(order.unread_messages)}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
          <PageLinks page={page} totalPages={loaderData.totalPages} hrefFor={(p) => boardHref(group, q, p)} />
        </>
      ) : (
        <p className="empty-state">{T.empty}</p>
      )}
    </section>
  )
}
