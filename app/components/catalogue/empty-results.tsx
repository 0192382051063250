import { Link } from '#app/components/link.tsx'
import { clearedFilters, filterCount, type CatalogueParams, type CatalogueRoute } from '#app/lib/catalogue-url.ts'
import { t } from '#app/lib/messages.ts'

type Props = {
  message: string
  params: CatalogueParams
  route: CatalogueRoute
  /** Search tips (search only): what kinds of text find a card. */
  tips?: { title: string; items: readonly string[] }
}

/**
 * No results: say so, mention filters only when some are set, and always offer a way on (clear
 * the filters, the whole product list, search tips), since a dead end is where shoppers leave.
 */
export function EmptyResults({ message, params, route, tips }: Props) {
  const filtered = filterCount(params) > 0
  return (
    <div className="empty-state" data-testid="empty-results">
      <p className="empty-title">{message}</p>
      {filtered ? <p>{t.products.emptyFiltered}</p> : null}
      {tips ? (
        <section className="search-tips" aria-label={tips.title}>
          <h2>{tips.title}</h2>
          <ul>
            {tips.items.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="empty-actions">
        {filtered ? (
          <Link to={route.href(clearedFilters(params))} className="button button-outline">
            {t.filters.clear}
          </Link>
        ) : null}
        <Link to="/products/1" className="button">
          {t.products.showAll}
        </Link>
      </p>
    </div>
  )
}
