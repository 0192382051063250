import type { Facets } from '#backend/contract/catalogue.ts'
import { Link } from '#app/components/link.tsx'
import { filterCount, type CatalogueParams, type CatalogueRoute } from '#app/lib/catalogue-url.ts'
import { keptElementFor } from '#app/lib/kept-elements.ts'
import { t } from '#app/lib/messages.ts'
import { CONDITION_LEGEND_HREF } from '../product/product-tags.tsx'
import { FilterPanel, type FilterOptions } from './filter-panel.tsx'
import { FilterPills } from './filter-pills.tsx'
import { Pagination } from './pagination.tsx'
import { SortSelect } from './sort-select.tsx'

type Props = {
  title: string
  subtitle?: string
  params: CatalogueParams
  route: CatalogueRoute
  options: FilterOptions
  counts?: Facets
  page: number
  totalPages: number
  /** Results in all pages; 0 hides the sort (nothing to sort) and, with no filter set, the filters. */
  count?: number
  jumpAction: string
  jumpHidden?: Record<string, string>
  jumpError?: string
  /** 'read error: …' (docs/storefront.md#error-messages), shown in place of the results. */
  error?: string
  children: React.ReactNode
}

/**
 * The frame shared by the product list and search: title, sort, filters, pills, results, pages.
 * On the server a page whose loader kept the frame sends that HTML instead of rendering it
 * (lib/catalogue-frame.server.tsx); the browser renders these elements and hydrates them.
 */
export function CatalogueLayout(props: Props) {
  if (import.meta.env.SSR) {
    const kept = keptElementFor(props.params)
    if (kept) return kept
  }
  const { params, route } = props
  const empty = props.count === 0
  const showFilters = !empty || filterCount(params) > 0
  return (
    <div className="catalogue">
      <div className="catalogue-head">
        <div>
          <h1 className="page-title">{props.title}</h1>
          {props.subtitle ? (
            <p className="page-subtitle">
              <span data-testid="catalogue-subtitle">{props.subtitle}</span>
              {empty ? null : (
                <Link to={CONDITION_LEGEND_HREF} className="inline-link condition-legend-link">
                  {t.products.conditionLegend}
                </Link>
              )}
            </p>
          ) : null}
        </div>
        {empty ? null : <SortSelect params={params} route={route} />}
      </div>
      <div className={showFilters ? 'catalogue-body' : 'catalogue-body no-filters'}>
        {showFilters ? <FilterPanel params={params} route={route} options={props.options} counts={props.counts} /> : null}
        <div className="catalogue-results">
          <FilterPills params={params} route={route} />
          {props.error ? (
            <p className="alert alert-error" role="alert">
              {props.error}
            </p>
          ) : (
            props.children
          )}
          {!props.error && props.count ? (
            <Pagination
              page={props.page}
              totalPages={props.totalPages}
              hrefFor={(p) => route.href(params, p)}
              jump={{ action: props.jumpAction, params, hidden: props.jumpHidden ?? route.hidden, error: props.jumpError }}
            />
          ) : null}
        </div>
      </div>
    </div>
  )
}
