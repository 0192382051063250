/** GET /news/latest/, /news/?page=, /news/{id}/ (docs/architecture.md#the-shop-api). */
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { parseDbId } from '../http/params.ts'
import { positiveInt, parseQueryOr400, single } from '../http/query.ts'
import { getNews, latestNews, listNews } from './news.service.ts'

const pageQuery = z.object({ page: single(positiveInt('頁碼')) })

export function newsRoutes(db: Database) {
  return new Hono({ strict: false })
    .get('/latest', async (c) => c.json({ results: await latestNews(db) }))
    .get('/', async (c) => {
      const { page } = parseQueryOr400(pageQuery, c.req.url)
      return c.json(await listNews(db, page ?? 1))
    })
    .get('/:id', async (c) => {
      const id = parseDbId(c.req.param('id'), 'id', '消息編號')
      return c.json(await getNews(db, id))
    })
}
