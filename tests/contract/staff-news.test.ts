/**
 * The staff news calls: every article (drafts and scheduled too), create, edit, delete; the body
 * cleaned when it is stored; Chinese field errors; scheduled and draft articles kept out of the
 * shop; and an audit row for every change.
 */
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { staffNewsItemSchema, staffNewsPageSchema, STAFF_NEWS_MESSAGES } from '#backend/contract/staff-news.ts'
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

const HOUR = 3_600_000
const article = (over: Record<string, unknown> = {}) => ({
  title: '十一月新卡到貨',
  summary: '本週到貨清單',
  content: '<p>本週到貨：<strong>青眼白龍</strong></p>',
  author: '小編',
  image_url: null,
  publish_date: new Date(Date.now() - HOUR).toISOString(),
  is_published: true,
  ...over,
})

const asStaff = (method: string, path: string, json?: unknown) => call(api, method, path, { token: staff.token, json })

async function create(over: Record<string, unknown> = {}) {
  const answer = await asStaff('POST', '/staff/news/', article(over))
  expect(answer.status, answer.text).toBe(201)
  return staffNewsItemSchema.parse(answer.body)
}

const auditRows = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'news'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))

const publicIds = async () => {
  const page = await call(api, 'GET', '/news/?page=1')
  const latest = await call(api, 'GET', '/news/latest/')
  return {
    list: (page.body.results as Array<{ id: number }>).map((n) => n.id),
    latest: (latest.body.results as Array<{ id: number }>).map((n) => n.id),
  }
}

describe('staff news: create, edit, delete', () => {
  it('creates an article: 201, in the staff list and the shop, audited', async () => {
    const item = await create({ title: '新增測試消息' })
    expect(item).toMatchObject({ title: '新增測試消息', author: '小編', is_published: true, image_url: null })

    const list = staffNewsPageSchema.parse((await asStaff('GET', '/staff/news/?page=1')).body)
    expect(list.results.map((n) => n.id)).toContain(item.id)
    for (let i = 1; i < list.results.length; i++) {
      expect(list.results[i - 1]!.publish_date >= list.results[i]!.publish_date).toBe(true)
    }

    const shown = await call(api, 'GET', `/news/${item.id}/`)
    expect(shown.status).toBe(200)
    expect(shown.body.title).toBe('新增測試消息')

    const [row] = await auditRows(item.id)
    expect(row).toMatchObject({ actorId: staff.id, action: 'news.create', before: null })
    expect(row!.after).toMatchObject({ id: item.id, title: '新增測試消息' })
  })

  it('creates an article once per Idempotency-Key: a repeat answers the first (200), another key makes another', async () => {
    const title = `只送一次的消息 ${Date.now()}`
    // One form's values, sent again as they are (article() dates each call anew).
    const sent = article({ title })
    const post = (key?: string, over: Record<string, unknown> = {}) =>
      call(api, 'POST', '/staff/news/', { token: staff.token, json: { ...sent, ...over }, headers: key ? { 'Idempotency-Key': key } : {} })
    const titled = async () =>
      staffNewsPageSchema.parse((await asStaff('GET', '/staff/news/?page=1')).body).results.filter((n) => n.title === title)

    const [a, b] = await Promise.all([post('news-key-0001'), post('news-key-0001')])
    const c = await post('news-key-0001')
    expect([a.status, b.status].sort()).toEqual([200, 201])
    expect(b.body).toEqual(a.body)
    expect(c).toMatchObject({ status: 200, body: a.body })
    expect(await titled()).toHaveLength(1)
    expect(await auditRows(a.body.id as number)).toHaveLength(1)

    // The same key with another article (an old form changed and sent) is refused, storing nothing.
    const changed = await post('news-key-0001', { summary: '改過的摘要' })
    expect(changed.status).toBe(422)
    expect(changed.body.detail).toBe('這份表單已經送出過了；要送出不同的內容，請重新整理頁面後再送出。')
    // A new form (a new key), and a client sending no key, make another article each time.
    expect((await post('news-key-0002')).status).toBe(201)
    expect((await post()).status).toBe(201)
    expect(await titled()).toHaveLength(3)
    // Another staff member's key is their own.
    const other = await newStaff(db)
    const theirs = await call(api, 'POST', '/staff/news/', { token: other.token, json: sent, headers: { 'Idempotency-Key': 'news-key-0001' } })
    expect(theirs.status).toBe(201)
  })

  it('edits an article: every field replaced, before and after audited', async () => {
    const item = await create({ title: '編輯前' })
    const answer = await asStaff(
      'PUT',
      `/staff/news/${item.id}/`,
      article({ title: '編輯後', summary: '', author: '', image_url: 'https://example.com/a.jpg', content: '<h2>改過了</h2>' }),
    )
    expect(answer.status, answer.text).toBe(200)
    expect(staffNewsItemSchema.parse(answer.body)).toMatchObject({
      id: item.id,
      title: '編輯後',
      summary: '',
      author: '',
      image_url: 'https://example.com/a.jpg',
      content: '<h2>改過了</h2>',
    })
    const fetched = staffNewsItemSchema.parse((await asStaff('GET', `/staff/news/${item.id}/`)).body)
    expect(fetched.title).toBe('編輯後')

    const [row] = await auditRows(item.id)
    expect(row).toMatchObject({ actorId: staff.id, action: 'news.update' })
    expect(row!.before).toMatchObject({ title: '編輯前' })
    expect(row!.after).toMatchObject({ title: '編輯後' })
  })

  it('deletes an article: 204, gone from staff and shop (404), audited with what it was', async () => {
    const item = await create({ title: '將被刪除' })
    const answer = await asStaff('DELETE', `/staff/news/${item.id}/`)
    expect(answer.status).toBe(204)
    expect((await asStaff('GET', `/staff/news/${item.id}/`)).status).toBe(404)
    expect((await call(api, 'GET', `/news/${item.id}/`)).status).toBe(404)
    expect((await asStaff('DELETE', `/staff/news/${item.id}/`)).status).toBe(404)

    const [row] = await auditRows(item.id)
    expect(row).toMatchObject({ actorId: staff.id, action: 'news.delete', after: null })
    expect(row!.before).toMatchObject({ title: '將被刪除' })
  })

  it('unknown or malformed ids: 404 / 400 in Chinese, nothing audited', async () => {
    expect((await asStaff('GET', '/staff/news/999999/')).body).toEqual({ detail: '找不到這則消息。' })
    expect((await asStaff('PUT', '/staff/news/999999/', article())).status).toBe(404)
    expect((await auditRows(999999)).length).toBe(0)
    const bad = await asStaff('GET', '/staff/news/abc/')
    expect(bad.status).toBe(400)
    expect(bad.body.id[0]).toContain('消息編號')
    expect((await asStaff('GET', '/staff/news/?page=0')).status).toBe(400)
  })
})

