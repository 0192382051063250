/** Contract of GET /products/, /products/featured/, /products/{code}/, POST /products/batch/, /options/. */
import { beforeAll, describe, expect, it } from 'vitest'
import {
  batchSchema,
  featuredSchema,
  filterOptionsSchema,
  optionListSchema,
  productPageSchema,
  productSchema,
  type Product,
} from '#backend/contract/catalogue.ts'
import { CATEGORIES, CONDITIONS, RARITIES } from '#backend/contract/catalogue-values.ts'
import type { ShopApi } from '#backend/app.ts'
import type { DatabaseHandle } from '#backend/db/database.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let handle: DatabaseHandle
beforeAll(async () => {
  ;({ api, handle } = await useTestShopApi())
})

async function get(path: string) {
  const response = await api.request(`/api/v1${path}`)
  return { status: response.status, body: (await response.json()) as unknown }
}
async function page(query: string) {
  const { status, body } = await get(`/products/?${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return productPageSchema.parse(body)
}

describe('GET /products/', () => {
  it('returns 20 products of a catalogue of at least 300 with counts', async () => {
    const { results, count, in_stock_count } = await page('page=1')
    expect(results).toHaveLength(20)
    expect(count).toBeGreaterThanOrEqual(300)
    expect(in_stock_count).toBeLessThan(count)
    expect(in_stock_count).toBeGreaterThan(count * 0.8)
  })

  it('pages without overlap and answers 404 past the last page', async () => {
    const first = await page('page=1&ordering=-id')
    const second = await page('page=2&ordering=-id')
    const ids = new Set(first.results.map((p) => p.id))
    expect(second.results.some((p) => ids.has(p.id))).toBe(false)
    const last = Math.ceil(first.count / 20)
    const lastPage = await page(`page=${last}&ordering=-id`)
    expect(lastPage.results.length).toBe(first.count - (last - 1) * 20)
    const past = await get(`/products/?page=${last + 1}`)
    expect(past.status).toBe(404)
    expect(past.body).toEqual({ detail: expect.any(String) })
  })

  // Every ordering lists sold-out products after all buyable ones, each group in the asked order.
  it.each([
    ['default', '', (a: Product, b: Product) => a.id > b.id],
    ['-id', '-id', (a: Product, b: Product) => a.id > b.id],
    ['-price_jpy', '-price_jpy', (a: Product, b: Product) => a.price_jpy >= b.price_jpy],
    ['price_jpy', 'price_jpy', (a: Product, b: Product) => a.price_jpy <= b.price_jpy],
  ])('orders by %s with sold-out products last', async (_label, ordering, inOrder) => {
    const first = await page(`ordering=${ordering}`)
    for (let i = 1; i < first.results.length; i++) expect(inOrder(first.results[i - 1]!, first.results[i]!)).toBe(true)
    const { count, in_stock_count } = first
    expect(count).toBeGreaterThan(in_stock_count)
    // The page where buyable products end: buyable ones first, then the sold-out ones, each in order.
    const boundary = await page(`ordering=${ordering}&page=${Math.floor(in_stock_count / 20) + 1}`)
    const stocked = boundary.results.map((p) => p.internal_stock > 0)
    const split = in_stock_count % 20
    expect(stocked).toEqual(boundary.results.map((_, i) => i < split))
    for (let i = 1; i < boundary.results.length; i++) {
      if (i !== split) expect(inOrder(boundary.results[i - 1]!, boundary.results[i]!)).toBe(true)
    }
    const tail = await page(`ordering=${ordering}&page=${Math.ceil(count / 20)}`)
    expect(tail.results.every((p) => p.internal_stock === 0)).toBe(true)
  })

  it('filters by several values of each kind, repeated or comma separated', async () => {
    const repeated = await page('rarity=SE&rarity=QCSE&condition=S&condition=A')
    expect(repeated.count).toBeGreaterThan(0)
    for (const p of repeated.results) {
      expect(['SE', 'QCSE']).toContain(p.rarity)
      expect(['S', 'A']).toContain(p.condition)
    }
    const comma = await page('rarity=SE,QCSE&condition=S,A')
    expect(comma.count).toBe(repeated.count)
    const spells = await page('category=魔法&category=陷阱')
    expect(spells.count).toBeGreaterThan(0)
    for (const p of spells.results) expect(['魔法', '陷阱']).toContain(p.card.category)
    const narrower = await page('category=魔法')
    expect(narrower.count).toBeLessThan(spells.count)
  })

  it('keeps only products in stock with stock_status=in_stock', async () => {
    const all = await page('page=1')
    const inStock = await page('stock_status=in_stock')
    expect(inStock.count).toBe(all.in_stock_count)
    expect(inStock.in_stock_count).toBe(inStock.count)
    expect(inStock.results.every((p) => p.internal_stock > 0)).toBe(true)
  })

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['ordering=price', 'ordering'],
    ['rarity=XYZ', 'rarity'],
    ['condition=Z', 'condition'],
    ['category=不存在', 'category'],
    ['stock_status=maybe', 'stock_status'],
  ])('answers 400 with field errors for %s', async (query, field) => {
    const { status, body } = await get(`/products/?${query}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ [field]: [expect.stringMatching(/[\u4e00-\u9fff]/)] })
  })

  it('ignores an empty parameter instead of failing', async () => {
    const { count } = await page('page=1&ordering=&rarity=')
    expect(count).toBeGreaterThanOrEqual(300)
  })
})

