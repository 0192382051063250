/**
 * An edit sent with `expected` (the fields as the editing page showed them): how a sent value is
 * compared with what the page showed, and the message of a field changed both on the page and,
 * meanwhile, by someone else. The API (backend/lib/unless-untouched.ts) and the storefront's
 * editors (app/lib/stale-edit.server.ts) compare alike.
 */

/** Who may have changed a field while the page was open, as the message names them. */
export const CHANGED_BY = {
  product: '有人下單或其他店員修改',
  news: '其他店員修改',
  rule: '其他店員修改',
} as const

/** A field changed both on the editing page and, meanwhile, elsewhere: its value `now`, and by whom. */
export const changedMeanwhile = (now: string, by: string) => `這個欄位在您開啟頁面後已變成「${now}」（${by}），請確認後再儲存。`

// A browser sends a <textarea>'s line breaks as CRLF whatever the page showed (HTML's form
// submission rules), so a text sent back untouched reads as the same text with LF.
const sameLines = (_key: string, value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value)

/** Whether two field values are the same (as JSON, so a date by its instant; line breaks alike). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a, sameLines) === JSON.stringify(b, sameLines)

/** The refusal of an `expected` that is not the fields as a page showed them. */
export const EXPECTED_INVALID = '「expected」必須是頁面顯示的欄位值。'

/** The fields `names` of a record: what its editing page shows and sends back as `expected`. */
export const shownFields = <T, K extends keyof T>(record: T, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, record[name]])) as Pick<T, K>