describe('staff news: the body is cleaned when stored', () => {
  it('removes scripts, event handlers, styles and javascript: links', async () => {
    const dirty = [
      '<p onclick="steal()" style="color:red">哈囉<script>alert(1)</script></p>',
      '<a href="javascript:alert(1)">壞連結</a>',
      '<a href="https://example.com/x" onmouseover="x()">好連結</a>',
      '<img src="x.png" onerror="alert(1)" alt="卡">',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload="alert(1)"><circle/></svg>',
    ].join('')
    const item = await create({ content: dirty })
    for (const stored of [item.content, (await call(api, 'GET', `/news/${item.id}/`)).body.content as string]) {
      expect(stored).not.toMatch(/<script|alert\(|onclick|onerror|onmouseover|onload|javascript:|style=|<iframe|<svg/i)
      expect(stored).toContain('<p>哈囉</p>')
      expect(stored).toContain('好連結')
      expect(stored).toContain('rel="noopener noreferrer nofollow"')
      expect(stored).toContain('<img src="x.png" alt="卡" loading="lazy" />')
    }
  })

  it('an edit is cleaned too', async () => {
    const item = await create()
    const answer = await asStaff('PUT', `/staff/news/${item.id}/`, article({ content: '<p>ok</p><script>x()</script>' }))
    expect(answer.body.content).toBe('<p>ok</p>')
  })

  it('a body that is nothing but removed markup is refused, not stored empty', async () => {
    const answer = await asStaff('POST', '/staff/news/', article({ content: '<script>alert(1)</script><style>p{}</style>' }))
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ content: [STAFF_NEWS_MESSAGES.contentEmptyAfterClean] })
  })
})

