import { Link } from '#app/components/link.tsx'
import {
  FILTER_KEYS,
  clearedFilters,
  filterCount,
  withoutFilterValue,
  type CatalogueParams,
  type CatalogueRoute,
} from '#app/lib/catalogue-url.ts'
import { t } from '#app/lib/messages.ts'
import { CloseIcon } from '../icons.tsx'
import { ownValue } from '#backend/contract/own-key.ts'

const valueLabel = (key: string, value: string) => (key === 'condition' ? ownValue(t.conditions, value) ?? value : value)

/** One removable pill per chosen filter value: each is a link to the same page without it. */
export function FilterPills({ params, route }: { params: CatalogueParams; route: CatalogueRoute }) {
  if (!filterCount(params)) return null
  return (
    <ul className="filter-pills" aria-label={t.filters.title}>
      {FILTER_KEYS.flatMap((key) =>
        params[key].map((value) => (
          <li key={`${key}:${value}`}>
            <Link
              className="pill"
              to={route.href(withoutFilterValue(params, key, value))}
              aria-label={t.filters.remove(valueLabel(key, value))}
              preventScrollReset
            >
              {valueLabel(key, value)}
              <CloseIcon size={14} />
            </Link>
          </li>
        )),
      )}
      {params.stock_status ? (
        <li>
          <Link
            className="pill"
            to={route.href(withoutFilterValue(params, 'stock_status'))}
            aria-label={t.filters.remove(t.filters.inStockOnly)}
            preventScrollReset
          >
            {t.filters.inStockOnly}
            <CloseIcon size={14} />
          </Link>
        </li>
      ) : null}
      <li>
        <Link className="pill-clear" to={route.href(clearedFilters(params))} preventScrollReset>
          {t.filters.clear}
        </Link>
      </li>
    </ul>
  )
}
