import { escapeHtml as h } from '#backend/contract/html-escape.ts'
import { pictureVariants, webpSrcSet } from '#backend/contract/image-variants.ts'

export type PictureProps = {
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
 * What goes inside a product picture's `<picture>`, as HTML. When it has smaller copies
 * (contract/image-variants.ts) the browser picks a WebP one for the slot's width and the screen's
 * density (a JPEG where it has no WebP); a picture without copies (an older upload, an address
 * typed by staff) is shown as it is. Text, not elements: a list page shows twenty (see ProductCard).
 */
export function pictureMarkup({ url, sizes, alt, width, height, priority = 'lazy', className }: PictureProps) {
  const copies = pictureVariants(url)
  const fallback = copies ? (copies.widths.find((w) => w >= FALLBACK_WIDTH) ?? copies.widths[copies.widths.length - 1]!) : 0
  const src = copies ? copies.url(fallback, 'jpg') : url
  const img =
    `<img src="${h(src)}" alt="${h(alt)}" width="${width}" height="${height}"` +
    (className ? ` class="${h(className)}"` : '') +
    ` loading="${priority === 'lazy' ? 'lazy' : 'eager'}"` +
    // The largest picture is painted as soon as it arrives; the rest may decode off the main thread.
    (priority === 'high' ? ' fetchpriority="high">' : ' decoding="async">')
  if (!copies) return img
  return `<source type="image/webp" srcset="${h(webpSrcSet(copies))}" sizes="${h(sizes)}">${img}`
}

/** A product picture (pictureMarkup) in its `<picture>`. */
export function CardPicture(props: PictureProps) {
  return <picture dangerouslySetInnerHTML={{ __html: pictureMarkup(props) }} />
}
