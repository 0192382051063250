/**
 * The staff news form: the API's own field rules (backend/contract/staff-news.ts) with what only
 * the page has — a ticked box for "published" and the publish time typed as Taipei wall-clock
 * time in <input type="datetime-local">. Taiwan has kept UTC+8 without daylight saving since 1979,
 * so the conversion is a fixed offset.
 */
import { z } from 'zod'
import { newsFieldRules, STAFF_NEWS_MESSAGES, type StaffNewsInput, type StaffNewsItem } from '#backend/contract/staff-news.ts'

const TAIPEI_OFFSET = '+08:00'
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000
const LOCAL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** '2026-11-23T14:30' (Taipei) as an ISO date with its offset, or null when it is no real time. */
export function taipeiLocalToIso(value: string): string | null {
  const match = LOCAL_DATETIME.exec(value)
  if (!match) return null
  const [, y, mo, d, h, mi, s = '00'] = match
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${TAIPEI_OFFSET}`
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  // Date rolls 02-30 over to 03-02; a date that does not read back the same was not a real day.
  return isoToTaipeiLocal(date.toISOString()).slice(0, 16) === `${y}-${mo}-${d}T${h}:${mi}` ? iso : null
}

/** An ISO date as the value of a datetime-local input in Taipei time ('2026-11-23T14:30'). */
export function isoToTaipeiLocal(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Date(date.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 16)
}

export const newsFormSchema = z.object({
  title: newsFieldRules.title,
  // conform leaves an empty field out; the API stores ''.
  summary: newsFieldRules.summary.default(''),
  content: newsFieldRules.content,
  author: newsFieldRules.author.default(''),
  image_url: newsFieldRules.image_url.default(''),
  publish_date: z
    .string({ error: STAFF_NEWS_MESSAGES.publishDate })
    .refine((v) => taipeiLocalToIso(v) !== null, STAFF_NEWS_MESSAGES.publishDate),
  // A checkbox sends 'on' when ticked and nothing otherwise.
  is_published: z.literal('on').optional(),
})
export type NewsFormValue = z.output<typeof newsFormSchema>

/** The form's values as the API's body. */
export function newsFormToInput(value: NewsFormValue): StaffNewsInput {
  return {
    title: value.title,
    summary: value.summary,
    content: value.content,
    author: value.author,
    image_url: value.image_url || null,
    publish_date: taipeiLocalToIso(value.publish_date)!,
    is_published: value.is_published === 'on',
  }
}

/** What the form starts with: an article being edited, or a new one published now. */
export function newsFormDefaults(item: StaffNewsItem | null, now = new Date(), author = '') {
  return {
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    content: item?.content ?? '',
    author: item?.author ?? author,
    image_url: item?.image_url ?? '',
    publish_date: isoToTaipeiLocal(item?.publish_date ?? now.toISOString()),
    is_published: item ? (item.is_published ? 'on' : '') : 'on',
  }
}
