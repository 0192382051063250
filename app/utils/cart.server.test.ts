import { describe, expect, it } from 'vitest'
import { formatCartValue, parseCartValue } from './cart.server.ts'

describe('cart cookie value', () => {
  it('round-trips lines', () => {
    const lines = [
      { product_code: 'QCCU-JP001-UR-S', quantity: 2 },
      { product_code: 'RC04-JP010-SE-A', quantity: 1 },
    ]
    expect(parseCartValue(formatCartValue(lines))).toEqual(lines)
  })

  it('drops what it cannot trust: bad codes, bad quantities, duplicates, overflow', () => {
    expect(parseCartValue('A-1*2|bad code*1|B-2*0|C-3*x|A-1*5|D-4*500')).toEqual([
      { product_code: 'A-1', quantity: 2 },
      { product_code: 'D-4', quantity: 99 },
    ])
    expect(parseCartValue(12)).toEqual([])
    expect(parseCartValue(Array.from({ length: 150 }, (_, i) => `P${i}*1`).join('|'))).toHaveLength(100)
  })
})
