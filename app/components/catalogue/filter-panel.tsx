import { Form, useSubmit } from 'react-router'
import { Link } from '#app/components/link.tsx'
import type { Facets } from '#backend/contract/catalogue.ts'
import { STOCK_STATUS_IN_STOCK } from '#backend/contract/catalogue-values.ts'
import { track } from '#app/lib/analytics.ts'
import {
  clearedFilters,
  filterCount,
  type CatalogueParams,
  type CatalogueRoute,
  type FilterKey,
} from '#app/lib/catalogue-url.ts'
import { t } from '#app/lib/messages.ts'
import { CloseIcon, FilterIcon } from '../icons.tsx'
import { HiddenCatalogueFields } from './hidden-fields.tsx'
import { ownValue } from '#backend/contract/own-key.ts'

export type FilterOptions = Record<FilterKey, string[]>

type Props = {
  params: CatalogueParams
  route: CatalogueRoute
  options: FilterOptions
  /** Search facets: how many results each value has. */
  counts?: Facets
}

const GROUPS: Array<{ key: FilterKey; label: string }> = [
  { key: 'category', label: t.products.category },
  { key: 'rarity', label: t.products.rarity },
  { key: 'condition', label: t.products.condition },
]

/**
 * The filter sidebar (desktop) and drawer (phones, max-width 768px). The drawer is opened by a
 * checkbox and labels, so it works without JS. With JS every tick applies at once; without JS the
 * 'apply' button submits the GET form.
 */
export function FilterPanel({ params, route, options, counts }: Props) {
  const submit = useSubmit()
  const selected = filterCount(params)
  return (
    <div className="filters">
      <input type="checkbox" id="filters-toggle" className="drawer-toggle" aria-label={t.filters.open} />
      <label htmlFor="filters-toggle" className="button button-outline filter-open" aria-hidden="true">
        <FilterIcon size={18} />
        {t.filters.open}
        {selected ? (
          <span className="filter-badge" data-testid="filter-count">
            {selected}
          </span>
        ) : null}
      </label>
      <label htmlFor="filters-toggle" className="drawer-backdrop" aria-hidden="true" />
      <section className="filter-drawer" aria-labelledby="filters-title">
        <div className="filter-drawer-head">
          <h2 id="filters-title">
            {t.filters.title}
            {selected ? <span className="filter-selected">{t.filters.count(selected)}</span> : null}
          </h2>
          <label htmlFor="filters-toggle" className="icon-button drawer-close" aria-hidden="true" title={t.filters.close}>
            <CloseIcon size={20} />
          </label>
        </div>
        <Form
          method="get"
          action={route.formAction}
          className="filter-form"
          onChange={(event) => {
            const input = event.target
            if (!(input instanceof HTMLInputElement)) return
            track('apply_filter', { filter_name: input.name, filter_value: input.value, checked: input.checked })
            submit(event.currentTarget, { preventScrollReset: true })
          }}
        >
          <HiddenCatalogueFields params={params} extra={route.hidden} omit={['filters', 'stock_status']} />
          <label className="check stock-check">
            <input
              type="checkbox"
              name="stock_status"
              value={STOCK_STATUS_IN_STOCK}
              defaultChecked={params.stock_status === STOCK_STATUS_IN_STOCK}
              key={`stock:${params.stock_status ?? ''}`}
            />
            <span>{t.filters.inStockOnly}</span>
          </label>
          {GROUPS.map(({ key, label }) => (
            <fieldset key={key} className="filter-group">
              <legend>{label}</legend>
              <div className={key === 'category' ? 'filter-options' : 'filter-options filter-options-compact'}>
                {options[key].map((value) => {
                  const n = counts?.[key]?.[value]
                  const checked = params[key].includes(value)
                  return (
                    <label key={value} className={counts && !n && !checked ? 'check is-empty' : 'check'}>
                      <input
                        type="checkbox"
                        name={key}
                        value={value}
                        defaultChecked={checked}
                        key={`${value}:${checked}`}
                      />
                      <span>
                        {key === 'condition' ? ownValue(t.conditions, value) ?? value : value}
                        {counts ? <span className="facet-count">{t.filters.facetCount(n ?? 0)}</span> : null}
                      </span>
                    </label>
                  )
                })}
              </div>
            </fieldset>
          ))}
          <div className="filter-actions">
            <button type="submit" className="button no-js-only">
              {t.filters.apply}
            </button>
            <label htmlFor="filters-toggle" className="button js-only drawer-done">
              {t.filters.close}
            </label>
            {selected ? (
              <Link to={route.href(clearedFilters(params))} className="link-button" preventScrollReset>
                {t.filters.clear}
              </Link>
            ) : null}
          </div>
        </Form>
      </section>
    </div>
  )
}
