/**
 * `Link: rel=preload` response headers for what a page's first paint waits on: the stylesheet
 * and, on a page whose largest paint is a picture, that picture (issue 13, slow-phone budget).
 *
 * Why headers and not `<link>` tags: React puts the JavaScript's `<link rel="modulepreload">`
 * tags above everything else in `<head>`, so the browser asked for six to nine scripts (120 KB)
 * first. Over HTTP/1.1 a phone opens six connections to the shop: the stylesheet and the pictures
 * waited for a free one and then shared the slow line with the scripts, and the page painted
 * later with JavaScript on than off. The stylesheet's header starts it before the HTML is read.
 * Chromium holds a picture's header (it has `imagesrcset`) until it knows the viewport, but then
 * asks for it ahead of the scripts: a product modal's picture arrived in 0.6-0.7 s instead of
 * 1.05-1.2 s (measured on the slow-phone profile).
 */
import type { HeadersArgs } from 'react-router'
import type { Product } from '#backend/contract/catalogue.ts'
import { pictureVariants, webpSrcSet } from '#backend/contract/image-variants.ts'
import { isDataRequest } from '#app/utils/redirect.server.ts'
import { PICTURE_SIZES } from './picture-sizes.ts'

/** A header value is Latin-1 only (Headers throws on anything else) and a URL here has no space or quote. */
const HEADER_SAFE_URL = /^[\x21-\x7e]+$/
const isSafe = (url: string) => HEADER_SAFE_URL.test(url) && !url.includes('"') && !url.includes('>')

export const stylePreload = (href: string) => `<${href}>; rel=preload; as=style`

/**
 * The preload for a product picture drawn at `sizes`: the same WebP `srcset` and `sizes` as its
 * `<source>` (components/product/card-picture.tsx), so the browser picks the very copy the page
 * then shows. Undefined for an address that cannot go in a header.
 */
export function picturePreload(url: string | null | undefined, sizes: string): string | undefined {
  if (!url || !isSafe(url)) return undefined
  const copies = pictureVariants(url)
  if (!copies) return `<${url}>; rel=preload; as=image; fetchpriority=high`
  const first = copies.url(copies.widths[0]!, 'webp')
  return `<${first}>; rel=preload; as=image; type="image/webp"; imagesrcset="${webpSrcSet(copies)}"; imagesizes="${sizes}"; fetchpriority=high`
}

/**
 * Loader headers naming a picture's preload, for `data(…, { headers })`. Only for a page: a data
 * request (a navigation with JavaScript) gets none, as the browser would not read it.
 */
function preloadHeaders(request: Request, link: () => string | undefined): HeadersInit | undefined {
  if (isDataRequest(request)) return undefined
  const value = link()
  return value ? { Link: value } : undefined
}

/** A card list's largest paint is its first card's picture (components/product/product-grid.tsx). */
export const firstCardPreload = (request: Request, cards: ReadonlyArray<{ image_url: string | null }>) =>
  preloadHeaders(request, () => picturePreload(cards[0]?.image_url, PICTURE_SIZES.grid))

/** A product modal's largest paint is its gallery's first picture (components/product/gallery.tsx). */
export const galleryPreload = (request: Request, product: Pick<Product, 'product_images' | 'image_url'>) =>
  preloadHeaders(request, () => picturePreload(product.product_images[0]?.image_url ?? product.image_url, PICTURE_SIZES.detail))

/**
 * A route's `headers`: its parent's (the stylesheet, cookies) plus the preloads its loader named.
 * A nested route (the product modal) adds its own after the list's.
 */
export function withLoaderPreloads({ parentHeaders, loaderHeaders }: HeadersArgs): Headers {
  return addPreloads(new Headers(parentHeaders), loaderHeaders)
}

/** Adds the `Link` preloads of `from` to `to`: a route with its own `headers` keeps its parent's preloads this way. */
export function addPreloads(to: Headers, from: Headers): Headers {
  const link = from.get('Link')
  if (link) to.append('Link', link)
  return to
}
