/**
 * The answer to a page view that waited too long for its turn under a flood (server/http-app.ts):
 * a 503 a phone can read, that says to try again, instead of a wait that ends in a timeout. No
 * stylesheet file or script: it must cost next to nothing to send.
 */
import { t } from '#app/lib/messages.ts'
import { escapeHtml } from '#backend/contract/html-escape.ts'
import { plainPage } from '#backend/contract/plain-page.ts'

export const BUSY_RETRY_AFTER_SECONDS = 5

// The shop's colours and font (app/styles/app.css) and a 44 px tap target, inline: the page must not wait on the stylesheet.
const STYLE = `body{font:16px/1.6 -apple-system,BlinkMacSystemFont,"PingFang TC","Noto Sans TC","Noto Sans CJK TC","Microsoft JhengHei",system-ui,sans-serif;margin:0;color:#1d1d1f;background:#faf8f5}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.25rem;margin:0 0 .5rem}
a{display:inline-block;margin-top:.5rem;min-height:44px;line-height:44px;padding:0 1.25rem;border-radius:10px;background:#b4232a;color:#fff;text-decoration:none}`

const BUSY_HTML = plainPage({
  title: t.errors.busyTitle,
  style: STYLE,
  body: `<h1>${escapeHtml(t.errors.busyTitle)}</h1><p>${escapeHtml(t.errors.busyBody)}</p><a href="">${escapeHtml(t.errors.reload)}</a>`,
})

export function busyPage(): Response {
  return new Response(BUSY_HTML, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
    },
  })
}
