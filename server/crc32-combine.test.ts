import { randomBytes } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { crc32Combine } from './crc32-combine.ts'

describe('crc32Combine', () => {
  it('is the CRC-32 of the two runs one after the other, whatever their lengths', () => {
    for (const [lengthA, lengthB] of [
      [0, 0],
      [0, 17],
      [17, 0],
      [1, 1],
      [1_000, 41_091],
      [65_536, 65_537],
      [3, 300_001],
    ] as const) {
      const [a, b] = [randomBytes(lengthA), randomBytes(lengthB)]
      expect(crc32Combine(crc32(a), crc32(b), b.byteLength), `${lengthA} + ${lengthB}`).toBe(
        crc32(Buffer.concat([a, b])),
      )
    }
  })

  it('chains: a page’s text and ready parts in turn give the whole page’s CRC', () => {
    const parts = [
      Buffer.from('<!DOCTYPE html><html><head>'),
      randomBytes(41_000),
      Buffer.from('卡片'.repeat(900)),
      randomBytes(7_500),
    ]
    const crc = parts.reduce(
      (sum, part, i) =>
        i % 2 ? crc32Combine(sum, crc32(part), part.byteLength) : crc32(part, sum),
      0,
    )
    expect(crc).toBe(crc32(Buffer.concat(parts)))
  })
})
