/** GET /search/ and GET /search/facets/ (docs/architecture.md#the-shop-api). */
import { Hono } from 'hono'
import { z } from 'zod'
import { PAGE_SIZE, SEARCH_MAX_HITS, SEARCH_MAX_LIMIT } from '../contract/catalogue-values.ts'
import { catalogueFilterFields } from '../catalogue/filters.ts'
import { parseOr400 } from '../http/api-error.ts'
import { nonNegativeInt, queryValues, single } from '../http/query.ts'
import type { SearchService } from './search.service.ts'

const q = single(z.string().max(100, '搜尋字詞最多 100 個字。')).transform((s) => s ?? '')

const searchQuery = z.object({
  ...catalogueFilterFields,
  q,
  limit: single(nonNegativeInt('limit', SEARCH_MAX_LIMIT)),
  offset: single(nonNegativeInt('offset', SEARCH_MAX_HITS)),
})

export function searchRoutes(service: SearchService) {
  return new Hono({ strict: false })
    .get('/', async (c) => {
      const { q, limit, offset, ...filters } = parseOr400(searchQuery, queryValues(new URL(c.req.url)))
      return c.json(
        await service.search({ q, limit: limit ?? PAGE_SIZE, offset: offset ?? 0, filters }),
      )
    })
    .get('/facets', async (c) => {
      const { q, limit: _l, offset: _o, ...filters } = parseOr400(
        searchQuery,
        queryValues(new URL(c.req.url)),
      )
      return c.json(await service.facets({ q, filters }))
    })
}
