import { pictureVariants, webpSrcSet } from '#backend/contract/image-variants.ts'

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

/**
 * The JPEG a browser without WebP gets, at one width: sharp on a 2x phone card. Every browser a
 * shopper opens the shop in (LINE, Facebook and Instagram's in-app browsers included) takes the
 * WebP copies; a JPEG srcset as well added 0.7 KB of HTML to each card for none of them (issue 13).
 */
const FALLBACK_WIDTH = 320

/**
 * A product picture. When it has smaller copies (contract/image-variants.ts) the browser picks
 * a WebP one for the slot's width and the screen's density (a JPEG where it has no WebP); a
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
  const fallback = copies.widths.find((w) => w >= FALLBACK_WIDTH) ?? copies.widths[copies.widths.length - 1]!
  return (
    <picture>
      <source type="image/webp" srcSet={webpSrcSet(copies)} sizes={sizes} />
      <img src={copies.url(fallback, 'jpg')} {...common} />
    </picture>
  )
}
