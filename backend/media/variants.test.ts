import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { makeVariants, renderVariant } from './variants.ts'

/** A picture with some detail (a gradient and noise-free shapes), as sharp would get from a phone. */
const picture = (width: number, height: number, options: { alpha?: boolean; orientation?: number } = {}) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="${options.alpha ? 'none' : '#28a'}"/><circle cx="40%" cy="40%" r="30%" fill="#e73"/></svg>`
  const image = sharp(Buffer.from(svg))
  if (options.alpha) return image.png().toBuffer()
  return image.jpeg({ quality: 90 }).withMetadata({ orientation: options.orientation ?? 1 }).toBuffer()
}

const formatsOf = async (variants: Awaited<ReturnType<typeof makeVariants>>['variants']) =>
  Promise.all(variants.map(async (v) => ({ v, meta: await sharp(v.bytes).metadata() })))

describe('makeVariants', () => {
  it('makes WebP and JPEG at every ladder width up to 960 for a big photo', async () => {
    const { size, variants } = await makeVariants(await picture(1200, 1750))
    expect(size).toEqual({ width: 1200, height: 1750 })
    expect(variants.map((v) => `${v.width}.${v.format}`)).toEqual(
      [160, 240, 320, 400, 480, 560, 640, 800, 960].flatMap((w) => [`${w}.webp`, `${w}.jpg`]),
    )
    for (const { v, meta } of await formatsOf(variants)) {
      expect(meta.format).toBe(v.format === 'jpg' ? 'jpeg' : 'webp')
      expect(meta.width).toBe(v.width)
      expect(meta.height).toBe(v.height)
      expect(v.height).toBe(Math.round((v.width * 1750) / 1200))
    }
  })

  it('never enlarges: a small picture ends with a copy at its own width', async () => {
    const { size, variants } = await makeVariants(await picture(300, 440, { alpha: true }))
    expect(size).toEqual({ width: 300, height: 440 })
    expect([...new Set(variants.map((v) => v.width))]).toEqual([160, 240, 300])
    const checked = await formatsOf(variants)
    expect(Math.max(...checked.map((c) => c.meta.width!))).toBe(300)
    // JPEG has no transparency: the transparent parts are laid on white.
    const jpeg = checked.find((c) => c.v.format === 'jpg')!
    expect(jpeg.meta.hasAlpha).toBe(false)
    const { data } = await sharp(jpeg.v.bytes).raw().toBuffer({ resolveWithObject: true })
    expect([data[0], data[1], data[2]].every((c) => c! > 245)).toBe(true)
  })

  it('turns a phone photo upright (EXIF orientation) and keeps no EXIF in the copies', async () => {
    const { size, variants } = await makeVariants(await picture(800, 600, { orientation: 6 }))
    expect(size).toEqual({ width: 600, height: 800 })
    const [first] = await formatsOf(variants)
    expect(first!.meta).toMatchObject({ width: 160, height: 213 })
    expect(first!.meta.exif).toBeUndefined()
    expect(first!.meta.orientation).toBeUndefined()
  })

  it('gives the original to store upright, in its own format and without EXIF (a phone photo names the phone and where it was)', async () => {
    const phone = await sharp(await picture(800, 600))
      .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect(phone.includes('iPhone')).toBe(true)
    const { original } = await makeVariants(phone)
    const meta = await sharp(original).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 800 })
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(original.includes('iPhone')).toBe(false)
    const transparent = await makeVariants(await picture(300, 440, { alpha: true }))
    expect(await sharp(transparent.original).metadata()).toMatchObject({ format: 'png', width: 300, height: 440, hasAlpha: true })
  })

  it('refuses a damaged picture', async () => {
    const whole = await picture(400, 600)
    await expect(makeVariants(whole.subarray(0, whole.length / 2))).rejects.toThrow()
    await expect(makeVariants(Buffer.from('not a picture'))).rejects.toThrow()
  })
})

describe('renderVariant', () => {
  it('draws one copy of an SVG at the asked width', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 590 860" width="590" height="860"><rect width="590" height="860" fill="#c33"/></svg>')
    const copy = await sharp(await renderVariant(svg, 320, 'webp')).metadata()
    expect(copy).toMatchObject({ format: 'webp', width: 320, height: 466 })
    const big = await sharp(await renderVariant(svg, 960, 'jpg')).metadata()
    expect(big).toMatchObject({ format: 'jpeg', width: 590 })
  })
})
