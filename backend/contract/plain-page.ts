/**
 * The shell of the few pages written as plain HTML, not rendered by React: the ECPay store-map
 * pages (backend/ecpay/pages.ts) and the busy page (server/busy-page.ts). Readable on a phone,
 * kept out of search results, with their own inline style (they never wait on a stylesheet file).
 * `title` is text and is escaped here; `style`, `head` and `body` are markup the caller built.
 */
import { escapeHtml } from './html-escape.ts'

export function plainPage({ title, style, body, head = '' }: { title: string; style: string; body: string; head?: string }) {
  return `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style>${head}</head><body><main>${body}</main></body></html>`
}
