import { constants, crc32, inflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompressedChunk, precompressedFormOf } from './precompressed-chunk.server.ts'

describe('precompressedChunk', () => {
  const rules = '.site-header{position:sticky}'.repeat(100) + '.x::after{content:"卡"}'
  const chunk = precompressedChunk(rules)

  it('gives each page its own copy of the bytes, marked with their deflate encoding', () => {
    const [a, b] = [chunk(), chunk()]
    expect(new TextDecoder().decode(a)).toBe(rules)
    expect(a).not.toBe(b)
    expect(a.buffer).not.toBe(b.buffer)
    expect(precompressedFormOf(a)?.deflated).toBe(precompressedFormOf(b)?.deflated)
    expect(inflateRawSync(precompressedFormOf(a)!.deflated, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8')).toBe(rules)
  })

  it('carries the CRC-32 of its bytes, for the gzip trailer', () => {
    expect(precompressedFormOf(chunk())!.crc).toBe(crc32(Buffer.from(rules)))
  })

  it('ends its encoding with a sync flush, so more deflate may follow it (0000ffff)', () => {
    expect(Buffer.from(precompressedFormOf(chunk())!.deflated.subarray(-4)).toString('hex')).toBe('0000ffff')
  })

  it('marks nothing else', () => {
    expect(precompressedFormOf(new TextEncoder().encode(rules))).toBeUndefined()
    expect(precompressedFormOf(Buffer.from(rules))).toBeUndefined()
  })
})
