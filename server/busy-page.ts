/**
 * The answer to a page the server turns away because its render queue is already long
 * (server/http-app.ts): a 503 a phone can read, that says to try again, instead of a wait that
 * ends in a timeout. No stylesheet or script: it must cost next to nothing to send.
 */
export const BUSY_RETRY_AFTER_SECONDS = 5

const BUSY_HTML = `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>目前人潮眾多</title></head><body><main><h1>目前人潮眾多</h1><p>網站正忙，請稍候幾秒再試一次。購物車裡的商品都還在。</p><p><a href="">重新整理</a></p></main></body></html>`

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
