import { describe, expect, it } from 'vitest'
import { detectImageType, uploadType } from './products-images.service.ts'

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

describe('uploadType', () => {
  const id = '0a'.repeat(16)
  it('knows the names the upload code makes: older pictures, pictures with their size, their copies', () => {
    expect(uploadType(`${id}.webp`)).toBe('image/webp')
    expect(uploadType(`${id}-1200x1750.jpg`)).toBe('image/jpeg')
    expect(uploadType(`${id}-1200x1750.png`)).toBe('image/png')
    expect(uploadType(`${id}-1200x1750-480w.webp`)).toBe('image/webp')
    expect(uploadType(`${id}-1200x1750-480w.jpg`)).toBe('image/jpeg')
  })

  it('refuses every other name', () => {
    for (const name of [
      '../x.png', `${id}.svg`, `${'0A'.repeat(16)}.png`, `${id}.png/..`, '.png', `${id}-1200x1750-480w.png`,
      `${id}-0x10.png`, `${id}-123456x10.png`, `${id}-1200x1750-480w.svg`, `${id}-480w.webp`, `../${id}-1x1.png`,
    ]) {
      expect(uploadType(name), name).toBeNull()
    }
  })
})
