/**
 * Search suggestions: the cards whose names or aliases contain what the shopper typed, each with
 * one listed product to open: the cheapest copy in the best condition in stock. Cards are matched, not products: a card's
 * `name_keys` hold its names and aliases in search normal form (catalogue/product-keys.ts) under
 * a trigram index, and a shop has several products per card, so there are far fewer rows to look
 * at than for a search. A query of 2 characters has no trigram to look up, so it matches the
 * start of a name or alias only (which the index can serve: pg_trgm pads word starts); from 3
 * characters on, any part matches. Ranking follows search: an exact name or alias first, then names and
 * aliases that start with the query, then the rest; then in stock, then shorter names (the
 * base card before its longer relatives). Answers are cached until the catalogue changes.
 */
import { sql } from 'drizzle-orm'
import { CONDITIONS, SUGGEST_LIMIT } from '../contract/catalogue-values.ts'
import type { Suggestion } from '../contract/search-suggest.ts'
import type { Database } from '../db/database.ts'
import { queryRows } from '../db/query.ts'
import { CATALOGUE_TABLES, type ChangeFeed } from '../lib/change-feed.ts'
import { cardNameList } from '../catalogue/product-keys.ts'
import { normalizeSearchText } from './normalize.ts'

/** Matching cards ranked before their products are looked up; a few more than shown, for cards with none listed. */
const CANDIDATES = SUGGEST_LIMIT * 5

type Row = {
  base_name: string
  name_zh: string | null
  name_en: string | null
  aliases: string[]
  name_keys: string
  product_code: string
  image_url: string | null
}

export function createSuggestService(db: Database, feed: ChangeFeed) {
  const cache = feed.cache<Suggestion[]>(CATALOGUE_TABLES, 2000)
  return {
    /** `text` as typed; a query with fewer than 2 searchable characters suggests nothing. */
    suggest(text: string): Promise<Suggestion[]> {
      const q = normalizeSearchText(text)
      if ([...q].length < 2) return Promise.resolve([])
      return cache.get(q, async () => (await suggestRows(db, q)).map((row) => toSuggestion(row, q)))
    },
  }
}

export type SuggestService = ReturnType<typeof createSuggestService>

function suggestRows(db: Database, q: string) {
  return queryRows<Row>(db, sql`
    select c.base_name, c.name_zh, c.name_en, c.aliases, c.name_keys, p.product_code, img.image_url
    from (
      select c.id, c.base_name, c.name_zh, c.name_en, c.aliases, c.name_keys,
             case when (' ' || c.name_keys || ' ') like ${'% ' + q + ' %'} then 0
                  when (' ' || c.name_keys) like ${'% ' + q + '%'} then 1
                  else 2 end as rank
      from cards c
      where ${matching(q)}
      order by rank, length(c.base_name), c.id
      limit ${CANDIDATES}
    ) c
    cross join lateral (
      select p.id, p.product_code, p.internal_stock > 0 as in_stock
      from products p
      where p.card_id = c.id and p.is_active
      order by (p.internal_stock > 0) desc, array_position(${sql.param([...CONDITIONS])}::text[], p.condition), p.price_jpy, p.id desc
      limit 1
    ) p
    left join lateral (
      select i.image_url from product_images i where i.product_id = p.id
      order by i.is_default desc, i.position, i.id limit 1
    ) img on true
    order by c.rank, p.in_stock desc, length(c.base_name), c.id
    limit ${SUGGEST_LIMIT}`)
}

/** Where the query may match: anywhere, or with fewer than 3 characters only at a name's start. */
function matching(q: string) {
  if ([...q].length >= 3) return sql`c.name_keys like ${'%' + q + '%'}`
  return sql`(c.name_keys like ${q + '%'} or c.name_keys like ${'% ' + q + '%'})`
}

/** How well a name's key matches: 0 exact, 1 starts with the query, 2 contains it, 3 not at all. */
function closeness(key: string, q: string) {
  if (!key) return 3
  if (key === q) return 0
  if (key.startsWith(q)) return 1
  return key.includes(q) ? 2 : 3
}

/**
 * The name that explains the suggestion when the names shown (Japanese and Chinese) do not
 * contain the query: the best matching English name or alias, e.g. 黑魔導士 for ブラック・マジシャン.
 * Reads the stored keys (one per name, catalogue/product-keys.ts): normalising is too slow to
 * repeat for every name of every suggestion.
 */
export function matchedAlias(card: Pick<Row, 'base_name' | 'name_zh' | 'name_en' | 'aliases' | 'name_keys'>, q: string): string | null {
  const names = cardNameList({ baseName: card.base_name, nameZh: card.name_zh, nameEn: card.name_en, aliases: card.aliases })
  const keys = card.name_keys.split(' ')
  if (closeness(keys[0] ?? '', q) < 3 || closeness(keys[1] ?? '', q) < 3) return null
  let best: { name: string; score: number } | null = null
  for (let i = 2; i < names.length; i++) {
    const score = closeness(keys[i] ?? '', q)
    if (score < 3 && (!best || score < best.score)) best = { name: names[i]!, score }
  }
  return best?.name ?? null
}

const toSuggestion = (row: Row, q: string): Suggestion => ({
  product_code: row.product_code,
  base_name: row.base_name,
  name_zh: row.name_zh,
  image_url: row.image_url,
  matched_alias: matchedAlias(row, q),
})
