import { describe, expect, it } from 'vitest'
import { cartTotals } from './cart-totals.ts'

describe('cartTotals', () => {
  it('adds the shipping fee to the item subtotal', () => {
    expect(cartTotals([500, 700], 288)).toEqual({
      subtotal: 1200,
      shipping: 288,
      shippingKnown: true,
      total: 1488,
      deposit: null,
    })
  })

  it('counts an unknown shipping fee as 0 and says it is unknown', () => {
    expect(cartTotals([500], null)).toMatchObject({ shipping: 0, shippingKnown: false, total: 500 })
    expect(cartTotals([500], Number.NaN)).toMatchObject({ shipping: 0, shippingKnown: false })
  })

  it('asks for a deposit of total minus 1500 only when the item subtotal exceeds 2000', () => {
    expect(cartTotals([2000], 288).deposit).toBeNull()
    expect(cartTotals([2001], 288)).toMatchObject({ total: 2289, deposit: 789 })
    // The FAQ's example: an order of NT$3,288 pays NT$1,788 first.
    expect(cartTotals([3000], 288).deposit).toBe(1788)
  })
})
