/**
 * Makes a picture's copies (contract/image-variants.ts) with sharp: WebP and JPEG at the ladder's
 * widths, never wider than the original, and the full-size picture that is stored and served as
 * the original. None of them carries EXIF (a phone photo's camera and location stay private; the
 * original is public at its URL too) and all are turned upright first, so every browser shows
 * them the same way.
 */
import sharp, { type Sharp } from 'sharp'
import { VARIANT_FORMATS, variantWidths, type VariantFormat } from '../contract/image-variants.ts'

export type Variant = { width: number; height: number; format: VariantFormat; bytes: Buffer }
export type Size = { width: number; height: number }

/**
 * Qualities chosen so a phone card (480 px wide at DPR 3) stays near 20 KB for a photo; card
 * pictures are small on screen, where the difference to higher qualities cannot be seen.
 */
const encoders: Record<VariantFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 70, effort: 4 }),
  // JPEG has no transparency: a transparent PNG is laid on white, as the page behind it is.
  jpg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 72, mozjpeg: true }),
}

/**
 * The full-size picture in its own format: high qualities, since it is the one staff chose and
 * the source of any copy made later. sharp writes no metadata unless told; the colour profile is
 * kept so a phone's wide-gamut photo keeps its colours.
 */
const originalEncoders: Record<string, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 92, mozjpeg: true }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 92 }),
}

/** A bigger picture is refused (about 50 megapixels, more than any phone camera makes). */
const MAX_PIXELS = 50_000_000

/** Reads the whole picture; throws when it is damaged, not a picture, or too large. */
const open = (input: Buffer | Uint8Array) => sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS }).autoOrient()

/** One copy `width` pixels wide of `input` (any format sharp reads, SVG included). */
export async function renderVariant(input: Buffer | Uint8Array, width: number, format: VariantFormat): Promise<Buffer> {
  return encoders[format](open(input).resize({ width, withoutEnlargement: true })).toBuffer()
}

/**
 * Every copy of an uploaded picture, its upright size and `original`: the picture to store in its
 * place, upright and without metadata. The copies come from one decode (JPEG shrinks while it
 * decodes) to the largest copy's width; the smaller copies are made from that.
 */
export async function makeVariants(input: Buffer | Uint8Array): Promise<{ size: Size; variants: Variant[]; original: Buffer }> {
  const meta = await open(input).metadata()
  const size = { width: meta.autoOrient.width, height: meta.autoOrient.height }
  const encodeOriginal = originalEncoders[meta.format]
  if (!encodeOriginal) throw new Error(`not an uploadable picture: ${meta.format}`)
  const original = await encodeOriginal(open(input).keepIccProfile()).toBuffer()
  const widths = variantWidths(size.width)
  const largest = await open(input)
    .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: largest.info.width, height: largest.info.height, channels: largest.info.channels } }
  const variants: Variant[] = []
  for (const width of widths) {
    for (const format of VARIANT_FORMATS) {
      const { data, info } = await encoders[format](sharp(largest.data, raw).resize({ width }))
        .toBuffer({ resolveWithObject: true })
      variants.push({ width, height: info.height, format, bytes: data })
    }
  }
  return { size, variants, original }
}
