/**
 * /api/v1/staff/news/*: every article (drafts too), create, edit (publish date, published; with
 * `expected`, never over another staff member's change) and delete.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthEnv } from '../auth/middleware.ts'
import { staffNewsEditInput, staffNewsInput } from '../contract/staff-news.ts'
import { parseOr400 } from '../http/api-error.ts'
import { readJsonBody } from '../http/body.ts'
import { onceKeyOf } from '../http/idempotency-key.ts'
import { parseDbId } from '../http/params.ts'
import { positiveInt, parseQueryOr400, single } from '../http/query.ts'
import { createNews, deleteNews, listAllNews, staffNewsItem, updateNews } from './news.service.ts'
import type { StaffDeps } from './routes.ts'

const pageQuery = z.object({ page: single(positiveInt('頁碼')) })
const newsId = (value: string | undefined) => parseDbId(value, 'id', '消息編號')

export function staffNewsRoutes({ db }: StaffDeps) {
  return new Hono<AuthEnv>({ strict: false })
    .get('/', async (c) => {
      const { page } = parseQueryOr400(pageQuery, c.req.url)
      return c.json(await listAllNews(db, page ?? 1))
    })
    .post('/', async (c) => {
      const input = parseOr400(staffNewsInput, await readJsonBody(c.req.raw))
      // A repeat with the same key answers the first article, 200 instead of 201 (as checkout).
      const { answer, created } = await createNews(db, input, c.get('user').id, onceKeyOf(c, ['news', input]))
      return c.json(answer, created ? 201 : 200)
    })
    .get('/:id', async (c) => c.json(await staffNewsItem(db, newsId(c.req.param('id')))))
    .put('/:id', async (c) => {
      const id = newsId(c.req.param('id'))
      const input = parseOr400(staffNewsEditInput, await readJsonBody(c.req.raw))
      return c.json(await updateNews(db, id, input, c.get('user').id))
    })
    .delete('/:id', async (c) => {
      await deleteNews(db, newsId(c.req.param('id')), c.get('user').id)
      return c.body(null, 204)
    })
}
