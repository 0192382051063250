/** Link-preview pictures: real 1200x630 PNGs (chat apps show no SVG), cacheable, bad ids 4xx. */
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
beforeAll(async () => {
  ;({ api } = await useTestShopApi())
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
