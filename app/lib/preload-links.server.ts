/**
 * `Link: rel=preload` response headers for what a page's first paint waits on: the stylesheet
 * and, on a page whose largest paint is a picture, that picture (issue 13, slow-phone budget).
 *
 * Why headers and not `<link>` tags: React put the JavaScript's `<link rel="modulepreload">`
 * tags above everything else in `<head>`, so the browser asked for six to nine scripts (120 KB)
 * first. Over HTTP/1.1 a phone opens six connections to the shop: the stylesheet and the pictures
 * waited for a free one and then shared the slow line with the scripts, and the page painted
 * later with JavaScript on than off. Those tags are now taken out and the scripts start after
 * the page's load (lib/scripts-after-load.server.ts); the headers still start the stylesheet and
 * the picture before the HTML is read.
 * Chromium holds a picture's header (it has `imagesrcset`) until it knows the viewport, but then
 * asks for it ahead of the scripts: a product modal's picture arrived in 0.6-0.7 s instead of
 * 1.05-1.2 s (measured on the slow-phone profile).
 *
 * A loader names its page's picture in its own `Link` header; the page's answer
 * (entry.server.tsx) carries those, in route order (`pagePreloads`), after the stylesheet's when
 * the page links it (lib/app-stylesheet.server.ts; a first visit gets it inline). Only a
 * page's answer: a data request (a navigation with JavaScript) never reaches entry.server.
 */
import type { StaticHandlerContext } from 'react-router'
import type { Product } from '#backend/contract/catalogue.ts'
import { pictureVariants, webpSrcSet } from '#backend/contract/image-variants.ts'
import { galleryImages } from '#app/components/product/gallery.tsx'
import { LruMap } from '#backend/contract/lru-map.ts'
import { PICTURE_SIZES } from './picture-sizes.ts'

/** A header value is Latin-1 only (Headers throws on anything else) and a URL here has no space or quote. */
const HEADER_SAFE_URL = /^[\x21-\x7e]+$/
const isSafe = (url: string) => HEADER_SAFE_URL.test(url) && !url.includes('"') && !url.includes('>')

/**
 * The preload for a product picture drawn at `sizes`: the same WebP `srcset` and `sizes` as its
 * `<source>` (components/product/card-picture.tsx), so the browser picks the very copy the page
 * then shows. Undefined for an address that cannot go in a header.
 */
export function picturePreload(url: string | null | undefined, sizes: string): string | undefined {
  if (!url) return undefined
  // The same picture is the first card of many pages: its link is made once (about 1 % of a search page, issue 13).
  return preloads.remember(`${sizes}\n${url}`, () => preloadFor(url, sizes))
}

const preloads = new LruMap<string, string | undefined>(2000)

function preloadFor(url: string, sizes: string): string | undefined {
  if (!isSafe(url)) return undefined
  const copies = pictureVariants(url)
  if (!copies) return `<${url}>; rel=preload; as=image; fetchpriority=high`
  const first = copies.url(copies.widths[0]!, 'webp')
  return `<${first}>; rel=preload; as=image; type="image/webp"; imagesrcset="${webpSrcSet(copies)}"; imagesizes="${sizes}"; fetchpriority=high`
}

/** Loader headers naming a picture's preload, for `data(…, { headers })`. */
const preloadHeaders = (link: string | undefined): HeadersInit | undefined => (link ? { Link: link } : undefined)

/** A card list's largest paint is its first card's picture (components/product/product-grid.tsx). */
export const firstCardPreload = (cards: ReadonlyArray<{ image_url: string | null }>) =>
  preloadHeaders(picturePreload(cards[0]?.image_url, PICTURE_SIZES.grid))

/** A product modal's largest paint is its gallery's first picture. */
export const galleryPreload = (product: Pick<Product, 'product_images' | 'image_url'>) =>
  preloadHeaders(picturePreload(galleryImages(product)[0]?.image_url, PICTURE_SIZES.detail))

/** A page's `Link` values: what each matched route's loader named, outermost first. */
export function pagePreloads(context: Pick<StaticHandlerContext, 'matches' | 'loaderHeaders'>): string[] {
  const named = context.matches.map((match) => context.loaderHeaders[match.route.id]?.get('Link'))
  return named.filter((link): link is string => Boolean(link))
}
