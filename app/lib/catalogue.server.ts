/** Loader helpers shared by the product list and the search page. */
import { redirect } from 'react-router'
import type { FilterOptions } from '#app/components/catalogue/filter-panel.tsx'
import type { ShopApiClient } from './api/client.server.ts'
import { CATEGORIES, CONDITIONS, inVocabularyOrder, RARITIES } from '#backend/contract/catalogue-values.ts'
import { FILTER_KEYS, validPageJump, type CatalogueParams, type FilterKey } from './catalogue-url.ts'
import { t } from './messages.ts'
import { derivedFrom } from '#backend/contract/frozen.ts'

const VOCABULARIES: Record<FilterKey, readonly string[]> = { category: CATEGORIES, rarity: RARITIES, condition: CONDITIONS }

/**
 * The filter choices: the values of the listed products (one in-process call, answered from the
 * API's per-instance cache, which every instance drops when products change), plus whatever the
 * shopper has ticked, so a ticked value that no longer finds anything can still be unticked.
 * Made once per shared answer and ticked values (contract/frozen.ts), so a page's kept frame
 * knows its choices unchanged (catalogue-frame.server.tsx). A failed call leaves the groups with
 * just the ticked values.
 */
export async function loadFilterOptions(api: ShopApiClient, selected: CatalogueParams): Promise<FilterOptions> {
  const result = await api.filterOptions()
  const listed = result.ok ? result.data : NONE_LISTED
  const ticked = FILTER_KEYS.map((key) => selected[key].join('\n')).join('\t')
  return derivedFrom(listed, `options ${ticked}`, () => {
    const options = {} as FilterOptions
    for (const key of FILTER_KEYS) {
      options[key] = selected[key].length ? inVocabularyOrder(VOCABULARIES[key], [...listed[key], ...selected[key]]) : listed[key]
    }
    return options
  })
}

/** What a failed call lists: nothing (not frozen, so nothing is kept from it). */
const NONE_LISTED: Readonly<FilterOptions> = { category: [], rarity: [], condition: [] }

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
