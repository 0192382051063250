/**
 * The catalogue's fixed vocabularies and limits, shared by the shop API and the storefront.
 * Plain constants only (no zod): the storefront's browser bundle imports this file.
 */
export const PAGE_SIZE = 20

/** Product codes as shoppers may type them (any case); stored upper-case (schema.ts check). */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/

/** The canonical form of a product code, or null when it cannot be one. */
export function normalizeProductCode(value: string): string | null {
  const code = value.trim()
  return PRODUCT_CODE_PATTERN.test(code) ? code.toUpperCase() : null
}

export const CONDITIONS = ['S', 'A', 'A-', 'B', 'C', 'D'] as const
export type Condition = (typeof CONDITIONS)[number]

export const LANGUAGES = ['JP', 'AsiaJP', 'AsiaEN'] as const
export type Language = (typeof LANGUAGES)[number]

/** Abbreviations used by Japanese shops, from common to rare (docs/integrations.md#rarities). */
export const RARITIES = [
  'N', 'NP', 'R', 'SR', 'UR', 'UPR', 'SE', 'UL', 'HR', 'CR', 'GR', 'GSE', 'EXSE', '20thSE', 'PSE', 'QCSE', 'M', 'OF',
] as const
export type Rarity = (typeof RARITIES)[number]

export const CATEGORIES = [
  '通常怪獸', '效果怪獸', '儀式怪獸', '融合怪獸', '同步怪獸', '超量怪獸', '靈擺怪獸', '連結怪獸', '魔法', '陷阱',
] as const
export type Category = (typeof CATEGORIES)[number]

/** `values` in the order of `vocabulary`; anything outside it (older data) after, alphabetically. */
export function inVocabularyOrder(vocabulary: readonly string[], values: Iterable<string>): string[] {
  const present = new Set(values)
  const known = vocabulary.filter((v) => present.has(v))
  const others = [...present].filter((v) => !vocabulary.includes(v)).sort()
  return [...known, ...others]
}

/** Orderings of the product list and search; absent = the default (in stock first, newest). */
export const ORDERINGS = ['-price_jpy', 'price_jpy', '-id'] as const
export type Ordering = (typeof ORDERINGS)[number]

export const STOCK_STATUS_IN_STOCK = 'in_stock'

/** Meilisearch-like cap: search ranks and counts at most this many hits (50 pages). */
export const SEARCH_MAX_HITS = 1000

/** Search suggestions (issue 12): at least 2 characters typed, at most 8 cards suggested. */
export const SUGGEST_MIN_LENGTH = 2
export const SUGGEST_MAX_LENGTH = 100
export const SUGGEST_LIMIT = 8
export const SEARCH_MAX_LIMIT = 100
export const BATCH_MAX_CODES = 100
export const NEWS_PAGE_SIZE = 10
export const NEWS_LATEST_COUNT = 4
export const FEATURED_COUNT = 12