describe('staff news: invalid input is a 400 in Chinese, nothing stored', () => {
  it.each([
    ['title', { title: '   ' }, STAFF_NEWS_MESSAGES.titleRequired],
    ['title', { title: '長'.repeat(121) }, STAFF_NEWS_MESSAGES.titleTooLong],
    ['summary', { summary: '長'.repeat(301) }, STAFF_NEWS_MESSAGES.summaryTooLong],
    ['content', { content: '' }, STAFF_NEWS_MESSAGES.contentRequired],
    ['content', { content: 'x'.repeat(15_001) }, STAFF_NEWS_MESSAGES.contentTooLong],
    ['author', { author: '長'.repeat(61) }, STAFF_NEWS_MESSAGES.authorTooLong],
    ['image_url', { image_url: 'javascript:alert(1)' }, STAFF_NEWS_MESSAGES.imageUrl],
    ['image_url', { image_url: '//evil.example/a.png' }, STAFF_NEWS_MESSAGES.imageUrl],
    [
      'content',
      { content: '<p>新卡</p><IMG alt="卡" SRC = "http://example.com/a.jpg">' },
      STAFF_NEWS_MESSAGES.contentHttpImage('http://example.com/a.jpg'),
    ],
    ['publish_date', { publish_date: '明天' }, STAFF_NEWS_MESSAGES.publishDate],
    ['publish_date', { publish_date: '2026-11-23T10:00' }, STAFF_NEWS_MESSAGES.publishDate],
    ['is_published', { is_published: 'yes' }, STAFF_NEWS_MESSAGES.published],
  ])('%s: %j', async (field, over, message) => {
    const title = `無效-${field}-${Math.random()}`
    const answer = await asStaff('POST', '/staff/news/', article({ title, ...over }))
    expect(answer.status).toBe(400)
    expect(answer.body[field]).toEqual([message])
    const list = staffNewsPageSchema.parse((await asStaff('GET', '/staff/news/')).body)
    expect(list.results.some((n) => n.title === title)).toBe(false)
  })

  it('a body that is not JSON is a 400', async () => {
    const answer = await asStaff('POST', '/staff/news/', '{not json')
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe('請求內容不是有效的 JSON。')
  })
})

describe('staff news: drafts and scheduled articles stay out of the shop', () => {
  it('a future publish date hides the article from the list, latest, the article and its pictures until then', async () => {
    const item = await create({ title: '明天才公開', publish_date: new Date(Date.now() + 24 * HOUR).toISOString() })
    const ids = await publicIds()
    expect(ids.list).not.toContain(item.id)
    expect(ids.latest).not.toContain(item.id)
    expect((await call(api, 'GET', `/news/${item.id}/`)).status).toBe(404)
    expect((await call(api, 'GET', `/media/og/news/${item.id}.png`)).status).toBe(404)
    expect((await call(api, 'GET', `/media/news/${item.id}.svg`)).status).toBe(404)
    // Staff still see it.
    const staffList = staffNewsPageSchema.parse((await asStaff('GET', '/staff/news/')).body)
    expect(staffList.results.find((n) => n.id === item.id)).toMatchObject({ is_published: true })

    // Moved to the past, it shows.
    const moved = await asStaff('PUT', `/staff/news/${item.id}/`, article({ title: '明天才公開', publish_date: new Date(Date.now() - 60_000).toISOString() }))
    expect(moved.status).toBe(200)
    expect((await publicIds()).list).toContain(item.id)
    expect((await call(api, 'GET', `/news/${item.id}/`)).status).toBe(200)
  })

  it('a draft (not published) is hidden whatever its date', async () => {
    const item = await create({ title: '草稿', is_published: false })
    expect((await publicIds()).list).not.toContain(item.id)
    expect((await call(api, 'GET', `/news/${item.id}/`)).status).toBe(404)
  })

  it('publish dates keep their offset (Taipei time in, UTC out)', async () => {
    const item = await create({ publish_date: '2026-01-02T08:30:00+08:00' })
    expect(item.publish_date).toBe('2026-01-02T00:30:00.000Z')
  })
})
