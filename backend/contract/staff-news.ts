/**
 * The staff news calls: the article body staff send (create and edit take the whole article) and
 * what the staff list and item answers look like. The storefront's form schema
 * (app/lib/staff-news-forms.ts) reuses these rules, so both sides say the same thing.
 */
import { z } from 'zod'
import { newsItemSchema } from './catalogue.ts'
import { EXPECTED_INVALID, shownFields } from './stale-edit.ts'

export const NEWS_LIMITS = { title: 120, summary: 300, content: 15_000, author: 60, imageUrl: 500 } as const
export const STAFF_NEWS_PAGE_SIZE = 20

export const STAFF_NEWS_MESSAGES = {
  titleRequired: '請輸入標題。',
  titleTooLong: `標題最多 ${NEWS_LIMITS.title} 個字。`,
  summaryTooLong: `摘要最多 ${NEWS_LIMITS.summary} 個字。`,
  contentRequired: '請輸入內文。',
  contentTooLong: `內文最多 ${NEWS_LIMITS.content.toLocaleString('en-US')} 個字元。`,
  contentEmptyAfterClean: '內文清理後沒有任何內容（不允許的標籤與屬性已移除），請輸入文字。',
  authorTooLong: `作者最多 ${NEWS_LIMITS.author} 個字。`,
  imageUrl: '圖片網址須以 https:// 或 / 開頭（http:// 的圖片會被瀏覽器擋下）。',
  contentHttpImage: (url: string) => `內文的圖片網址須以 https:// 或 / 開頭（http:// 的圖片會被瀏覽器擋下）：${url}`,
  imageUrlTooLong: `圖片網址最多 ${NEWS_LIMITS.imageUrl} 個字元。`,
  publishDate: '請輸入有效的發布時間。',
  published: '發布狀態必須是 true 或 false。',
} as const

const M = STAFF_NEWS_MESSAGES

/** A picture address the article page may put in <img src>: http(s) or our own path, never `//host` or `javascript:`. */
/** https or the shop's own path: what the pages' CSP lets a browser load (server/http-app.ts). */
export const isNewsImageUrl = (value: string) => /^https:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value)

/** The first `<img src="http://…">` of an article body, which a browser blocks on the shop's https pages. */
export const firstHttpImage = (html: string) => /<img\b[^>]*?\bsrc\s*=\s*["']?\s*(http:\/\/[^"'\s>]*)/i.exec(html)?.[1]

/** Field rules shared by the API body and the staff form. */
export const newsFieldRules = {
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(NEWS_LIMITS.title, M.titleTooLong),
  summary: z.string().trim().max(NEWS_LIMITS.summary, M.summaryTooLong),
  content: z
    .string({ error: M.contentRequired })
    .refine((v) => v.trim().length > 0, M.contentRequired)
    .refine((v) => v.length <= NEWS_LIMITS.content, M.contentTooLong)
    // Refused with its address, as the cover is, rather than cleaned away unseen.
    .refine((v) => !firstHttpImage(v), {
      error: (issue) => M.contentHttpImage(typeof issue.input === 'string' ? (firstHttpImage(issue.input) ?? '') : ''),
    }),
  author: z.string().trim().max(NEWS_LIMITS.author, M.authorTooLong),
  image_url: z
    .string()
    .trim()
    .max(NEWS_LIMITS.imageUrl, M.imageUrlTooLong)
    .refine((v) => v === '' || isNewsImageUrl(v), M.imageUrl),
}

/** POST /staff/news/ and PUT /staff/news/{id}/: the whole article. */
export const staffNewsInput = z.object({
  title: newsFieldRules.title,
  summary: newsFieldRules.summary.default(''),
  content: newsFieldRules.content,
  author: newsFieldRules.author.default(''),
  // '' or null: no cover picture.
  image_url: newsFieldRules.image_url
    .nullish()
    .transform((v) => v || null),
  // An ISO date with its offset (the storefront sends Taipei time as +08:00).
  publish_date: z.iso.datetime({ offset: true, error: M.publishDate }).transform((v) => new Date(v)),
  is_published: z.boolean({ error: M.published }),
})
export type StaffNewsInput = z.input<typeof staffNewsInput>

/** An article's fields staff edit, as the API's answers name them. */
export const NEWS_EDITABLE_FIELDS = ['title', 'summary', 'content', 'image_url', 'author', 'publish_date', 'is_published'] as const
export type NewsEditableField = (typeof NEWS_EDITABLE_FIELDS)[number]

/** Each editable field as an answer shows it; a date read as its instant, whatever its offset. */
const shownField = {
  title: z.string({ error: EXPECTED_INVALID }),
  summary: z.string({ error: EXPECTED_INVALID }),
  content: z.string({ error: EXPECTED_INVALID }),
  image_url: z.string({ error: EXPECTED_INVALID }).nullable(),
  author: z.string({ error: EXPECTED_INVALID }),
  publish_date: z.iso.datetime({ offset: true, error: EXPECTED_INVALID }).transform((v) => new Date(v)),
  is_published: z.boolean({ error: EXPECTED_INVALID }),
} satisfies Record<NewsEditableField, z.ZodType>

/**
 * PUT /staff/news/{id}/: the whole article, and optionally `expected`, the fields as the editing
 * page showed them. A field sent as shown is left as it is now (another staff member may have
 * changed it meanwhile); one changed both there and meanwhile is a 409 naming its value now.
 */
export const staffNewsEditInput = staffNewsInput.extend({
  expected: z.strictObject(shownField, { error: EXPECTED_INVALID }).partial().optional(),
})
export type StaffNewsEditInput = z.input<typeof staffNewsEditInput>

export const staffNewsItemSchema = newsItemSchema.extend({
  is_published: z.boolean(),
  created_at: z.string(),
})
export type StaffNewsItem = z.infer<typeof staffNewsItemSchema>

/** An article's editable fields: what the editor shows and sends back as `expected`, and what an edit compares. */
export const newsEditableFields = (item: StaffNewsItem) => shownFields(item, NEWS_EDITABLE_FIELDS)

/** How an article's field reads in a "changed meanwhile" message, where the plain value would not. */
export const NEWS_SHOWN = { published: '已發布', draft: '草稿' } as const

export const staffNewsPageSchema = z.object({
  results: z.array(staffNewsItemSchema),
  count: z.number().int(),
})
export type StaffNewsPage = z.infer<typeof staffNewsPageSchema>