describe('GET /products/featured/', () => {
  it('lists up to 12 featured products, buyable ones first', async () => {
    const { status, body } = await get('/products/featured/')
    expect(status).toBe(200)
    const featured = featuredSchema.parse(body)
    expect(featured.length).toBeGreaterThan(0)
    expect(featured.length).toBeLessThanOrEqual(12)
    const firstSoldOut = featured.findIndex((p) => p.internal_stock === 0)
    if (firstSoldOut >= 0) expect(featured.slice(firstSoldOut).every((p) => p.internal_stock === 0)).toBe(true)
  })
})

describe('GET /products/{product_code}/', () => {
  it('returns one product with its card and pictures; codes are case-insensitive', async () => {
    const { results } = await page('page=1')
    const code = results[0]!.product_code
    const { status, body } = await get(`/products/${code.toLowerCase()}/`)
    expect(status).toBe(200)
    const product = productSchema.parse(body)
    expect(product.product_code).toBe(code)
    expect(product.product_images.length).toBeGreaterThan(0)
    expect(product.default_image?.image_url).toBe(product.image_url)
    expect(product.card.base_name).toBe(product.base_name)
  })

  it('answers 404 {detail} for an unknown code and 400 for a malformed one', async () => {
    expect(await get('/products/NOPE-JP999-XX-S/')).toEqual({ status: 404, body: { detail: expect.any(String) } })
    const bad = await get(`/products/${encodeURIComponent('<script>')}/`)
    expect(bad.status).toBe(400)
  })
})

describe('POST /products/batch/', () => {
  async function post(body: string) {
    const response = await api.request('/api/v1/products/batch/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it('returns the listed products among the codes, in the order asked', async () => {
    const { results } = await page('page=1')
    const codes = [results[3]!.product_code, 'UNKNOWN-1', results[1]!.product_code]
    const { status, body } = await post(JSON.stringify({ product_codes: codes }))
    expect(status).toBe(200)
    expect(batchSchema.parse(body).map((p) => p.product_code)).toEqual([codes[0], codes[2]])
  })

  it.each([
    ['not json', '{'],
    ['an empty body', ''],
    ['a wrong shape', JSON.stringify({ product_codes: 'QCCU-JP001' })],
    ['too many codes', JSON.stringify({ product_codes: Array.from({ length: 101 }, (_, i) => `C${i}`) })],
  ])('answers 400 for %s', async (_label, body) => {
    const result = await post(body)
    expect(result.status).toBe(400)
  })
})

describe('GET /options/...', () => {
  /** The values of the listed products, in the vocabulary's order. */
  async function listed(column: string, vocabulary: readonly string[]) {
    const { rows } = await handle.pool.query(`select distinct ${column} as v from products where is_active`)
    const present = new Set(rows.map((r: { v: string }) => r.v))
    return vocabulary.filter((v) => present.has(v))
  }

  it.each([
    ['categories', 'category', CATEGORIES],
    ['rarities', 'rarity', RARITIES],
    ['conditions', 'condition', CONDITIONS],
  ])('lists the %s of listed products as strings, in vocabulary order', async (name, column, vocabulary) => {
    const { status, body } = await get(`/options/${name}/`)
    expect(status).toBe(200)
    const expected = await listed(column, vocabulary)
    expect(expected.length).toBeGreaterThan(1)
    expect(optionListSchema.parse(body)).toEqual(expected)
  })

  it('answers all three lists at once at /options/', async () => {
    const { status, body } = await get('/options/')
    expect(status).toBe(200)
    expect(filterOptionsSchema.parse(body)).toEqual({
      category: (await get('/options/categories/')).body,
      rarity: (await get('/options/rarities/')).body,
      condition: (await get('/options/conditions/')).body,
    })
  })

  it('leaves out a value no listed product has any more', async () => {
    const { rows } = await handle.pool.query(
      `select condition, array_agg(id) as ids from products where is_active group by condition order by count(*), condition limit 1`,
    )
    const { condition, ids } = rows[0] as { condition: string; ids: number[] }
    await handle.pool.query('update products set is_active = false where id = any($1)', [ids])
    try {
      expect((await get('/options/conditions/')).body).not.toContain(condition)
    } finally {
      await handle.pool.query('update products set is_active = true where id = any($1)', [ids])
    }
    expect((await get('/options/conditions/')).body).toContain(condition)
  })
})

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    const { status, body } = await get('/nothing/here/')
    expect(status).toBe(404)
    expect(body).toEqual({ detail: expect.any(String) })
  })
})
