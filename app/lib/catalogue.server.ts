/** Loader helpers shared by the product list and the search page. */
import type { FilterOptions } from '#app/components/catalogue/filter-panel.tsx'
import type { ShopApiClient } from './api/client.server.ts'

/** The filter choices; a failed option call leaves that group empty instead of failing the page. */
export async function loadFilterOptions(api: ShopApiClient): Promise<FilterOptions> {
  const [category, rarity, condition] = await Promise.all([api.categories(), api.rarities(), api.conditions()])
  return {
    category: category.ok ? category.data : [],
    rarity: rarity.ok ? rarity.data : [],
    condition: condition.ok ? condition.data : [],
  }
}
