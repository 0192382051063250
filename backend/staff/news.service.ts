/**
 * Staff news: every article (drafts and scheduled ones too), and creating, editing and deleting
 * them. The body is cleaned with the shop's news HTML rules before it is stored, and every change
 * is written to the audit log in its own transaction.
 */
import { count, desc, eq } from 'drizzle-orm'
import { sanitizeNewsHtml } from '../contract/news-html.ts'
import {
  STAFF_NEWS_MESSAGES,
  STAFF_NEWS_PAGE_SIZE,
  type StaffNewsItem,
  type StaffNewsPage,
  type staffNewsInput,
} from '../contract/staff-news.ts'
import type { Database, Executor } from '../db/database.ts'
import { once, type OnceKey } from '../db/idempotency.ts'
import { news } from '../db/schema.ts'
import { invalidInput, notFound } from '../http/api-error.ts'
import { recordAudit } from './audit.ts'
import type { z } from 'zod'
import { toNewsJson } from '../news/news.service.ts'

type NewsRow = typeof news.$inferSelect
type NewsInput = z.output<typeof staffNewsInput>

const NOT_FOUND = '找不到這則消息。'

function toStaffJson(row: NewsRow): StaffNewsItem {
  return { ...toNewsJson(row), is_published: row.isPublished, created_at: row.createdAt.toISOString() }
}

/** The columns to store: the body cleaned, and refused when cleaning left nothing to read. */
function toColumns(input: NewsInput) {
  const content = sanitizeNewsHtml(input.content).trim()
  const readable = content.replace(/<(?!img\b)[^>]*>/gi, '').replace(/&nbsp;/g, ' ').trim()
  if (!readable) throw invalidInput({ content: [STAFF_NEWS_MESSAGES.contentEmptyAfterClean] })
  return {
    title: input.title,
    summary: input.summary,
    content,
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

export async function updateNews(db: Database, id: number, input: NewsInput, actorId: number): Promise<StaffNewsItem> {
  const values = toColumns(input)
  return db.transaction(async (tx) => {
    const before = toStaffJson(await findNews(tx, id, true))
    const [row] = await tx.update(news).set(values).where(eq(news.id, id)).returning()
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
