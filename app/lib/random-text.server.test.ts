import { describe, expect, it } from 'vitest'
import { randomText } from './random-text.server.ts'

describe('randomText', () => {
  it('gives text of the asked length in the asked encoding', () => {
    expect(Buffer.from(randomText(16, 'base64'), 'base64')).toHaveLength(16)
    expect(randomText(16, 'base64')).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(randomText(32, 'base64url')).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('never hands out the same bytes twice, across batches too', () => {
    // 1,000 draws of 32 bytes span eight batches of 4 KB, and 3 bytes leave each batch's end ragged.
    const drawn = Array.from({ length: 1000 }, (_, i) => randomText(i % 2 ? 32 : 3, 'base64url'))
    const long = drawn.filter((text) => text.length > 4)
    expect(new Set(long).size).toBe(long.length)
    // A draw at a batch's ragged end is still whole: it comes from the next batch.
    for (const text of long) expect(Buffer.from(text, 'base64url')).toHaveLength(32)
  })

  it('refuses a size it cannot give', () => {
    expect(() => randomText(0, 'base64')).toThrow(RangeError)
    expect(() => randomText(4097, 'base64')).toThrow(RangeError)
  })
})
