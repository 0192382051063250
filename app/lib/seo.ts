/**
 * Titles, descriptions and canonical URLs. Canonical URLs keep only the parameters that change
 * what a page shows, so links shared with tracking parameters (fbclid, utm_*) count as one page.
 */
import { SHOP_NAME, t } from './messages.ts'

const MEANINGFUL_PARAMS = ['q', 'page', 'category', 'rarity', 'condition', 'ordering', 'stock_status']

export function canonicalUrl(origin: string, url: URL | string) {
  const source = typeof url === 'string' ? new URL(url, origin) : url
  const params = new URLSearchParams()
  for (const key of MEANINGFUL_PARAMS) for (const value of source.searchParams.getAll(key)) params.append(key, value)
  const qs = params.toString()
  return `${origin}${source.pathname}${qs ? `?${qs}` : ''}`
}

export const pageTitle = (title?: string) => (title ? `${title}｜${SHOP_NAME}` : `${SHOP_NAME}｜${t.shop.tagline}`)

/**
 * Link-preview pictures: 1200x630 PNGs drawn by the shop API (backend/media/og-image.ts), since
 * LINE, Facebook and Instagram show no SVG previews. Pages without their own use the shop's card.
 */
const OG_PATH = '/api/v1/media/og'
export const OG_IMAGE = { width: 1200, height: 630, type: 'image/png' }

type OgPictureOf = { product: string } | { news: number } | { sharedCart: string } | 'site'

function ogPicturePath(picture: OgPictureOf) {
  if (picture === 'site') return 'site'
  if ('product' in picture) return `products/${encodeURIComponent(picture.product)}`
  if ('news' in picture) return `news/${picture.news}`
  return `carts/${encodeURIComponent(picture.sharedCart)}`
}

export const ogImageUrl = (origin: string, picture: OgPictureOf) => `${origin}${OG_PATH}/${ogPicturePath(picture)}.png`

type MetaInput = { title?: string; description?: string; canonical?: string; image?: string; type?: string }

/** The common meta tags of a page, Open Graph and its link-preview picture included. */
export function pageMeta({ title, description = t.shop.description, canonical, image, type = 'website' }: MetaInput) {
  const fullTitle = pageTitle(title)
  const picture = image ?? (canonical ? ogImageUrl(new URL(canonical).origin, 'site') : undefined)
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SHOP_NAME },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: 'zh_TW' },
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: canonical }, { property: 'og:url', content: canonical }] : []),
    ...(picture
      ? [
          { property: 'og:image', content: picture },
          { property: 'og:image:type', content: OG_IMAGE.type },
          { property: 'og:image:width', content: String(OG_IMAGE.width) },
          { property: 'og:image:height', content: String(OG_IMAGE.height) },
          { name: 'twitter:card', content: 'summary_large_image' },
          { name: 'twitter:image', content: picture },
        ]
      : []),
  ]
}
