import type { Facets } from '#backend/contract/catalogue.ts'
import type { CatalogueParams, CatalogueRoute } from '#app/lib/catalogue-url.ts'
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
  count?: number
  jumpAction: string
  jumpHidden?: Record<string, string>
  jumpError?: string
  /** 'read error: …' (SPEC.md section 8), shown in place of the results. */
  error?: string
  children: React.ReactNode
}

/** The frame shared by the product list and search: title, sort, filters, pills, results, pages. */
export function CatalogueLayout(props: Props) {
  const { params, route } = props
  return (
    <div className="catalogue">
      <div className="catalogue-head">
        <div>
          <h1 className="page-title">{props.title}</h1>
          {props.subtitle ? <p className="page-subtitle" data-testid="catalogue-subtitle">{props.subtitle}</p> : null}
        </div>
        <SortSelect params={params} route={route} />
      </div>
      <div className="catalogue-body">
        <FilterPanel params={params} route={route} options={props.options} counts={props.counts} />
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
