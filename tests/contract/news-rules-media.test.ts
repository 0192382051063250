/** Contract of the news calls, the shipping-fee rule and the demo pictures. */
import { beforeAll, describe, expect, it } from 'vitest'
import { newsItemSchema, newsLatestSchema, newsPageSchema, shippingFeeSchema } from '#backend/contract/catalogue.ts'
import type { ShopApi } from '#backend/app.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
beforeAll(async () => {
  ;({ api } = await useTestShopApi())
})

async function get(path: string) {
  const response = await api.request(`/api/v1${path}`)
  const text = await response.text()
  return { status: response.status, type: response.headers.get('content-type') ?? '', text, body: text.startsWith('{') || text.startsWith('[') ? (JSON.parse(text) as unknown) : undefined }
}

describe('news', () => {
  it('latest: {results}, newest first, at most 4', async () => {
    const { status, body } = await get('/news/latest/')
    expect(status).toBe(200)
    expect(body).toHaveProperty('results')
    const latest = newsLatestSchema.parse(body)
    expect(latest.length).toBeGreaterThan(0)
    expect(latest.length).toBeLessThanOrEqual(4)
    for (let i = 1; i < latest.length; i++) expect(latest[i - 1]!.publish_date >= latest[i]!.publish_date).toBe(true)
  })

  it('list: pages of 10 with the total count; past the end is 404', async () => {
    const first = newsPageSchema.parse((await get('/news/?page=1')).body)
    expect(first.count).toBeGreaterThanOrEqual(6)
    expect(first.results.length).toBe(Math.min(10, first.count))
    expect((await get(`/news/?page=${Math.ceil(first.count / 10) + 1}`)).status).toBe(404)
    expect((await get('/news/?page=zero')).status).toBe(400)
  })

  it('detail: one article with an HTML body; unknown 404, malformed 400', async () => {
    const [item] = newsLatestSchema.parse((await get('/news/latest/')).body)
    const { status, body } = await get(`/news/${item!.id}/`)
    expect(status).toBe(200)
    const article = newsItemSchema.parse(body)
    expect(article.content).toMatch(/<p>/)
    expect(article.content).not.toMatch(/<script|onerror=|javascript:/i)
    expect(article.author).not.toBe('')
    expect((await get('/news/999999/')).status).toBe(404)
    expect((await get('/news/abc/')).status).toBe(400)
  })
})

describe('GET /rules/shipping-fee/', () => {
  it('is 288', async () => {
    const { status, body } = await get('/rules/shipping-fee/')
    expect(status).toBe(200)
    expect(shippingFeeSchema.parse(body)).toEqual({ value: 288 })
  })
})

describe('demo pictures', () => {
  it('draws a product card as SVG from the database', async () => {
    const list = (await get('/products/?page=1')).body as { results: Array<{ image_url: string; base_name: string }> }
    const product = list.results[0]!
    const response = await api.request(product.image_url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/)
    const svg = await response.text()
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 590 860"/)
    expect(svg).toContain(product.base_name.replace(/&/g, '&#38;'))
  })

  it('answers 404 for unknown pictures and 400 for unknown views', async () => {
    expect((await get('/media/cards/NOPE-1/front.svg')).status).toBe(404)
    expect((await get('/media/cards/NOPE-1/evil.svg')).status).toBe(400)
    expect((await get('/media/news/999999.svg')).status).toBe(404)
  })
})
