/** Loader helpers shared by the product list and the search page. */
import { redirect } from 'react-router'
import type { FilterOptions } from '#app/components/catalogue/filter-panel.tsx'
import type { ShopApiClient } from './api/client.server.ts'
import { CATEGORIES, CONDITIONS, inVocabularyOrder, RARITIES } from '#backend/contract/catalogue-values.ts'
import { FILTER_KEYS, validPageJump, type CatalogueParams, type FilterKey } from './catalogue-url.ts'
import { t } from './messages.ts'

const VOCABULARIES: Record<FilterKey, readonly string[]> = { category: CATEGORIES, rarity: RARITIES, condition: CONDITIONS }

/**
 * The filter choices: the values of the listed products (one in-process call, answered from the
 * API's per-instance cache, which every instance drops when products change), plus whatever the
 * shopper has ticked, so a ticked value that no longer finds anything can still be unticked.
 * A failed call leaves the groups with just the ticked values.
 */
export async function loadFilterOptions(api: ShopApiClient, selected: CatalogueParams): Promise<FilterOptions> {
  const result = await api.filterOptions()
  const options = {} as FilterOptions
  for (const key of FILTER_KEYS) {
    const listed = result.ok ? result.data[key] : []
    options[key] = selected[key].length ? inVocabularyOrder(VOCABULARIES[key], [...listed, ...selected[key]]) : listed
  }
  return options
}

/**
 * The page-jump form (?jump=N): a valid page redirects there; anything else is the message to
 * show in the page (docs/storefront.md#catalogue-pages), or undefined when no jump was asked for.
 */
export function resolvePageJump(url: URL, totalPages: number, hrefFor: (page: number) => string): string | undefined {
  if (!url.searchParams.has('jump')) return undefined
  const target = validPageJump(url.searchParams.get('jump'), totalPages)
  if (target !== null) throw redirect(hrefFor(target))
  return t.pagination.invalid(totalPages)
}
