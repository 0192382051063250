/** No request with bad input makes the shop API answer 500: every one gets a 4xx with a message. */
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
beforeAll(async () => {
  ;({ api } = await useTestShopApi())
})

/** Invalid values: each must be refused with a 4xx and a message. */
const INVALID = [
  '/products/?page=-1', '/products/?page=99999999999999999999', '/products/?page=%00',
  '/products/?rarity=' + 'x'.repeat(5000), '/products/?category=%E0%A4%A',
  '/products/%00/', '/products/' + 'A'.repeat(200) + '/', '/products/..%2F..%2Fetc%2Fpasswd/',
  '/products/QCCU-JP001%20OR%201=1/', '/search/?limit=1e9', '/search/?offset=1001', '/search/?offset=NaN',
  '/search/facets/?q=' + '龍'.repeat(101), '/news/0/', '/news/-1/', '/news/1.5/',
  '/news/99999999999999/', '/news/?page=0', '/media/cards/%2e%2e/front.svg', '/media/news/0.svg', '/media/news/abc.svg',
  '/options/unknown/', '/rules/unknown/', '/',
]

/** Odd but harmless input: any answer but a 5xx (unknown parameters are ignored, text is just text). */
const ODD = [
  '/products/?ordering[]=x', '/products/?page=1e3', '/search/?q=%', '/search/?q=_', "/search/?q='; drop table products;--",
  '/search/?q=%E0%A4%A', '/search/?limit=', '/search/facets/?rarity=,,,', '/search/?q=%F0%9F%83%8F',
]

describe('bad input to the shop API', () => {
  it.each(ODD)('GET %s answers without a server error', async (path) => {
    const response = await api.request(`/api/v1${path}`)
    expect(response.status).toBeLessThan(500)
    expect(response.headers.get('content-type')).toMatch(/json/)
  })

  it.each(INVALID)('GET %s is a 4xx with a detail or field errors', async (path) => {
    const response = await api.request(`/api/v1${path}`)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    const body = (await response.json()) as Record<string, unknown>
    expect(Object.keys(body).length).toBeGreaterThan(0)
  })

  it.each([
    ['a wrong content type', 'text/plain', 'product_codes=A'],
    ['nested garbage', 'application/json', '{"product_codes":[{"$gt":""}]}'],
    ['a number', 'application/json', '42'],
    ['null', 'application/json', 'null'],
  ])('POST /products/batch/ with %s is a 400', async (_label, type, body) => {
    const response = await api.request('/api/v1/products/batch/', { method: 'POST', headers: { 'Content-Type': type }, body })
    expect(response.status).toBe(400)
  })

  it('POST /products/batch/ with a body over 64 KB is a 413, with or without Content-Length', async () => {
    const body = JSON.stringify({ product_codes: ['A'], pad: 'x'.repeat(70_000) })
    const sized = await api.request('/api/v1/products/batch/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    expect(sized.status).toBe(413)
    const chunked = await api.request('/api/v1/products/batch/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([body]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
  })

  it.each(['PUT', 'DELETE', 'PATCH'])('%s on a read-only path is a 404, not a crash', async (method) => {
    const response = await api.request('/api/v1/products/', { method })
    expect(response.status).toBe(404)
  })
})
