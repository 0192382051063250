/**
 * GET /media/cards/{product_code}/{front|back|photo}.svg and /media/news/{id}.svg: the demo
 * pictures, drawn from the database row on request (so every instance serves them, no files);
 * /media/cards/{product_code}/{view}-{width}w.{webp|jpg}: the drawing's raster copies for srcset
 * (card-variants.ts, contract/image-variants.ts).
 * GET /media/og/site.png and /media/og/products/{product_code}.png: the same drawings as PNG
 * link previews (og-image.ts), since chat apps do not show SVG ones; /media/og/carts/{share_id}.png
 * shows a shared cart's first cards.
 */
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { news } from '../db/schema.ts'
import { notFound, parseOr400 } from '../http/api-error.ts'
import { parseDbId } from '../http/params.ts'
import { visible } from '../news/news.service.ts'
import { productCodeParam } from '../catalogue/routes.ts'
import { renderCardSvg, renderNewsCoverSvg } from './card-svg.ts'
import { cardFaceOf, sharedCartFaces } from './card-face.ts'
import { featuredProducts } from '../catalogue/catalogue.service.ts'
import { newsOgPicture, productOgPicture, sharedCartOgPicture, siteOgPicture, type OgPicture } from './og-image.ts'
import type { Context } from 'hono'
import { readUpload } from '../staff/products-images.service.ts'
import { CARD_DRAWING, CARD_FILE_NAME, VARIANT_TYPES, variantWidths, type VariantFormat } from '../contract/image-variants.ts'
import { cardVariant } from './card-variants.ts'

const cardFile = z.string().regex(CARD_FILE_NAME, '圖片不存在。')
const CARD_WIDTHS = variantWidths(CARD_DRAWING.width)
const newsFile = z.string().regex(/^[^/]+\.svg$/, '圖片不存在。')

const svgHeaders = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // Pictures change only with the product's name; a day of caching saves phones the trip.
  'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
}

const ogFile = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}\.png$/, '圖片不存在。')
const ogNewsFile = z.string().regex(/^[1-9][0-9]{0,8}\.png$/, '圖片不存在。')
// A share id (contract/share-id.ts: 22 URL-safe characters) and .png.
const ogCartFile = z.string().regex(/^[A-Za-z0-9_-]{22}\.png$/, '圖片不存在。')

/** A drawn picture with its ETag: a repeat visit with the same tag gets 304 and no body. */
async function sendDrawn(c: Context, etag: string, bytes: Promise<Buffer>, type: string, maxAge: number) {
  const headers = {
    'Content-Type': type,
    ETag: etag,
    'Cache-Control': `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 4}`,
    'X-Content-Type-Options': 'nosniff',
  }
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
  return c.body(new Uint8Array(await bytes), 200, headers)
}

const sendPng = (c: Context, picture: OgPicture, maxAge: number) => sendDrawn(c, picture.etag, picture.png, 'image/png', maxAge)

export function mediaRoutes(db: Database) {
  return new Hono({ strict: false })
    .get('/cards/:productCode/:file', async (c) => {
      const code = parseOr400(productCodeParam, c.req.param('productCode'))
      const [, view, width, format] = CARD_FILE_NAME.exec(parseOr400(cardFile, c.req.param('file')))!
      // Only the copies a srcset lists: no request makes the server draw other sizes.
      if (width && !CARD_WIDTHS.includes(Number(width))) throw notFound('圖片不存在。')
      const svg = renderCardSvg(await cardFaceOf(db, code), view as 'front' | 'back' | 'photo')
      if (!width) return c.body(svg, 200, svgHeaders)
      const copy = cardVariant(svg, Number(width), format as VariantFormat)
      // As the drawing: it changes only with the product's name, and then so does its ETag.
      return sendDrawn(c, copy.etag, copy.bytes, VARIANT_TYPES[format as VariantFormat], 86400)
    })
    .get('/news/:file', async (c) => {
      const file = parseOr400(newsFile, c.req.param('file'))
      const id = parseDbId(file.slice(0, -'.svg'.length), 'id', '消息編號')
      const [row] = await db
        .select({ title: news.title })
        .from(news)
        .where(and(eq(news.id, id), visible()))
        .limit(1)
      if (!row) throw notFound('圖片不存在。')
      return c.body(renderNewsCoverSvg(row.title, id), 200, svgHeaders)
    })
    .get('/og/site.png', async (c) => {
      const featured = await featuredProducts(db)
      const faces = featured.map((p) => ({
        name: p.base_name,
        nameZh: p.card.name_zh,
        cardNumber: p.card_number,
        rarity: p.rarity,
        category: p.card.category,
      }))
      // Featured cards change weekly: a day of caching, then a cheap ETag check.
      return sendPng(c, siteOgPicture(faces), 86400)
    })
    .get('/og/products/:file', async (c) => {
      const file = parseOr400(ogFile, c.req.param('file'))
      const code = parseOr400(productCodeParam, file.slice(0, -'.png'.length))
      const row = await cardFaceOf(db, code)
      // Only a name change changes the picture, and that changes its ETag too.
      return sendPng(c, productOgPicture(row), 604800)
    })
    .get('/og/news/:file', async (c) => {
      const id = Number(parseOr400(ogNewsFile, c.req.param('file')).slice(0, -'.png'.length))
      // A draft or scheduled article's title stays unseen until it is published (news.service.ts).
      const [row] = await db.select({ title: news.title }).from(news).where(and(eq(news.id, id), visible())).limit(1)
      if (!row) throw notFound('圖片不存在。')
      return sendPng(c, newsOgPicture(row.title, id), 604800)
    })
    .get('/og/carts/:file', async (c) => {
      const shareId = parseOr400(ogCartFile, c.req.param('file')).slice(0, -'.png'.length)
      const { faces, itemCount } = await sharedCartFaces(db, shareId)
      // A share's items never change; a day covers a card going off sale, and the ETag the rest.
      return sendPng(c, sharedCartOgPicture(faces, itemCount), 86400)
    })
}

/**
 * GET /media/uploads/{name}: the pictures staff uploaded (staff/products-images.service.ts). Only
 * names the upload code makes (random hex + type) are looked up, so no path ever escapes the folder.
 */
export function uploadRoutes(uploadsDir: string) {
  return new Hono({ strict: false }).get('/:file', async (c) => {
    const upload = await readUpload(uploadsDir, c.req.param('file'))
    if (!upload) throw notFound('圖片不存在。')
    return c.body(new Uint8Array(upload.bytes), 200, {
      'Content-Type': upload.type,
      // A stored name is never reused for other bytes, so browsers may keep it for good.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    })
  })
}
