/** GET /products/..., POST /products/batch/ and GET /options/... (docs/architecture.md#the-shop-api). */
import { Hono } from 'hono'
import { z } from 'zod'
import { BATCH_MAX_CODES, PRODUCT_CODE_PATTERN } from '../contract/catalogue-values.ts'
import type { Database } from '../db/database.ts'
import { CATALOGUE_WITH_STOCK, type ChangeFeed } from '../lib/change-feed.ts'
import { parseOr400 } from '../http/api-error.ts'
import { readJsonBody } from '../http/body.ts'
import { positiveInt, parseQueryOr400, single } from '../http/query.ts'
import {
  featuredProducts,
  getProduct,
  listProducts,
  productsByCodes,
} from './catalogue.service.ts'
import type { FilterOptions, Product, ProductPage } from '../contract/catalogue.ts'
import { filterOptions } from './options.ts'
import { catalogueFilterFields, filtersKey } from './filters.ts'

const listQuery = z.object({ ...catalogueFilterFields, page: single(positiveInt('頁碼')) })

export const productCodeParam = z
  .string()
  .regex(PRODUCT_CODE_PATTERN, '商品編號格式不正確。')
  .transform((s) => s.toUpperCase())

const batchBody = z.object({
  product_codes: z
    .array(productCodeParam, { error: 'product_codes 必須是商品編號的陣列。' })
    .max(BATCH_MAX_CODES, `一次最多查詢 ${BATCH_MAX_CODES} 件商品。`),
})

/** List pages, product details and the featured row are read from memory until the catalogue changes. */
export function productRoutes(db: Database, feed: ChangeFeed) {
  const pages = feed.cache<ProductPage>(CATALOGUE_WITH_STOCK, 1000)
  const details = feed.cache<Product>(CATALOGUE_WITH_STOCK, 2000)
  const featured = feed.cache<Product[]>(CATALOGUE_WITH_STOCK, 1)
  return new Hono({ strict: false })
    .get('/', async (c) => {
      const { page = 1, ...filters } = parseQueryOr400(listQuery, c.req.url)
      return c.json(await pages.get(`${page} ${filtersKey(filters)}`, () => listProducts(db, filters, page)))
    })
    .get('/featured', async (c) => c.json(await featured.get('', () => featuredProducts(db))))
    .post('/batch', async (c) => {
      const { product_codes } = parseOr400(batchBody, await readJsonBody(c.req.raw))
      return c.json(await productsByCodes(db, [...new Set(product_codes)]))
    })
    .get('/:productCode', async (c) => {
      const code = parseOr400(productCodeParam, c.req.param('productCode'))
      return c.json(await details.get(code, () => getProduct(db, code)))
    })
}

/**
 * The filter choices: the three filter lists, and all three in one answer at /options/ (one call
 * per list page instead of three). Kept until products change on any instance.
 */
export function optionRoutes(db: Database, feed: ChangeFeed) {
  const cache = feed.cache<FilterOptions>(['products'], 1)
  const options = () => cache.get('', () => filterOptions(db))
  return new Hono({ strict: false })
    .get('/', async (c) => c.json(await options()))
    .get('/categories', async (c) => c.json((await options()).category))
    .get('/rarities', async (c) => c.json((await options()).rarity))
    .get('/conditions', async (c) => c.json((await options()).condition))
}
