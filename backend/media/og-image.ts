/**
 * Link-preview pictures (Open Graph, 1200x630 PNG): LINE, Facebook and Instagram do not show SVG
 * previews, so the SVG drawings of card-svg.ts are rasterised here with sharp (librsvg; CJK text
 * needs a CJK font such as fonts-noto-cjk on the machine). A picture is a pure function of its
 * SVG sources, so their hash is both the cache key and the ETag: when a name changes, so does
 * the picture's tag.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { SHOP_NAME, SHOP_TAGLINE } from '../contract/shop-identity.ts'
import { LruCache } from '../lib/lru-cache.ts'
import { escapeXml, fitFont, FONT, renderCardSvg, renderNewsCoverSvg, type CardFace } from './card-svg.ts'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

/** A card face placed on the canvas: its height in pixels, top-left corner and tilt. */
type Placement = { face: CardFace; height: number; left: number; top: number; angle: number }

export type OgPicture = { etag: string; png: Promise<Buffer> }

// About 60 product pictures (~100-200 KB each) per instance; the rest are redrawn on demand.
const cache = new LruCache<Buffer>(12 * 1024 * 1024, (png) => png.byteLength)

/** A background, card faces composited on it, and an optional overlay drawn over the cards. */
function picture(background: string, cards: Placement[], overlay = ''): OgPicture {
  const sources = [background, ...cards.map((c) => `${renderCardSvg(c.face, 'front')}@${c.height},${c.left},${c.top},${c.angle}`), overlay]
  const etag = `"og-${createHash('sha1').update(sources.join('\n')).digest('base64url')}"`
  return { etag, png: cache.get(etag, () => rasterise(background, cards, overlay)) }
}

async function rasterise(background: string, cards: Placement[], overlay: string): Promise<Buffer> {
  const layers = await Promise.all(
    cards.map(async (c) => {
      let card = sharp(Buffer.from(renderCardSvg(c.face, 'front'))).resize({ height: c.height })
      if (c.angle) card = card.rotate(c.angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      return { input: await card.png().toBuffer(), left: c.left, top: c.top }
    }),
  )
  if (overlay) layers.push({ input: Buffer.from(overlay), left: 0, top: 0 })
  return sharp(Buffer.from(background))
    .composite(layers)
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toBuffer()
}

function canvas(body: string, hue: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 16%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 55% 32%)"/></linearGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>${body}</svg>`
}

/** One line of text, shrunk when it is too long for its width. */
function line(text: string, x: number, y: number, width: number, max: number, attrs = '') {
  const size = fitFont(text, width, max)
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" ${attrs}>${escapeXml(text)}</text>`
}

/** The shop's card: its name, tagline and up to three featured card faces fanned out. */
export function siteOgPicture(featured: CardFace[]): OgPicture {
  const text = [
    line(SHOP_NAME, 80, 250, 560, 96, 'font-weight="700" fill="#ffffff"'),
    line(SHOP_TAGLINE, 80, 340, 560, 44, 'fill="#f3d98b"'),
  ].join('')
  const fan = featured.slice(0, 3).map((face, i, all) => ({
    face,
    height: 440,
    left: 1120 - 302 - (all.length - 1 - i) * 130,
    top: 95 - (i === all.length - 1 ? 20 : 0),
    angle: (i - (all.length - 1)) * 7,
  }))
  return picture(canvas(text, 222), fan)
}

/** A product's card: its card face beside its names, card number and rarity. */
export function productOgPicture(face: CardFace & { nameEn?: string | null }): OgPicture {
  const alternate = [face.nameZh, face.nameEn].filter((n): n is string => !!n && n !== face.name)
  const text = [
    line(face.name, 520, 200, 620, 64, 'font-weight="700" fill="#ffffff"'),
    ...alternate.map((name, i) => line(name, 520, 270 + i * 56, 620, 40, 'fill="#ffffffdd"')),
    line(`${face.cardNumber}・${face.rarity}`, 520, 420, 620, 40, 'font-weight="700" fill="#f3d98b"'),
    line(`${SHOP_NAME}｜${SHOP_TAGLINE}`, 520, 560, 620, 30, 'fill="#ffffffaa"'),
  ].join('')
  const hue = [...face.cardNumber].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 7)
  return picture(canvas(text, hue), [{ face, height: 570, left: 80, top: 30, angle: 0 }])
}

