import { describe, expect, it } from 'vitest'
import type { Product } from '#backend/contract/catalogue.ts'
import { clampCartLines } from './cart-lines.server.ts'

const product = (
  code: string,
  stock: number,
  price = 100,
  extra: Partial<Product> = {},
): Product => ({
  id: 1,
  product_code: code,
  base_name: `卡 ${code}`,
  card_number: 'FLOD-JP077',
  rarity: 'SE',
  condition: 'A',
  language: 'JP',
  price_jpy: 500,
  price_twd: price,
  internal_stock: stock,
  image_url: `/img/${code}.jpg`,
  default_image: null,
  product_images: [],
  card: {
    base_name: `卡 ${code}`,
    name_zh: null,
    name_en: null,
    category: 'モンスター',
    description: '',
  },
  ...extra,
})

describe('clampCartLines', () => {
  it('caps a quantity above the stock at the stock and says so', () => {
    const { lines } = clampCartLines(
      [{ product_code: 'A-1', quantity: 99 }],
      [product('A-1', 4, 250)],
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      requested: 99,
      quantity: 4,
      stock: 4,
      line_total: 1000,
      adjusted: true,
      soldOut: false,
    })
  })

  it('keeps a quantity within the stock as it is', () => {
    const { lines } = clampCartLines(
      [{ product_code: 'A-1', quantity: 2 }],
      [product('A-1', 4, 250)],
    )
    expect(lines[0]).toMatchObject({ quantity: 2, line_total: 500, adjusted: false })
  })

  it('drops unknown and delisted codes, counting them as hidden', () => {
    const made_up = Array.from({ length: 100 }, (_, i) => ({
      product_code: `FAKE-${i}`,
      quantity: 99,
    }))
    const { lines, hidden } = clampCartLines(
      [...made_up, { product_code: 'A-1', quantity: 1 }],
      [product('A-1', 3)],
    )
    expect(lines.map((l) => l.product_code)).toEqual(['A-1'])
    expect(hidden).toBe(100)
  })

  it('shows a sold-out line as sold out with nothing to pay', () => {
    const { lines } = clampCartLines(
      [{ product_code: 'A-1', quantity: 3 }],
      [product('A-1', 0, 900)],
    )
    expect(lines[0]).toMatchObject({ soldOut: true, quantity: 0, line_total: 0, adjusted: false })
  })

  it('treats a negative stock as sold out', () => {
    const { lines } = clampCartLines([{ product_code: 'A-1', quantity: 1 }], [product('A-1', -2)])
    expect(lines[0]).toMatchObject({ soldOut: true, quantity: 0, stock: 0 })
  })

  it('keeps the cookie order and tells two conditions of one card apart', () => {
    const { lines } = clampCartLines(
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
      clampCartLines([{ product_code: 'A-1', quantity: 1 }], [product('A-1', 1, 100, extra)])
        .lines[0]!.image_url
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
