/** Published news: the latest few for the home page, pages of ten, and single articles. */
import { and, count, desc, eq, lte, sql } from 'drizzle-orm'
import type { NewsItem, NewsPage } from '../contract/catalogue.ts'
import { NEWS_LATEST_COUNT, NEWS_PAGE_SIZE } from '../contract/catalogue-values.ts'
import type { Database } from '../db/database.ts'
import { news } from '../db/schema.ts'
import { notFound } from '../http/api-error.ts'

type NewsRow = typeof news.$inferSelect

export function toNewsJson(row: NewsRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    publish_date: row.publishDate.toISOString(),
    summary: row.summary,
    image_url: row.imageUrl,
    content: row.content,
    author: row.author,
  }
}

/**
 * Published and not scheduled for later: the one rule for everything the shop shows of an article
 * (lists, the article, its cover and link-preview pictures). Staff see the rest in /staff/news.
 */
export const visible = () => and(eq(news.isPublished, true), lte(news.publishDate, sql`now()`))

export async function latestNews(db: Database): Promise<NewsItem[]> {
  const rows = await db
    .select()
    .from(news)
    .where(visible())
    .orderBy(desc(news.publishDate), desc(news.id))
    .limit(NEWS_LATEST_COUNT)
  return rows.map(toNewsJson)
}

export async function listNews(db: Database, page: number): Promise<NewsPage> {
  const offset = (page - 1) * NEWS_PAGE_SIZE
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(visible())
      .orderBy(desc(news.publishDate), desc(news.id))
      .limit(NEWS_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(news).where(visible()),
  ])
  const n = total?.n ?? 0
  if (page > 1 && offset >= n) throw notFound('無效的頁碼：超過最後一頁。')
  return { results: rows.map(toNewsJson), count: n }
}

export async function getNews(db: Database, id: number): Promise<NewsItem> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), visible()))
    .limit(1)
  if (!row) throw notFound('找不到這則最新消息。')
  return toNewsJson(row)
}
