/**
 * GET /media/cards/{product_code}/{front|back|photo}.svg and /media/news/{id}.svg: the demo
 * pictures, drawn from the database row on request (so every instance serves them, no files).
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { cards, news, products } from '../db/schema.ts'
import { notFound, parseOr400 } from '../http/api-error.ts'
import { parseDbId } from '../http/params.ts'
import { productCodeParam } from '../catalogue/routes.ts'
import { renderCardSvg, renderNewsCoverSvg } from './card-svg.ts'

const cardFile = z.enum(['front.svg', 'back.svg', 'photo.svg'], { error: '圖片不存在。' })
const newsFile = z.string().regex(/^[^/]+\.svg$/, '圖片不存在。')

const svgHeaders = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // Pictures change only with the product's name; a day of caching saves phones the trip.
  'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
}

export function mediaRoutes(db: Database) {
  return new Hono({ strict: false })
    .get('/cards/:productCode/:file', async (c) => {
      const code = parseOr400(productCodeParam, c.req.param('productCode'))
      const file = parseOr400(cardFile, c.req.param('file'))
      const [row] = await db
        .select({
          name: cards.baseName,
          nameZh: cards.nameZh,
          cardNumber: products.cardNumber,
          rarity: products.rarity,
          category: products.category,
        })
        .from(products)
        .innerJoin(cards, eq(cards.id, products.cardId))
        .where(eq(products.productCode, code))
        .limit(1)
      if (!row) throw notFound('圖片不存在。')
      const view = file.replace('.svg', '') as 'front' | 'back' | 'photo'
      return c.body(renderCardSvg(row, view), 200, svgHeaders)
    })
    .get('/news/:file', async (c) => {
      const file = parseOr400(newsFile, c.req.param('file'))
      const id = parseDbId(file.slice(0, -'.svg'.length), 'id', '消息編號')
      const [row] = await db
        .select({ title: news.title })
        .from(news)
        .where(eq(news.id, id))
        .limit(1)
      if (!row) throw notFound('圖片不存在。')
      return c.body(renderNewsCoverSvg(row.title, id), 200, svgHeaders)
    })
}
