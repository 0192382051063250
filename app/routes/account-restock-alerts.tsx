import { data, Form, useNavigation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import type { Route } from './+types/account-restock-alerts'
import { AccountTabs } from '#app/components/account/account-tabs.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import type { RestockAlert } from '#backend/contract/restock-alerts.ts'
import { shopApi } from '#app/lib/api.server.ts'
import { formatTwd } from '#app/lib/format.ts'
import { formatDate } from '#backend/contract/format-date.ts'
import { tRestock } from '#app/lib/messages-restock.ts'
import { restockAlertAction } from '#app/lib/restock-alerts.server.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'
import { BrowseEmptyState } from '#app/components/browse-empty-state.tsx'
import { failureStatus } from '#app/lib/api/result.ts'

const PATH = '/account/restock-alerts'

/** The customer's restock alerts (issue 12), newest first: waiting ones and those already mailed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await shopApi(context).restockAlerts()
  if (!result.ok) {
    if (result.status === 401) return logoutUnauthorized(request, context)
    return data({ ok: false as const, alerts: [] }, { status: failureStatus(result) })
  }
  return { ok: true as const, alerts: result.data.results }
}

/** Each row's remove button: the post comes back here with a notice (JS or not). */
export async function action({ request, context }: Route.ActionArgs) {
  return restockAlertAction(request, context, { fallbackBack: PATH, inPlace: false })
}

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tRestock.page.title }), { name: 'robots', content: 'noindex' }]

export default function AccountRestockAlerts({ loaderData }: Route.ComponentProps) {
  const { alerts } = loaderData
  const navigation = useNavigation()
  // The row being removed disappears at once (JS); the redirect back confirms it.
  const removing = navigation.formAction === PATH ? navigation.formData?.get('product_code') : null
  const shown = alerts.filter((a) => a.product_code !== removing)
  return (
    <section className="page narrow restock-page" aria-labelledby="restock-title">
      <AccountTabs />
      <h1 id="restock-title" className="page-title">
        {tRestock.page.title}
      </h1>
      <p className="page-subtitle">{tRestock.page.intro}</p>
      {!loaderData.ok ? (
        <p className="alert alert-error" role="alert">
          {tRestock.page.fetchFailed}
        </p>
      ) : shown.length ? (
        <ul className="restock-list" aria-label={tRestock.page.listLabel}>
          {shown.map((alert) => (
            <AlertRow key={alert.product_code} alert={alert} />
          ))}
        </ul>
      ) : (
        <BrowseEmptyState message={tRestock.page.empty} linkText={tRestock.page.browse} />
      )}
    </section>
  )
}

function AlertRow({ alert }: { alert: RestockAlert }) {
  const notifiedAt = alert.status === 'notified' ? alert.notified_at : null
  return (
    <li className="restock-row" data-testid="restock-row" data-product-code={alert.product_code}>
      {alert.image_url ? <img src={alert.image_url} alt="" width={59} height={86} loading="lazy" className="restock-row-image" /> : null}
      <div className="restock-row-body">
        <p className="restock-row-name">
          {alert.is_active ? (
            <Link to={`/products/1/detail/${encodeURIComponent(alert.product_code)}`}>{alert.base_name}</Link>
          ) : (
            alert.base_name
          )}
        </p>
        <p className="restock-row-meta">
          <span className="card-number">{alert.card_number}</span> {alert.rarity} ・ {formatTwd(alert.price_twd)}
        </p>
        <p className="restock-row-status">
          <span className={notifiedAt ? 'status-badge status-completed' : 'status-badge status-pending_confirmation'}>
            {notifiedAt ? tRestock.page.notified(formatDate(notifiedAt)) : tRestock.page.waiting}
          </span>{' '}
          <span className="restock-row-stock">
            {!alert.is_active
              ? tRestock.page.delisted
              : alert.internal_stock > 0
                ? tRestock.page.inStock(alert.internal_stock)
                : tRestock.page.soldOut}
          </span>
        </p>
        <p className="restock-row-date">{tRestock.page.askedOn(formatDate(alert.created_at))}</p>
      </div>
      <Form method="post" action={PATH} className="restock-row-remove">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="product_code" value={alert.product_code} />
        <input type="hidden" name="redirectTo" value={PATH} />
        <button type="submit" className="button button-secondary" aria-label={tRestock.page.removeLabel(alert.base_name)}>
          {tRestock.page.remove}
        </button>
      </Form>
    </li>
  )
}
