import { describe, expect, it } from 'vitest'
import { optimisticQuantities, totalQuantity } from './cart-optimistic.ts'

const pending = (fields: Record<string, string>, formAction = '/cart') => {
  const formData = new FormData()
  for (const [k, v] of Object.entries(fields)) formData.append(k, v)
  return { state: 'submitting', formAction, formData }
}

describe('optimisticQuantities', () => {
  const base = { 'A-1': 2, 'B-2': 1 }
  it('applies pending cart posts', () => {
    expect(optimisticQuantities(base, [pending({ intent: 'add', product_code: 'c-3', quantity: '3' })])).toEqual({ ...base, 'C-3': 3 })
    expect(optimisticQuantities(base, [pending({ intent: 'increment', product_code: 'A-1', quantity: '3' })])['A-1']).toBe(3)
    expect(optimisticQuantities(base, [pending({ intent: 'remove', product_code: 'A-1' })])).toEqual({ 'B-2': 1 })
    expect(optimisticQuantities(base, [pending({ intent: 'clear' })])).toEqual({})
  })

  it('ignores idle fetchers, other actions and a decrement that only asks to confirm', () => {
    expect(optimisticQuantities(base, [{ ...pending({ intent: 'clear' }), state: 'idle' }])).toEqual(base)
    expect(optimisticQuantities(base, [pending({ intent: 'clear' }, '/login')])).toEqual(base)
    expect(optimisticQuantities(base, [pending({ intent: 'decrement', product_code: 'B-2', quantity: '0' })])).toEqual(base)
  })

  it('totals the quantities', () => {
    expect(totalQuantity(base)).toBe(3)
  })
})
