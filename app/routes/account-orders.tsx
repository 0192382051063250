import { data } from 'react-router'
import { Link } from '#app/components/link.tsx'
import type { Route } from './+types/account-orders'
import { AccountTabs } from '#app/components/account/account-tabs.tsx'
import { PageLinks } from '#app/components/page-links.tsx'
import { ORDERS_PAGE_SIZE } from '#backend/contract/order-values.ts'
import { shopApi } from '#app/lib/api.server.ts'
import { totalPages } from '#app/lib/catalogue-url.ts'
import { pageNumberOr404, pastLastPage } from '#app/lib/page-numbers.server.ts'
import { formatTwd } from '#app/lib/format.ts'
import { formatDate } from '#backend/contract/format-date.ts'
import { tOrders } from '#app/lib/messages-orders.ts'
import { t } from '#app/lib/messages.ts'
import { GROUP_LABELS, statusGroup } from '#app/lib/order-status.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'
import { BrowseEmptyState } from '#app/components/browse-empty-state.tsx'
import { failureStatus } from '#app/lib/api/result.ts'

const ordersHref = (p: number) => `/account/orders?page=${p}`

/** The shopper's orders, newest first, 10 a page (docs/storefront.md#page-sizes). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const page = pageNumberOr404(url.searchParams.get('page'))
  const result = await shopApi(context).myOrders(page)
  if (!result.ok) {
    if (result.status === 401) return logoutUnauthorized(request, context)
    if (result.status === 404) throw data({ message: t.errors.notFoundBody }, { status: 404 })
    return data({ ok: false as const, page, orders: [], totalPages: 0 }, { status: failureStatus(result) })
  }
  const pageSize = result.data.results.length > ORDERS_PAGE_SIZE ? result.data.results.length : ORDERS_PAGE_SIZE
  const pages = totalPages(result.data.count, pageSize)
  // The API answers a page past the last one with no orders: not "no orders yet" to a shopper who has some.
  if (page > 1 && !result.data.results.length) throw pastLastPage(ordersHref(pages), pages)
  return { ok: true as const, page, orders: result.data.results, totalPages: pages }
}

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tOrders.list.title }), { name: 'robots', content: 'noindex' }]

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { orders, page } = loaderData
  return (
    <section className="page narrow orders-page" aria-labelledby="orders-title">
      <AccountTabs />
      <h1 id="orders-title" className="page-title">
        {tOrders.list.title}
      </h1>
      {!loaderData.ok ? (
        <p className="alert alert-error" role="alert">
          {tOrders.list.fetchFailed}
        </p>
      ) : orders.length ? (
        <>
          <ul className="order-list">
            {orders.map((order) => {
              const group = statusGroup(order.status)
              return (
                <li key={order.order_number} className="order-row">
                  <Link to={`/account/orders/${order.order_number}`} className="order-row-link">
                    <span className="order-number">{order.order_number}</span>
                    <span className={`status-badge status-${group}`} title={order.status}>
                      {GROUP_LABELS[group]}
                    </span>
                    <span className="order-date">
                      <span className="visually-hidden">{tOrders.list.date}</span>
                      {formatDate(order.created_at)}
                    </span>
                    <span className="order-total">
                      <span className="visually-hidden">{tOrders.list.total}</span>
                      {formatTwd(order.total_amount)}
                    </span>
                  </Link>
                </li>
              )
            })}
          </ul>
          <PageLinks page={page} totalPages={loaderData.totalPages} hrefFor={ordersHref} />
        </>
      ) : (
        <BrowseEmptyState message={tOrders.list.empty} linkText={tOrders.list.browse} />
      )}
    </section>
  )
}
