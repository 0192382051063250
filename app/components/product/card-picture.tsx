import { pictureVariants, type VariantFormat } from '#backend/contract/image-variants.ts'

type Props = {
  url: string
  /** The drawn width per layout (PICTURE_SIZES in app/lib/picture-sizes.ts). */
  sizes: string
  alt: string
  /** The slot's size in CSS pixels: the space is kept before the picture arrives. */
  width: number
  height: number
  /** Lazy below the fold; eager (and 'high' for the page's largest picture) above it. */
  priority?: 'high' | 'eager' | 'lazy'
  className?: string
}

/** The JPEG a browser without srcset (or without WebP) gets: sharp on a 2x phone card. */
const FALLBACK_WIDTH = 320

/**
 * A product picture. When it has smaller copies (contract/image-variants.ts) the browser picks
 * one for the slot's width and the screen's density, WebP where it can and JPEG otherwise; a
 * picture without copies (an older upload, an address typed by staff) is shown as it is.
 */
export function CardPicture({ url, sizes, alt, width, height, priority = 'lazy', className }: Props) {
  const copies = pictureVariants(url)
  const common = {
    alt,
    width,
    height,
    className,
    loading: priority === 'lazy' ? ('lazy' as const) : ('eager' as const),
    fetchPriority: priority === 'high' ? ('high' as const) : undefined,
    // The largest picture is painted as soon as it arrives; the rest may decode off the main thread.
    decoding: priority === 'high' ? undefined : ('async' as const),
  }
  if (!copies) return <img src={url} {...common} />
  const srcSet = (format: VariantFormat) => copies.widths.map((w) => `${copies.url(w, format)} ${w}w`).join(', ')
  const fallback = copies.widths.find((w) => w >= FALLBACK_WIDTH) ?? copies.widths[copies.widths.length - 1]!
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img src={copies.url(fallback, 'jpg')} srcSet={srcSet('jpg')} sizes={sizes} {...common} />
    </picture>
  )
}
