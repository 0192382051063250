/** The query parameters the product list, search and facets share (docs/architecture.md#the-shop-api). */
import { z } from 'zod'
import {
  CATEGORIES,
  CONDITIONS,
  ORDERINGS,
  RARITIES,
  STOCK_STATUS_IN_STOCK,
} from '../contract/catalogue-values.ts'
import { manyOf, single } from '../http/query.ts'

export const catalogueFilterFields = {
  category: manyOf(CATEGORIES, '卡片類別'),
  rarity: manyOf(RARITIES, '稀有度'),
  condition: manyOf(CONDITIONS, '卡況'),
  stock_status: single(
    z.literal(STOCK_STATUS_IN_STOCK, { error: `庫存狀態只能是 ${STOCK_STATUS_IN_STOCK}。` }),
  ),
  ordering: single(
    z.enum(ORDERINGS, { error: `排序方式只能是 ${ORDERINGS.join('、')} 或留空。` }),
  ),
}

export const catalogueFilterSchema = z.object(catalogueFilterFields)
export type CatalogueFilters = z.output<typeof catalogueFilterSchema>

/** One string per distinct filter set (value order ignored): the key of cached lists and searches. */
export function filtersKey(filters: CatalogueFilters) {
  const sorted = (values: readonly string[]) => [...new Set(values)].sort()
  return JSON.stringify([
    sorted(filters.category),
    sorted(filters.rarity),
    sorted(filters.condition),
    filters.stock_status ?? '',
    filters.ordering ?? '',
  ])
}
