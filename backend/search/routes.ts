/** GET /search/, GET /search/facets/ (docs/architecture.md#the-shop-api) and GET /search/suggest/. */
import { Hono } from 'hono'
import { z } from 'zod'
import { PAGE_SIZE, SEARCH_MAX_HITS, SEARCH_MAX_LIMIT, SUGGEST_MAX_LENGTH, SUGGEST_MIN_LENGTH } from '../contract/catalogue-values.ts'
import { catalogueFilterFields } from '../catalogue/filters.ts'
import { nonNegativeInt, parseQueryOr400, single } from '../http/query.ts'
import type { SearchService } from './search.service.ts'
import type { SuggestService } from './suggest.service.ts'

const q = single(z.string().max(100, '搜尋字詞最多 100 個字。')).transform((s) => s ?? '')

const searchQuery = z.object({
  ...catalogueFilterFields,
  q,
  limit: single(nonNegativeInt('limit', SEARCH_MAX_LIMIT)),
  offset: single(nonNegativeInt('offset', SEARCH_MAX_HITS)),
})

const tooShort = `請至少輸入 ${SUGGEST_MIN_LENGTH} 個字。`
const suggestQuery = z.object({
  q: single(
    z
      .string()
      .trim()
      .max(SUGGEST_MAX_LENGTH, `搜尋字詞最多 ${SUGGEST_MAX_LENGTH} 個字。`)
      // Characters, not UTF-16 units: 2 kanji are 2 characters.
      .refine((s) => [...s].length >= SUGGEST_MIN_LENGTH, tooShort),
  ).refine((s) => s !== undefined, tooShort),
})

export function searchRoutes(service: SearchService, suggestions: SuggestService) {
  return new Hono({ strict: false })
    .get('/', async (c) => {
      const { q, limit, offset, ...filters } = parseQueryOr400(searchQuery, c.req.url)
      return c.json(
        await service.search({ q, limit: limit ?? PAGE_SIZE, offset: offset ?? 0, filters }),
      )
    })
    .get('/facets', async (c) => {
      const { q, limit: _l, offset: _o, ...filters } = parseQueryOr400(searchQuery, c.req.url)
      return c.json(await service.facets({ q, filters }))
    })
    .get('/suggest', async (c) => {
      const { q } = parseQueryOr400(suggestQuery, c.req.url)
      return c.json({ suggestions: await suggestions.suggest(q!) })
    })
}
