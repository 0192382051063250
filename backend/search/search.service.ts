/**
 * Product search for card shoppers. Matching is a substring test on normalised text (see
 * normalize.ts) served by a trigram index; ranking puts an exact card number first, then exact
 * names, then card-number prefixes (a set code), then names that start with the query, then the
 * rest, with sold-out products after all buyable ones. An explicit ordering replaces the ranking
 * (and also puts sold-out products last). Like Meilisearch, whose response shape the API
 * uses (docs/product-rules.md#search-ranking), at most SEARCH_MAX_HITS hits are counted and ranked.
 *
 * The trigram GIN index keeps fastupdate off (schema.ts): its pending list would otherwise be
 * scanned by every query after bulk writes.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Facets, SearchResult } from '../contract/catalogue.ts'
import { SEARCH_MAX_HITS } from '../contract/catalogue-values.ts'
import type { Database } from '../db/database.ts'
import { filtersKey, type CatalogueFilters } from '../catalogue/filters.ts'
import { filterConditions, inStockFirst, orderBy, productsByIds, whereAll } from '../catalogue/product-rows.ts'
import { queryRows } from '../db/query.ts'
import { CATALOGUE_TABLES, CATALOGUE_WITH_STOCK, type ChangeFeed } from '../lib/change-feed.ts'
import { searchQueryKey } from './normalize.ts'

export type SearchInput = { q: string; limit: number; offset: number; filters: CatalogueFilters }

/** `q` from searchQueryKey: '' matches every product, null (nothing searchable typed) none. */
function matchConditions(q: string | null, filters: CatalogueFilters): SQL[] {
  const conditions = filterConditions(filters)
  if (q === null) conditions.push(sql`false`)
  else if (q) conditions.push(sql`p.search_text like ${'%' + q + '%'}`)
  return conditions
}

/** 0 exact card number, 1 exact name, 2 card-number prefix, 3 name prefix, 4 anywhere. */
function rank(q: string): SQL {
  return sql`case
    when p.number_key = ${q} then 0
    when (' ' || p.search_text || ' ') like ${'% ' + q + ' %'} then 1
    when p.number_key like ${q + '%'} then 2
    when (' ' || p.search_text) like ${'% ' + q + '%'} then 3
    else 4 end`
}

/**
 * Search with a per-instance cache emptied whenever the catalogue changes (lib/change-feed.ts):
 * the first request for a query (with its filters and ordering) ranks up to SEARCH_MAX_HITS
 * matching ids; later pages reuse that list, and each page of hits is kept as answered.
 */
export function createSearchService(db: Database, feed: ChangeFeed) {
  const rankedIds = feed.cache<number[]>(CATALOGUE_TABLES, 500)
  const pages = feed.cache<SearchResult>(CATALOGUE_WITH_STOCK, 1000)
  const facetCache = feed.cache<Facets>(CATALOGUE_TABLES, 500)

  function search(input: SearchInput): Promise<SearchResult> {
    const q = searchQueryKey(input.q)
    const key = cacheKey(q, input.filters)
    return pages.get(`${input.offset} ${input.limit} ${key}`, async () => {
      const ids = await rankedIds.get(key, () => rankIds(db, q, input.filters))
      const hits = await productsByIds(db, ids.slice(input.offset, input.offset + input.limit))
      return { hits, estimatedTotalHits: ids.length }
    })
  }

  function facets(input: Pick<SearchInput, 'q' | 'filters'>): Promise<Facets> {
    const q = searchQueryKey(input.q)
    return facetCache.get(cacheKey(q, input.filters), () => countFacets(db, q, input.filters))
  }

  return { search, facets }
}

export type SearchService = ReturnType<typeof createSearchService>

const cacheKey = (q: string | null, filters: CatalogueFilters) => JSON.stringify([q, filtersKey(filters)])

/** The ids of the first SEARCH_MAX_HITS matches, in the order the shopper asked for. */
async function rankIds(db: Database, q: string | null, filters: CatalogueFilters): Promise<number[]> {
  const where = whereAll(matchConditions(q, filters))
  const order = filters.ordering || !q ? orderBy(filters.ordering) : sql`${inStockFirst}, ${rank(q)}, p.id desc`
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p ${where} order by ${order} limit ${SEARCH_MAX_HITS}`,
  )
  return rows.map((r) => r.id)
}

/** How many matching products each category, rarity and condition value has. */
async function countFacets(db: Database, q: string | null, filters: CatalogueFilters): Promise<Facets> {
  const where = whereAll(matchConditions(q, filters))
  const rows = await queryRows<{ field: keyof Facets; value: string; n: number }>(db, sql`
    select case when grouping(p.category) = 0 then 'category'
                when grouping(p.rarity) = 0 then 'rarity'
                else 'condition' end as field,
           coalesce(p.category, p.rarity, p.condition) as value,
           count(*)::int as n
    from products p ${where}
    group by grouping sets ((p.category), (p.rarity), (p.condition))`)
  const result: Facets = { category: {}, rarity: {}, condition: {} }
  for (const row of rows) result[row.field][row.value] = row.n
  return result
}
