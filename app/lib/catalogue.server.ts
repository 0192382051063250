/** Loader helpers shared by the product list and the search page. */
import { redirect } from 'react-router'
import type { FilterOptions } from '#app/components/catalogue/filter-panel.tsx'
import type { ShopApiClient } from './api/client.server.ts'
import { validPageJump } from './catalogue-url.ts'
import { t } from './messages.ts'

/** The filter choices; a failed option call leaves that group empty instead of failing the page. */
export async function loadFilterOptions(api: ShopApiClient): Promise<FilterOptions> {
  const [category, rarity, condition] = await Promise.all([api.categories(), api.rarities(), api.conditions()])
  return {
    category: category.ok ? category.data : [],
    rarity: rarity.ok ? rarity.data : [],
    condition: condition.ok ? condition.data : [],
  }
}

/**
 * The page-jump form (?jump=N): a valid page redirects there; anything else is the message to
 * show in the page (SPEC.md section 5), or undefined when no jump was asked for.
 */
export function resolvePageJump(url: URL, totalPages: number, hrefFor: (page: number) => string): string | undefined {
  if (!url.searchParams.has('jump')) return undefined
  const target = validPageJump(url.searchParams.get('jump'), totalPages)
  if (target !== null) throw redirect(hrefFor(target))
  return t.pagination.invalid(totalPages)
}
