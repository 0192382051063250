/** Contract of POST /cart/share/ and GET /cart/share/{id}/ (docs/product-rules.md#shared-carts). */
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { shareCreatedSchema, sharedCartSchema } from '#backend/contract/cart.ts'
import { productPageSchema, type Product } from '#backend/contract/catalogue.ts'
import type { DatabaseHandle } from '#backend/db/database.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let handle: DatabaseHandle
let inStock: Product[]
beforeAll(async () => {
  ;({ api, handle } = await useTestShopApi())
  const response = await api.request('/api/v1/products/?stock_status=in_stock')
  inStock = productPageSchema.parse(await response.json()).results
})

async function share(body: unknown) {
  const response = await api.request('/api/v1/cart/share/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
async function read(id: string) {
  const response = await api.request(`/api/v1/cart/share/${id}/`)
  return { status: response.status, body: (await response.json()) as unknown }
}
const item = (p: Product, quantity = 1) => ({ product_code: p.product_code, quantity, price_twd: p.price_twd })

describe('POST /cart/share/', () => {
  it('stores the items and answers an unguessable share id that reads back', async () => {
    const [a, b] = inStock
    const created = await share({ items: [item(a!, 2), { ...item(b!), product_code: b!.product_code.toLowerCase() }] })
    expect(created.status).toBe(201)
    const { share_id } = shareCreatedSchema.parse(created.body)
    expect(share_id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const again = shareCreatedSchema.parse((await share({ items: [item(a!)] })).body)
    expect(again.share_id).not.toBe(share_id)

    const got = await read(share_id)
    expect(got.status).toBe(200)
    const cart = sharedCartSchema.parse(got.body)
    expect(cart.items.map((i) => [i.product_code, i.quantity, i.price_twd, i.current_price_twd])).toEqual([
      [a!.product_code, 2, a!.price_twd, a!.price_twd],
      [b!.product_code, 1, b!.price_twd, b!.price_twd],
    ])
    expect(cart.items[0]).toMatchObject({ name: a!.base_name, card_number: a!.card_number, current_stock: a!.internal_stock })
    // What tells two copies of a card apart, as the cart line shows it.
    expect(cart.items[1]).toMatchObject({ rarity: b!.rarity, condition: b!.condition, language: b!.language })
    expect(Date.parse(cart.created_at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('keeps the price at share time and shows today\'s price, stock and delisting', async () => {
    const [, , c, d] = inStock
    const { share_id } = shareCreatedSchema.parse((await share({ items: [item(c!), item(d!)] })).body)
    await handle.db.execute(sql`update products set price_twd = price_twd + 10, internal_stock = 0 where product_code = ${c!.product_code}`)
    await handle.db.execute(sql`update products set is_active = false where product_code = ${d!.product_code}`)
    const cart = sharedCartSchema.parse((await read(share_id)).body)
    expect(cart.items[0]).toMatchObject({ price_twd: c!.price_twd, current_price_twd: c!.price_twd + 10, current_stock: 0 })
    expect(cart.items[1]).toMatchObject({ price_twd: d!.price_twd, current_price_twd: null })
  })

  it('refuses bad input with 400 and a Chinese reason', async () => {
    const [a] = inStock
    const many = Array.from({ length: 51 }, (_, i) => ({ product_code: `X-${i}`, quantity: 1, price_twd: 1 }))
    const cases: Array<[unknown, string]> = [
      [{ items: [] }, 'items'],
      [{}, 'items'],
      [{ items: many }, 'items'],
      [{ items: [{ ...item(a!), quantity: 0 }] }, 'items'],
      [{ items: [{ ...item(a!), quantity: 1.5 }] }, 'items'],
      [{ items: [{ ...item(a!), price_twd: -1 }] }, 'items'],
      [{ items: [{ ...item(a!), product_code: 'bad code' }] }, 'items'],
      [{ items: [item(a!), item(a!)] }, 'items'],
      [{ items: [{ product_code: 'NOPE-0001', quantity: 1, price_twd: 1 }] }, 'items'],
    ]
    for (const [body, field] of cases) {
      const answer = await share(body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(answer.body[field], JSON.stringify(answer.body)).toEqual([expect.stringMatching(/[\u4e00-\u9fff]/)])
    }
    expect((await share({ items: many })).body.items).toEqual(['分享的購物車最多只能有 50 件商品。'])
    expect((await share('not json')).status).toBe(400)
  })
})

describe('GET /cart/share/{id}/', () => {
  it('answers 404 for an unknown, malformed or expired id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'x', '%27%20or%201%3D1']) {
      const { status, body } = await read(id)
      expect(status).toBe(404)
      expect(body).toEqual({ detail: '這個分享連結不存在或已過期。' })
    }
    const [a] = inStock
    const { share_id } = shareCreatedSchema.parse((await share({ items: [item(a!)] })).body)
    await handle.db.execute(sql`update shared_carts set expires_at = now() - interval '1 day' where share_id = ${share_id}`)
    expect((await read(share_id)).status).toBe(404)
  })
})
