import { describe, expect, it } from 'vitest'
import { detectImageType, UPLOAD_NAME_PATTERN } from './products-images.service.ts'

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

describe('detectImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpg')
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png')
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp')
  })

  it('refuses everything else, whatever it claims to be', () => {
    expect(detectImageType(bytes('GIF89a'))).toBeNull()
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull()
    expect(detectImageType(bytes([0x89], 'PNG'))).toBeNull()
    expect(detectImageType(new Uint8Array())).toBeNull()
  })
})

describe('UPLOAD_NAME_PATTERN', () => {
  it('matches only names the upload code makes', () => {
    expect(UPLOAD_NAME_PATTERN.test(`${'0a'.repeat(16)}.webp`)).toBe(true)
    for (const name of ['../x.png', `${'0a'.repeat(16)}.svg`, `${'0A'.repeat(16)}.png`, `${'0a'.repeat(16)}.png/..`, '.png']) {
      expect(UPLOAD_NAME_PATTERN.test(name), name).toBe(false)
    }
  })
})
