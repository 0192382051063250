/**
 * Contract of PUT /api/v1/staff/news/{id} with `expected`, the article as the editing page showed
 * it: two staff editing one article never silently undo each other. A field sent as the page
 * showed it is left as it is now; one changed on the page and meanwhile is a 409 naming its value
 * now, and nothing is written; without `expected` the whole article is written, as before.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { formatDateTime } from '#backend/contract/format-date.ts'
import { CHANGED_BY, changedMeanwhile } from '#backend/contract/stale-edit.ts'
import { newsEditableFields, staffNewsItemSchema, type StaffNewsItem } from '#backend/contract/staff-news.ts'
import type { Database } from '#backend/db/database.ts'
import { auditLog } from '#backend/db/schema.ts'
import { call, newStaff, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let db: Database
let staff: Awaited<ReturnType<typeof newStaff>>

beforeAll(async () => {
  const { api: a, handle } = await useTestShopApi({ auth: { secret: TEST_SECRET } })
  api = a
  db = handle.db
  staff = await newStaff(db)
})

const put = (id: number, json: unknown) => call(api, 'PUT', `/staff/news/${id}/`, { token: staff.token, json })
const get = async (id: number) => staffNewsItemSchema.parse((await call(api, 'GET', `/staff/news/${id}/`, { token: staff.token })).body)
const updates = async (id: number) =>
  (await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'news'), eq(auditLog.entityId, String(id))))).filter(
    (r) => r.action === 'news.update',
  )

/** A draft (kept out of the shop) with a body of several lines, as staff type it. */
async function newArticle(title: string) {
  const answer = await call(api, 'POST', '/staff/news/', {
    token: staff.token,
    json: {
      title,
      summary: '原本的摘要',
      content: '<p>第一行</p>\n<p>第二行</p>',
      author: '小編',
      image_url: null,
      publish_date: '2026-11-20T12:00:00+08:00',
      is_published: false,
    },
  })
  expect(answer.status, answer.text).toBe(201)
  return staffNewsItemSchema.parse(answer.body)
}

/** The article as the editor showed it: its editable fields, what the page sends back as `expected`. */
const shown = (item: StaffNewsItem) => newsEditableFields(item)

describe('PUT /staff/news/{id} with what the page showed', () => {
  it('leaves the fields sent as the page showed them: another staff member’s title stays', async () => {
    const item = await newArticle('原本的標題')
    const { id } = item
    const page = shown(item)
    // B fixes the title (from their own page) while A's page is open.
    expect((await put(id, { ...page, title: 'B 改的標題', expected: page })).status).toBe(200)
    // A fixes a typo in the summary and saves the rest as their page showed it.
    const saved = await put(id, { ...page, summary: 'A 改的摘要', expected: page })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body).toMatchObject({ title: 'B 改的標題', summary: 'A 改的摘要', content: page.content })
    expect(await get(id)).toMatchObject({ title: 'B 改的標題', summary: 'A 改的摘要' })
  })

  it('refuses a field changed on the page and meanwhile with a 409 naming its value now, and writes nothing', async () => {
    const item = await newArticle('衝突前的標題')
    const page = shown(item)
    expect((await put(item.id, { ...page, title: 'B 的標題', publish_date: '2026-11-21T09:30:00+08:00', expected: page })).status).toBe(200)
    const logged = (await updates(item.id)).length

    const refused = await put(item.id, { ...page, title: 'A 的標題', summary: 'A 的摘要', publish_date: '2026-11-22T08:00:00+08:00', expected: page })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({
      title: [changedMeanwhile('B 的標題', CHANGED_BY.news)],
      // The date as staff read it (Taipei time), not an ISO string.
      publish_date: [changedMeanwhile(formatDateTime('2026-11-21T09:30:00+08:00'), CHANGED_BY.news)],
    })
    expect(await get(item.id)).toMatchObject({ title: 'B 的標題', summary: '原本的摘要', publish_date: '2026-11-21T01:30:00.000Z' })
    expect(await updates(item.id)).toHaveLength(logged)

    // Sent again from the page as it is now: saved.
    const now = shown(await get(item.id))
    const saved = await put(item.id, { ...now, title: 'A 的標題', summary: 'A 的摘要', expected: now })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ title: 'A 的標題', summary: 'A 的摘要', publish_date: '2026-11-21T01:30:00.000Z' })
  })

  it('counts a body sent back with CRLF line breaks (as a browser sends a textarea) as untouched', async () => {
    const item = await newArticle('換行的消息')
    const page = shown(item)
    expect(page.content).toContain('\n')
    expect((await put(item.id, { ...page, content: '<p>B 改的內文</p>', expected: page })).status).toBe(200)
    const saved = await put(item.id, { ...page, content: page.content.replaceAll('\n', '\r\n'), title: 'A 改的標題', expected: page })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body).toMatchObject({ title: 'A 改的標題', content: '<p>B 改的內文</p>' })
  })

  it('saves nothing, and logs nothing, when every field is as the page showed it', async () => {
    const item = await newArticle('沒有改的消息')
    const saved = await put(item.id, { ...shown(item), expected: shown(item) })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual(item)
    expect(await updates(item.id)).toEqual([])
  })

  it('without what the page showed, writes the whole article it is sent, as before', async () => {
    const item = await newArticle('舊用法的標題')
    const page = shown(item)
    expect((await put(item.id, { ...page, title: 'B 的標題' })).status).toBe(200)
    const saved = await put(item.id, { ...page, summary: 'A 的摘要' })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ title: '舊用法的標題', summary: 'A 的摘要' })
  })

  it('refuses an `expected` that is not what a page shows, in Chinese', async () => {
    const item = await newArticle('壞的 expected')
    for (const expected of [[], 'x', { title: 5 }, { publish_date: 'tomorrow' }, { price_twd: 1 }]) {
      const answer = await put(item.id, { ...shown(item), expected })
      expect(answer.status, JSON.stringify(expected)).toBe(400)
      expect(JSON.stringify(answer.body)).toContain('「expected」必須是頁面顯示的欄位值。')
    }
  })
})
