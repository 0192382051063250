/** Link-preview pictures: real 1200x630 PNGs (chat apps show no SVG), cacheable, bad ids 4xx. */
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { ShopApi } from '#backend/app.ts'
import type { DatabaseHandle } from '#backend/db/database.ts'
import { cards, news, products } from '#backend/db/schema.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let handle: DatabaseHandle
beforeAll(async () => {
  ;({ api, handle } = await useTestShopApi())
})

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Width and height from the IHDR chunk, which a PNG must start with after its signature. */
function pngSize(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR')
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

async function png(path: string) {
  const response = await api.request(`/api/v1/media/og/${path}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  expect(response.headers.get('cache-control')).toMatch(/public, max-age=[1-9][0-9]{4,}/)
  expect(response.headers.get('etag')).toMatch(/^"og-/)
  return { response, size: pngSize(new Uint8Array(await response.arrayBuffer())) }
}

describe('GET /media/og/*.png', () => {
  it('draws the shop card, a product card and a news card at 1200x630', async () => {
    const list = (await (await api.request('/api/v1/products/?page=1')).json()) as { results: Array<{ product_code: string }> }
    const news = (await (await api.request('/api/v1/news/latest/')).json()) as { results: Array<{ id: number }> }
    for (const path of ['site.png', `products/${list.results[0]!.product_code}.png`, `news/${news.results[0]!.id}.png`]) {
      expect((await png(path)).size).toEqual({ width: 1200, height: 630 })
    }
  })

  it('accepts a product code in any case and answers a repeat with 304', async () => {
    const list = (await (await api.request('/api/v1/products/?page=1')).json()) as { results: Array<{ product_code: string }> }
    const code = list.results[1]!.product_code
    const { response } = await png(`products/${code.toLowerCase()}.png`)
    const again = await api.request(`/api/v1/media/og/products/${code}.png`, { headers: { 'If-None-Match': response.headers.get('etag')! } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  // XML cannot hold these even escaped; a vertical tab comes along with text pasted from Word or Excel.
  it('draws a news title and a card name holding control characters (their pictures stay readable SVG)', async () => {
    const [item] = await handle.db
      .insert(news)
      .values({ title: '新品\u000b到貨\u0001通知\u001f', content: '<p>x</p>', publishDate: new Date('2026-01-01T00:00:00Z') })
      .returning({ id: news.id })
    const [product] = await handle.db.select({ code: products.productCode, cardId: products.cardId }).from(products).limit(1)
    const [card] = await handle.db.select({ baseName: cards.baseName }).from(cards).where(eq(cards.id, product!.cardId))
    await handle.db.update(cards).set({ baseName: '青眼\u000b白龍\u0008' }).where(eq(cards.id, product!.cardId))
    try {
      expect((await png(`news/${item!.id}.png`)).size).toEqual({ width: 1200, height: 630 })
      const cover = await (await api.request(`/api/v1/media/news/${item!.id}.svg`)).text()
      expect(cover).toContain('新品到貨通知')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      expect(cover).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/)
      expect((await png(`products/${product!.code}.png`)).size).toEqual({ width: 1200, height: 630 })
      expect(await (await api.request(`/api/v1/media/cards/${product!.code}/front.svg`)).text()).toContain('青眼白龍')
    } finally {
      // The worker's database is shared with the next test files.
      await handle.db.delete(news).where(eq(news.id, item!.id))
      await handle.db.update(cards).set({ baseName: card!.baseName }).where(eq(cards.id, product!.cardId))
    }
  })

  it.each([
    ['products/NOPE-1.png', 404],
    ['products/..%2Fetc.png', 400],
    ['products/QCCU-JP001.svg', 400],
    ['products/.png', 400],
    ['news/999999.png', 404],
    ['news/0.png', 400],
    ['news/abc.png', 400],
    ['news/99999999999999999999.png', 400],
  ])('answers %s with %i, never 500', async (path, status) => {
    const response = await api.request(`/api/v1/media/og/${path}`)
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
  })
})
