import { describe, expect, it } from 'vitest'
import { deepFreeze, derivedFrom } from './frozen.ts'

describe('deepFreeze', () => {
  it('freezes every object and array inside, and gives the value back', () => {
    const value = { list: [{ name: 'a' }], nested: { deeper: { n: 1 } } }
    expect(deepFreeze(value)).toBe(value)
    for (const part of [value, value.list, value.list[0], value.nested, value.nested.deeper]) expect(Object.isFrozen(part)).toBe(true)
  })

  it('leaves what is not an object as it is', () => {
    expect(deepFreeze('text')).toBe('text')
    expect(deepFreeze(null)).toBe(null)
  })
})

describe('derivedFrom', () => {
  it('makes a frozen object’s value once per key, and freezes it', () => {
    const source = deepFreeze({ price: 100 })
    let made = 0
    const make = () => ({ label: `NT$${source.price}`, made: ++made })
    const first = derivedFrom(source, 'label', make)
    expect(derivedFrom(source, 'label', make)).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(derivedFrom(source, 'other', make)).not.toBe(first)
    expect(made).toBe(2)
  })

  it('makes it every time for an object that may still change', () => {
    const source = { price: 100 }
    const label = () => `NT$${source.price}`
    expect(derivedFrom(source, 'label', label)).toBe('NT$100')
    source.price = 120
    expect(derivedFrom(source, 'label', label)).toBe('NT$120')
  })
})
