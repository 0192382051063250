import { describe, expect, it } from 'vitest'
import type { Product } from '#backend/contract/catalogue.ts'
import { product } from '#tests/setup/product-fixture.ts'
import { syncCartLines } from './cart-lines.server.ts'

describe('syncCartLines', () => {
  it('lowers a quantity above the stock to the stock, says so and records the price', () => {
    const synced = syncCartLines([{ product_code: 'A-1', quantity: 99 }], [product('A-1', 4, 250)])
    expect(synced.lines[0]).toMatchObject({ quantity: 4, stock: 4, line_total: 1000 })
    expect(synced.messages).toEqual([{ kind: 'stock', product_code: 'A-1', name: '卡 A-1', quantity: 4 }])
    expect(synced.cart).toEqual([{ product_code: 'A-1', quantity: 4, price_twd: 250 }])
    expect(synced.changed).toBe(true)
  })

  it('changes nothing and says nothing when the cookie matches today', () => {
    const synced = syncCartLines([{ product_code: 'A-1', quantity: 2, price_twd: 250 }], [product('A-1', 4, 250)])
    expect(synced.lines[0]).toMatchObject({ quantity: 2, line_total: 500 })
    expect(synced.messages).toEqual([])
    expect(synced.changed).toBe(false)
  })

  it('announces a price that differs from the one the cookie remembers', () => {
    const synced = syncCartLines([{ product_code: 'A-1', quantity: 1, price_twd: 200 }], [product('A-1', 4, 260)])
    expect(synced.messages).toEqual([{ kind: 'price', product_code: 'A-1', name: '卡 A-1', price_twd: 260 }])
    expect(synced.cart[0]!.price_twd).toBe(260)
  })

  it('an old cookie without a price only learns the price, silently', () => {
    const synced = syncCartLines([{ product_code: 'A-1', quantity: 1 }], [product('A-1', 4, 260)])
    expect(synced.messages).toEqual([])
    expect(synced.changed).toBe(true)
  })

  it('removes unknown and delisted codes, one message each', () => {
    const madeUp = Array.from({ length: 3 }, (_, i) => ({ product_code: `FAKE-${i}`, quantity: 99 }))
    const synced = syncCartLines([...madeUp, { product_code: 'A-1', quantity: 1 }], [product('A-1', 3)])
    expect(synced.lines.map((l) => l.product_code)).toEqual(['A-1'])
    expect(synced.cart.map((l) => l.product_code)).toEqual(['A-1'])
    expect(synced.messages.map((m) => m.kind)).toEqual(['delisted', 'delisted', 'delisted'])
  })

  it('removes a sold-out line (also a negative stock) and says so', () => {
    const synced = syncCartLines(
      [
        { product_code: 'A-1', quantity: 3 },
        { product_code: 'A-2', quantity: 1 },
      ],
      [product('A-1', 0, 900), product('A-2', -2)],
    )
    expect(synced.lines).toEqual([])
    expect(synced.cart).toEqual([])
    expect(synced.messages.map((m) => [m.kind, m.product_code])).toEqual([
      ['soldOut', 'A-1'],
      ['soldOut', 'A-2'],
    ])
  })

  it('keeps the cookie order and tells two conditions of one card apart', () => {
    const { lines } = syncCartLines(
      [
        { product_code: 'B-S', quantity: 1 },
        { product_code: 'B-A', quantity: 1 },
      ],
      [
        product('B-A', 5, 80, { condition: 'A' }),
        product('B-S', 5, 120, { condition: 'S', language: 'AsiaJP' }),
      ],
    )
    expect(lines.map((l) => [l.product_code, l.condition, l.language, l.price_twd])).toEqual([
      ['B-S', 'S', 'AsiaJP', 120],
      ['B-A', 'A', 'JP', 80],
    ])
  })

  it('falls back to the default image, then the first image, then none', () => {
    const image = (extra: Partial<Product>) =>
      syncCartLines([{ product_code: 'A-1', quantity: 1 }], [product('A-1', 1, 100, extra)]).lines[0]!.image_url
    expect(image({ image_url: null, default_image: { image_url: '/d.jpg' } })).toBe('/d.jpg')
    expect(
      image({
        image_url: null,
        product_images: [{ id: 1, image_url: '/p.jpg', is_default: false }],
      }),
    ).toBe('/p.jpg')
    expect(image({ image_url: null })).toBeNull()
  })
})
