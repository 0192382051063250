import { describe, expect, it } from 'vitest'
import { editDistance } from './edit-distance.ts'

describe('editDistance', () => {
  it('counts replaced, added and dropped characters', () => {
    expect(editDistance('QCCU-JP001-SR-A', 'QCCU-JP001-SR-A', 2)).toBe(0)
    expect(editDistance('QCCU-JP001-SR-A', 'QCCU-JP001-SE-A', 2)).toBe(1)
    expect(editDistance('QCCU-JP001-SR-A', 'QCCU-JP01-SR-A', 2)).toBe(1)
    expect(editDistance('QCCU-JP001-SR-A', 'QCCU-JP0011-SR-AM', 2)).toBe(2)
    expect(editDistance('', 'AB', 2)).toBe(2)
  })

  it('stops at max + 1 when the strings are further apart', () => {
    expect(editDistance('QCCU-JP001-SR-A', 'ROTD-JP045-UR-S', 2)).toBe(3)
    expect(editDistance('A', 'ABCD', 2)).toBe(3)
    expect(editDistance('ABCDEF', 'FEDCBA', 2)).toBe(3)
  })
})
