import { pictureVariants } from '#backend/contract/image-variants.ts'

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

type Sources = { srcSet: string; fallback: string }

// A list page draws the same few hundred pictures over and over: their srcset strings are made
// once (issue 13). Bounded, for a catalogue of 100 000 products.
const sourcesByUrl = new Map<string, Sources | null>()
const MAX_REMEMBERED = 5000

function sourcesOf(url: string): Sources | null {
  let sources = sourcesByUrl.get(url)
  if (sources !== undefined) return sources
  const copies = pictureVariants(url)
  if (copies) {
    const fallback = copies.widths.find((w) => w >= FALLBACK_WIDTH) ?? copies.widths[copies.widths.length - 1]!
    const srcSet = copies.widths.map((w) => `${copies.url(w, 'webp')} ${w}w`).join(', ')
    sources = { srcSet, fallback: copies.url(fallback, 'jpg') }
  } else sources = null
  if (sourcesByUrl.size >= MAX_REMEMBERED) sourcesByUrl.clear()
  sourcesByUrl.set(url, sources)
  return sources
}

/**
 * A product picture. When it has smaller copies (contract/image-variants.ts) the browser picks
 * a WebP one for the slot's width and the screen's density (a JPEG where it has no WebP); a
 * picture without copies (an older upload, an address typed by staff) is shown as it is.
 */
export function CardPicture({ url, sizes, alt, width, height, priority = 'lazy', className }: Props) {
  const sources = sourcesOf(url)
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
  if (!sources) return <img src={url} {...common} />
  return (
    <picture>
      <source type="image/webp" srcSet={sources.srcSet} sizes={sizes} />
      <img src={sources.fallback} {...common} />
    </picture>
  )
}
