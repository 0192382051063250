/** Loader helpers shared by the product list and the search page. */
import { redirect } from 'react-router'
import type { FilterOptions } from '#app/components/catalogue/filter-panel.tsx'
import type { ShopApiClient } from './api/client.server.ts'
import { validPageJump } from './catalogue-url.ts'
import { t } from './messages.ts'

const OPTIONS_TTL_MS = 10 * 60 * 1000
let cachedOptions: { expires: number; options: FilterOptions } | undefined

/**
 * The filter choices. They are fixed vocabularies, so one answer serves every page for ten
 * minutes instead of three API calls per render (three HTTP round trips with BACKEND_URL).
 * A failed call leaves that group empty for this page and is not remembered.
 */
export async function loadFilterOptions(api: ShopApiClient): Promise<FilterOptions> {
  if (cachedOptions && cachedOptions.expires > Date.now()) return cachedOptions.options
  const [category, rarity, condition] = await Promise.all([api.categories(), api.rarities(), api.conditions()])
  const options = {
    category: category.ok ? category.data : [],
    rarity: rarity.ok ? rarity.data : [],
    condition: condition.ok ? condition.data : [],
  }
  if (category.ok && rarity.ok && condition.ok) cachedOptions = { expires: Date.now() + OPTIONS_TTL_MS, options }
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
