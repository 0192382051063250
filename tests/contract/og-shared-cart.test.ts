/**
 * GET /media/og/carts/{share_id}.png: a shared cart's link preview, a real 1200x630 PNG showing
 * its cards, cacheable with an ETag; unknown ids 404, malformed ones 400, never a 500.
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import type { Database } from '#backend/db/database.ts'
import { products, sharedCarts } from '#backend/db/schema.ts'
import { sharedCartOgPicture } from '#backend/media/og-image.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let db: Database
let codes: string[]

beforeAll(async () => {
  const { api: a, handle } = await useTestShopApi()
  api = a
  db = handle.db
  const list = (await (await api.request('/api/v1/products/?page=1')).json()) as { results: Array<{ product_code: string; price_twd: number }> }
  codes = list.results.map((p) => p.product_code)
})

async function share(count: number, from = 0) {
  const items = codes.slice(from, from + count).map((product_code) => ({ product_code, quantity: 1, price_twd: 1 }))
  const response = await api.request('/api/v1/cart/share/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ items }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { share_id: string }).share_id
}

const preview = (shareId: string, headers: Record<string, string> = {}) => api.request(`/api/v1/media/og/carts/${shareId}.png`, { headers })

describe('GET /media/og/carts/{share_id}.png', () => {
  it('is a cacheable 1200x630 PNG with an ETag; a repeat with the tag is 304', async () => {
    const id = await share(7)
    const response = await preview(id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=86400/)
    const etag = response.headers.get('etag')
    expect(etag).toMatch(/^"og-/)
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 })

    const again = await preview(id, { 'If-None-Match': etag! })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('differs with the cart: other cards, another count', async () => {
    const [one, two, three] = await Promise.all([share(2), share(2, 3), share(6)])
    const tags = await Promise.all([one, two, three].map(async (id) => (await preview(id)).headers.get('etag')))
    expect(new Set(tags).size).toBe(3)
  })

  it('a delisted card is left out of the picture but still counted', async () => {
    const id = await share(3, 10)
    const before = (await preview(id)).headers.get('etag')
    await db.update(products).set({ isActive: false }).where(eq(products.productCode, codes[11]!))
    try {
      const after = await preview(id)
      expect(after.status).toBe(200)
      expect(after.headers.get('etag')).not.toBe(before)
    } finally {
      await db.update(products).set({ isActive: true }).where(eq(products.productCode, codes[11]!))
    }
  })

  it.each([
    ['AAAAAAAAAAAAAAAAAAAAAA.png', 404],
    ['short.png', 400],
    ['AAAAAAAAAAAAAAAAAAAAAA.svg', 400],
    ['AAAAAAAAAAAAAAAA%2F..AAAA.png', 400],
  ])('answers %s with %i in JSON', async (file, status) => {
    const response = await api.request(`/api/v1/media/og/carts/${file}`)
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
  })

  it('an expired share is 404 like the shared cart itself', async () => {
    const id = await share(1)
    await db.update(sharedCarts).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sharedCarts.shareId, id))
    const response = await preview(id)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: '這個分享連結不存在或已過期。' })
  })
})

describe('the picture itself', () => {
  const face = (n: number) => ({ name: `卡片${n}`, nameZh: null, cardNumber: `TEST-JP00${n}`, rarity: 'UR', category: '效果怪獸' })

  it('shows at most four cards and a +N badge for the rest', async () => {
    const many = sharedCartOgPicture([1, 2, 3, 4, 5, 6].map(face), 7)
    const few = sharedCartOgPicture([1, 2].map(face), 2)
    const [manyPng, fewPng] = await Promise.all([many.png, few.png])
    for (const png of [manyPng, fewPng]) expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 })
    // The badge sits over the bottom-right corner of the fourth card (centre 1120,480; this point is above its text):
    // red there, not on the two-card picture.
    const pixel = async (png: Buffer, x: number, y: number) => {
      const { data } = await sharp(png).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true })
      return [...data.subarray(0, 3)]
    }
    const [r, g, b] = await pixel(manyPng, 1120, 440)
    expect(r).toBeGreaterThan(150)
    expect(g).toBeLessThan(80)
    expect(b).toBeLessThan(80)
    expect(await pixel(fewPng, 1120, 440)).not.toEqual([r, g, b])
  })
})
