/**
 * The filter choices (GET /options/...): the categories, rarities and conditions of the listed
 * products, in the shop's vocabulary order (catalogue-values.ts), so a shopper is never offered a
 * filter that can only find nothing. Read from the trigger-kept catalogue_counts (a few hundred
 * rows, not the products) and cached per instance until any instance changes products
 * (backend/lib/change-feed.ts).
 */
import { sql } from 'drizzle-orm'
import { CATEGORIES, CONDITIONS, inVocabularyOrder, RARITIES } from '../contract/catalogue-values.ts'
import type { FilterOptions } from '../contract/catalogue.ts'
import type { Database } from '../db/database.ts'
import { queryRows } from '../db/query.ts'

export async function filterOptions(db: Database): Promise<FilterOptions> {
  const [row] = await queryRows<{ category: string[] | null; rarity: string[] | null; condition: string[] | null }>(
    db,
    sql`select array_agg(distinct category) as category, array_agg(distinct rarity) as rarity,
               array_agg(distinct condition) as condition
        from catalogue_counts where n > 0`,
  )
  return {
    category: inVocabularyOrder(CATEGORIES, row?.category ?? []),
    rarity: inVocabularyOrder(RARITIES, row?.rarity ?? []),
    condition: inVocabularyOrder(CONDITIONS, row?.condition ?? []),
  }
}
