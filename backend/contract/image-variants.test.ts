import { describe, expect, it } from 'vitest'
import { pictureVariants, variantWidths } from './image-variants.ts'

const id = 'ab'.repeat(16)

describe('variantWidths', () => {
  it('is the ladder below the original, then the original width, at most 960', () => {
    expect(variantWidths(4000)).toEqual([160, 240, 320, 400, 480, 560, 640, 800, 960])
    expect(variantWidths(960)).toEqual([160, 240, 320, 400, 480, 560, 640, 800, 960])
    expect(variantWidths(590)).toEqual([160, 240, 320, 400, 480, 560, 590])
    expect(variantWidths(480)).toEqual([160, 240, 320, 400, 480])
    expect(variantWidths(100)).toEqual([100])
  })
})

describe('pictureVariants', () => {
  it('lists an upload’s copies from its name', () => {
    const p = pictureVariants(`/api/v1/media/uploads/${id}-1200x1750.jpg`)!
    expect(p).toMatchObject({ width: 1200, height: 1750, widths: [160, 240, 320, 400, 480, 560, 640, 800, 960] })
    expect(p.url(480, 'webp')).toBe(`/api/v1/media/uploads/${id}-1200x1750-480w.webp`)
  })

  it('lists a demo drawing’s copies', () => {
    const p = pictureVariants('/api/v1/media/cards/QCCU-JP001-UR-S/photo.svg')!
    expect(p).toMatchObject({ width: 590, height: 860, widths: [160, 240, 320, 400, 480, 560, 590] })
    expect(p.url(320, 'jpg')).toBe('/api/v1/media/cards/QCCU-JP001-UR-S/photo-320w.jpg')
  })

  it('has none for older uploads and other addresses', () => {
    for (const url of [
      `/api/v1/media/uploads/${id}.png`,
      `/api/v1/media/uploads/${id}-1200x1750-480w.webp`,
      '/api/v1/media/cards/X/front-320w.webp',
      '/api/v1/media/news/1.svg',
      'https://example.com/a.jpg',
      '',
    ]) {
      expect(pictureVariants(url), url).toBeNull()
    }
  })
})
