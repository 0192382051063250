import { describe, expect, it } from 'vitest'
import { canAddShared, sharedAddQuantity, sharedStatus, type SharedItem } from './shared-cart.ts'

const item = (extra: Partial<SharedItem>): SharedItem => ({
  product_code: 'A-1',
  name: '卡',
  quantity: 3,
  price_twd: 100,
  current_price_twd: 100,
  current_stock: 5,
  image_url: null,
  card_number: 'X-1',
  rarity: 'SE',
  condition: 'A',
  language: 'JP',
  ...extra,
})

describe('shared cart items', () => {
  it('names the status, most serious first', () => {
    expect(sharedStatus(item({ current_price_twd: null, current_stock: 0 }))).toBe('delisted')
    expect(sharedStatus(item({ current_stock: 0, current_price_twd: 120 }))).toBe('soldOut')
    expect(sharedStatus(item({ current_stock: 2, current_price_twd: 120 }))).toBe('lowStock')
    expect(sharedStatus(item({ current_price_twd: 120 }))).toBe('priceChanged')
    expect(sharedStatus(item({}))).toBe('available')
  })

  it('only lets what can be bought be ticked, at min(shared quantity, stock)', () => {
    expect(canAddShared(item({ current_price_twd: null }))).toBe(false)
    expect(canAddShared(item({ current_stock: 0 }))).toBe(false)
    expect(canAddShared(item({ current_stock: 1 }))).toBe(true)
    expect(sharedAddQuantity(item({ current_stock: 1 }))).toBe(1)
    expect(sharedAddQuantity(item({ current_stock: 9 }))).toBe(3)
  })
})
