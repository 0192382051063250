import { useEffect, useRef } from 'react'
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
import { escapeHtml as h } from '#backend/contract/html-escape.ts'

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
 * One group's checkboxes, as HTML: about fifty of them, rendered by React element by element, were
 * a tenth of a list page's server time (issue 13). A tick reaches the form's own change listener
 * (FilterPanel), not React's onChange. When the URL's filters or counts change the HTML changes
 * and is replaced whole, so every box shows the filters of the page now (as the keys of the
 * elements did, they were made anew on each change of their own tick).
 */
function filterOptionsMarkup(key: FilterKey, values: string[], params: CatalogueParams, counts: Facets | undefined) {
  let html = ''
  for (const value of values) {
    const n = counts?.[key]?.[value]
    const checked = params[key].includes(value)
    const label = key === 'condition' ? (ownValue(t.conditions, value) ?? value) : value
    html +=
      `<label class="${counts && !n && !checked ? 'check is-empty' : 'check'}">` +
      `<input type="checkbox" name="${h(key)}" value="${h(value)}"${checked ? ' checked=""' : ''}/>` +
      `<span>${h(label)}${counts ? `<span class="facet-count">${h(t.filters.facetCount(n ?? 0))}</span>` : ''}</span></label>`
  }
  return html
}

/**
 * The filter sidebar (desktop) and drawer (phones, max-width 768px). The drawer is opened by a
 * checkbox and labels, so it works without JS. With JS every tick applies at once; without JS the
 * 'apply' button submits the GET form.
 */
export function FilterPanel({ params, route, options, counts }: Props) {
  const submit = useSubmit()
  const selected = filterCount(params)
  // With JS every tick applies at once. A native listener: React's onChange does not see the
  // boxes of filterOptionsMarkup, which it did not render.
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const element = form.current
    if (!element) return
    const apply = (event: Event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.type !== 'checkbox') return
      track('apply_filter', { filter_name: input.name, filter_value: input.value, checked: input.checked })
      void submit(element, { preventScrollReset: true })
    }
    element.addEventListener('change', apply)
    return () => element.removeEventListener('change', apply)
  }, [submit])
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
        <Form ref={form} method="get" action={route.formAction} className="filter-form">
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
              <div
                className={key === 'category' ? 'filter-options' : 'filter-options filter-options-compact'}
                dangerouslySetInnerHTML={{ __html: filterOptionsMarkup(key, options[key], params, counts) }}
              />
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
