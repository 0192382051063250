/**
 * The smaller copies of a product picture (WebP and JPEG at a few widths) and their names, shared
 * by the API that makes and serves them and the storefront that lists them in `srcset`. A name
 * alone tells which copies exist, so neither side needs a database column or a file-system look.
 *
 * - An upload is stored as `<32 hex>-<width>x<height>.<jpg|png|webp>` (its size after EXIF
 *   rotation) and its copies as `<32 hex>-<width>x<height>-<w>w.<webp|jpg>`. Uploads from before
 *   the copies existed (`<32 hex>.<ext>`) have none and are shown as they are.
 * - A demo card drawing `/api/v1/media/cards/<code>/<view>.svg` (590x860) has its copies at
 *   `/api/v1/media/cards/<code>/<view>-<w>w.<webp|jpg>`.
 */

/**
 * Widths close above what each slot needs (Chrome takes the narrowest copy that covers the slot at
 * the screen's density): a 390 px phone's card (177 CSS px) is 400 at DPR 2 and 560 at DPR 3, its
 * modal picture (152 px) 320 and 480; a desktop card (222 px) 240 and 480, its modal (340 px) 400
 * and 800; cart and order lines 160-320.
 */
export const VARIANT_WIDTHS = [160, 240, 320, 400, 480, 560, 640, 800, 960] as const
export const VARIANT_FORMATS = ['webp', 'jpg'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]
export const VARIANT_TYPES: Record<VariantFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' }

const MAX_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!

/** The copies' widths: the ladder below the original's width, then the original's (at most 960); never enlarged. */
export function variantWidths(originalWidth: number): number[] {
  const top = Math.min(originalWidth, MAX_WIDTH)
  return [...VARIANT_WIDTHS.filter((w) => w < top), top]
}

/** A copy's height: the original's shape, rounded. */
export const variantHeight = (width: number, original: { width: number; height: number }) =>
  Math.max(1, Math.round((width * original.height) / original.width))

export const UPLOADS_PATH = '/api/v1/media/uploads/'
export const CARDS_PATH = '/api/v1/media/cards/'

/** A stored upload with its size in the name (made since the copies exist) or without (older ones). */
export const UPLOAD_ORIGINAL_NAME = /^([0-9a-f]{32})(?:-([1-9][0-9]{0,4})x([1-9][0-9]{0,4}))?\.(jpg|png|webp)$/
/** One copy of an upload. */
export const UPLOAD_VARIANT_NAME = /^([0-9a-f]{32}-([1-9][0-9]{0,4})x([1-9][0-9]{0,4}))-([1-9][0-9]{1,3})w\.(webp|jpg)$/

/** The demo drawings' size (card-svg.ts draws them at the real card's 59:86). */
export const CARD_DRAWING = { width: 590, height: 860 } as const
/** A demo drawing's file (`front.svg`) or one of its copies (`front-320w.webp`). */
export const CARD_FILE_NAME = /^(front|back|photo)(?:\.svg|-([1-9][0-9]{1,3})w\.(webp|jpg))$/

export const uploadOriginalName = (id: string, size: { width: number; height: number }, ext: string) =>
  `${id}-${size.width}x${size.height}.${ext}`

export const uploadVariantName = (id: string, size: { width: number; height: number }, width: number, format: VariantFormat) =>
  `${id}-${size.width}x${size.height}-${width}w.${format}`

/** What the storefront needs to list a picture's copies: its size and each copy's URL. */
export type PictureVariants = {
  width: number
  height: number
  widths: number[]
  url: (width: number, format: VariantFormat) => string
}

/** The copies of the picture at `url`, or null when it has none (older uploads, other addresses). */
export function pictureVariants(url: string): PictureVariants | null {
  if (url.startsWith(UPLOADS_PATH)) {
    const name = url.slice(UPLOADS_PATH.length)
    const match = UPLOAD_ORIGINAL_NAME.exec(name)
    if (!match?.[2] || !match[3]) return null
    const [id, width, height] = [match[1]!, Number(match[2]), Number(match[3])]
    return {
      width,
      height,
      widths: variantWidths(width),
      url: (w, format) => `${UPLOADS_PATH}${uploadVariantName(id, { width, height }, w, format)}`,
    }
  }
  if (url.startsWith(CARDS_PATH) && url.endsWith('.svg')) {
    const slash = url.lastIndexOf('/')
    const match = CARD_FILE_NAME.exec(url.slice(slash + 1))
    if (!match || match[2]) return null
    const base = `${url.slice(0, slash + 1)}${match[1]}`
    return { ...CARD_DRAWING, widths: variantWidths(CARD_DRAWING.width), url: (w, format) => `${base}-${w}w.${format}` }
  }
  return null
}

/** The WebP copies as a `srcset` (the card's `<source>` and the page's preload header list the same). */
export const webpSrcSet = (copies: PictureVariants) => copies.widths.map((w) => `${copies.url(w, 'webp')} ${w}w`).join(', ')
