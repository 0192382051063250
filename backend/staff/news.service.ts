/**
 * Staff news: every article (drafts and scheduled ones too), and creating, editing and deleting
 * them. The body is cleaned with the shop's news HTML rules before it is stored, and every change
 * is written to the audit log in its own transaction.
 */
import { count, desc, eq } from 'drizzle-orm'
import { formatDateTime } from '../contract/format-date.ts'
import { sanitizeNewsHtml } from '../contract/news-html.ts'
import { CHANGED_BY } from '../contract/stale-edit.ts'
import {
  NEWS_SHOWN,
  newsEditableFields,
  STAFF_NEWS_MESSAGES,
  STAFF_NEWS_PAGE_SIZE,
  type NewsEditableField,
  type StaffNewsItem,
  type StaffNewsPage,
  type staffNewsEditInput,
  type staffNewsInput,
} from '../contract/staff-news.ts'
import type { Database, Executor } from '../db/database.ts'
import { once, type OnceKey } from '../db/idempotency.ts'
import { news } from '../db/schema.ts'
import { invalidInput, notFound } from '../http/api-error.ts'
import { shownValue, unlessUntouched } from '../lib/unless-untouched.ts'
import { recordAudit } from './audit.ts'
import type { z } from 'zod'
import { toNewsJson } from '../news/news.service.ts'

type NewsRow = typeof news.$inferSelect
type NewsInput = z.output<typeof staffNewsInput>
type NewsEditInput = z.output<typeof staffNewsEditInput>

const NOT_FOUND = '找不到這則消息。'

function toStaffJson(row: NewsRow): StaffNewsItem {
  return { ...toNewsJson(row), is_published: row.isPublished, created_at: row.createdAt.toISOString() }
}

/** The body to store: cleaned, and refused when cleaning left nothing to read. */
function cleanContent(html: string) {
  const content = sanitizeNewsHtml(html).trim()
  const readable = content.replace(/<(?!img\b)[^>]*>/gi, '').replace(/&nbsp;/g, ' ').trim()
  if (!readable) throw invalidInput({ content: [STAFF_NEWS_MESSAGES.contentEmptyAfterClean] })
  return content
}

/** The columns to store of the fields given: a whole article, or an edit's (a field left out stays as it is). */
function toColumns(input: NewsInput): typeof news.$inferInsert
function toColumns(input: Partial<NewsInput>): Partial<typeof news.$inferInsert>
function toColumns(input: Partial<NewsInput>): Partial<typeof news.$inferInsert> {
  return {
    title: input.title,
    summary: input.summary,
    content: input.content === undefined ? undefined : cleanContent(input.content),
    imageUrl: input.image_url,
    author: input.author,
    publishDate: input.publish_date,
    isPublished: input.is_published,
  }
}

/** Newest publish date first, drafts and scheduled articles included. */
export async function listAllNews(db: Database, page: number): Promise<StaffNewsPage> {
  const offset = (page - 1) * STAFF_NEWS_PAGE_SIZE
  const [rows, [total]] = await Promise.all([
    db.select().from(news).orderBy(desc(news.publishDate), desc(news.id)).limit(STAFF_NEWS_PAGE_SIZE).offset(offset),
    db.select({ n: count() }).from(news),
  ])
  const n = total?.n ?? 0
  if (page > 1 && offset >= n) throw notFound('無效的頁碼：超過最後一頁。')
  return { results: rows.map(toStaffJson), count: n }
}

async function findNews(db: Executor, id: number, lock = false) {
  const query = db.select().from(news).where(eq(news.id, id)).limit(1)
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound(NOT_FOUND)
  return row
}

export async function staffNewsItem(db: Database, id: number): Promise<StaffNewsItem> {
  return toStaffJson(await findNews(db, id))
}

/**
 * A new article. With a one-time key (db/idempotency.ts) the same article sent again (a double
 * submit, the browser's resend) answers the first one (`created` false) instead of a second copy.
 */
export async function createNews(db: Database, input: NewsInput, actorId: number, onceKey?: OnceKey) {
  const values = toColumns(input)
  return db.transaction((tx) =>
    once(tx, onceKey, async (): Promise<StaffNewsItem> => {
      const [row] = await tx.insert(news).values(values).returning()
      const item = toStaffJson(row!)
      await recordAudit(tx, { actorId, action: 'news.create', entityType: 'news', entityId: item.id, after: item })
      return item
    }),
  )
}

/** A field's value now as a "changed meanwhile" message names it: the date in Taipei time, not ISO. */
function shownNow(field: NewsEditableField, value: unknown) {
  if (field === 'publish_date') return formatDateTime(String(value))
  if (field === 'is_published') return value ? NEWS_SHOWN.published : NEWS_SHOWN.draft
  return shownValue(value)
}

/**
 * Saves the edit. With `expected` (what the editing page showed), the fields sent as shown are left
 * as they are now and a field changed both there and meanwhile is a 409 (backend/lib/unless-untouched.ts):
 * compared and written under the row's lock, so two staff saving at once each see the other's change.
 */
export async function updateNews(db: Database, id: number, input: NewsEditInput, actorId: number): Promise<StaffNewsItem> {
  const { expected, ...sent } = input
  return db.transaction(async (tx) => {
    const before = toStaffJson(await findNews(tx, id, true))
    const fields = unlessUntouched(sent, expected, newsEditableFields(before), { by: CHANGED_BY.news, show: shownNow })
    // Every field as the page showed it: nothing to write, and nothing to audit.
    if (!Object.keys(fields).length) return before
    const [row] = await tx.update(news).set(toColumns(fields)).where(eq(news.id, id)).returning()
    const item = toStaffJson(row!)
    await recordAudit(tx, { actorId, action: 'news.update', entityType: 'news', entityId: id, before, after: item })
    return item
  })
}

export async function deleteNews(db: Database, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = toStaffJson(await findNews(tx, id, true))
    await tx.delete(news).where(eq(news.id, id))
    await recordAudit(tx, { actorId, action: 'news.delete', entityType: 'news', entityId: id, before })
  })
}
