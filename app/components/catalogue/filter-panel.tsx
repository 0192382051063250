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
 * One group's checkboxes, as elements (in the browser); each box's key holds its tick, so the boxes
 * show the URL's filters again after a navigation (an uncontrolled box keeps what was clicked).
 */
export function filterBoxes(group: FilterKey, values: string[], params: CatalogueParams, counts: Facets | undefined) {
  return values.map((value) => {
    const n = counts?.[group]?.[value]
    const checked = params[group].includes(value)
    return (
      <label key={value} className={counts && !n && !checked ? 'check is-empty' : 'check'}>
        <input type="checkbox" name={group} value={value} defaultChecked={checked} key={`${value}:${checked}`} />
        <span>
          {group === 'condition' ? (ownValue(t.conditions, value) ?? value) : value}
          {counts ? <span className="facet-count">{t.filters.facetCount(n ?? 0)}</span> : null}
        </span>
      </label>
    )
  })
}

/**
 * The same boxes as filterBoxes makes them, on the server, as text: about fifty labelled
 * boxes rendered element by element were a tenth of a list page's server time (issue 13). The
 * browser hydrates the HTML with filterBoxes (filter-panel.test.tsx holds the two the same).
 */
export function filterBoxesMarkup(group: FilterKey, values: string[], params: CatalogueParams, counts: Facets | undefined) {
  let html = ''
  for (const value of values) {
    const n = counts?.[group]?.[value]
    const checked = params[group].includes(value)
    const label = group === 'condition' ? (ownValue(t.conditions, value) ?? value) : value
    html +=
      `<label class="${counts && !n && !checked ? 'check is-empty' : 'check'}">` +
      `<input type="checkbox" name="${h(group)}"${checked ? ' checked=""' : ''} value="${h(value)}"/>` +
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
              <div
                className={key === 'category' ? 'filter-options' : 'filter-options filter-options-compact'}
                // The server's text, the browser's elements: the same HTML (filterBoxesMarkup).
                {...(import.meta.env.SSR
                  ? { dangerouslySetInnerHTML: { __html: filterBoxesMarkup(key, options[key], params, counts) } }
                  : { children: filterBoxes(key, options[key], params, counts) })}
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