/** A news article's card: its cover, which is already drawn at the link-preview size. */
export function newsOgPicture(title: string, id: number): OgPicture {
  return picture(renderNewsCoverSvg(title, id), [])
}

/** How many card faces a shared cart's preview shows side by side; more items add a '+N' badge. */
export const SHARED_CART_FACES = 4
const CART_CARD_HEIGHT = 380
// The demo card faces are 590x860 (card-svg.ts); sharp scales them by height.
const CART_CARD_WIDTH = Math.round((CART_CARD_HEIGHT * 590) / 860)
const CART_CARD_GAP = 24
const CART_CARD_TOP = 140
const BADGE_RADIUS = 60
/** How far inside the last card's right and bottom edges the badge's centre sits. */
const BADGE_INSET = 16

/**
 * A shared cart's card: the shop's name, how many items the cart holds and its first cards side
 * by side; when it holds more than are drawn, a '+N' badge on the last card says how many more.
 * `faces` are the cards still on sale, in the cart's order; `itemCount` counts every line.
 */
export function sharedCartOgPicture(faces: CardFace[], itemCount: number): OgPicture {
  const shown = faces.slice(0, SHARED_CART_FACES)
  const more = Math.max(0, itemCount - shown.length)
  // The badge sticks out past the last card's right edge; the row is centred with it.
  const badgeOverhang = more > 0 ? BADGE_RADIUS - BADGE_INSET : 0
  const rowWidth = shown.length * CART_CARD_WIDTH + Math.max(0, shown.length - 1) * CART_CARD_GAP + badgeOverhang
  const firstLeft = Math.round((OG_WIDTH - rowWidth) / 2)
  const cards = shown.map((face, i) => ({
    face,
    height: CART_CARD_HEIGHT,
    left: firstLeft + i * (CART_CARD_WIDTH + CART_CARD_GAP),
    top: CART_CARD_TOP,
    angle: 0,
  }))
  const shadows = cards
    .map((c) => `<rect x="${c.left + 8}" y="${c.top + 10}" width="${CART_CARD_WIDTH}" height="${CART_CARD_HEIGHT}" rx="12" fill="#000" opacity=".35"/>`)
    .join('')
  const text = [
    line(SHOP_NAME, 60, 98, 420, 60, 'font-weight="700" fill="#ffffff"'),
    `<text x="${OG_WIDTH - 60}" y="96" text-anchor="end" font-family="${FONT}" font-size="36" font-weight="700" fill="#f3d98b">${escapeXml(`分享的購物車・${itemCount} 件商品`)}</text>`,
    line(SHOP_TAGLINE, 60, 592, 700, 30, 'fill="#ffffffbb"'),
  ].join('')
  const last = cards[cards.length - 1]
  const badge = more > 0 && last ? badgeSvg(`+${more}`, last.left + CART_CARD_WIDTH - BADGE_INSET, CART_CARD_TOP + CART_CARD_HEIGHT - 40) : ''
  return picture(canvas(shadows + text, 350), cards, badge)
}

/** The '+N' badge, drawn over the cards (an overlay the size of the canvas). */
function badgeSvg(label: string, cx: number, cy: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
<circle cx="${cx}" cy="${cy}" r="${BADGE_RADIUS}" fill="#c0282d" stroke="#ffffff" stroke-width="6"/>
<text x="${cx}" y="${cy + 17}" text-anchor="middle" font-family="${FONT}" font-size="${fitFont(label, 96, 50)}" font-weight="700" fill="#ffffff">${escapeXml(label)}</text></svg>`
}
