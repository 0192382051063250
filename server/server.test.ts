/**
 * The compiled server (build/server/shop.js, what `npm start` runs) as a process: it starts on the
 * embedded database, answers /healthz, refuses a production start without a real secret, runs
 * storefront-only with BACKEND_URL, and on SIGTERM finishes open requests, stops its PostgreSQL
 * and exits 0. Needs `npm run build` first (`npm test` does that).
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startCompiledServer as startServer, tempDataDir } from '#tests/setup/compiled-server.ts'

/** A page's answer as it came, compressed. */
function rawBody(url: string, cookie: string) {
  return new Promise<Buffer>((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br', Cookie: cookie } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve(Buffer.concat(chunks)))
      })
      .on('error', reject)
  })
}

// PORT is 0 (any free port), so PUBLIC_URL is a placeholder: these tests only read relative links.
const secret = { SESSION_SECRET: 'server-test-secret-0123456789abcdef0123456789', PUBLIC_URL: 'http://shop.test' }

describe('the shop server', () => {
  it('refuses to start in production without a real SESSION_SECRET, naming it', async () => {
    const server = startServer({ NODE_ENV: 'production', SESSION_SECRET: '', DATA_DIR: tempDataDir() })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/SESSION_SECRET/)
  })

  it('refuses to start in production without PUBLIC_URL, naming it', async () => {
    const server = startServer({ ...secret, NODE_ENV: 'production', PUBLIC_URL: '', DATA_DIR: tempDataDir() })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/PUBLIC_URL/)
  })

  it('serves shop and API, is healthy, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = tempDataDir()
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED_ON_EMPTY: 'true', ...secret })
    const base = await server.ready
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
    const list = (await (await fetch(`${base}/api/v1/products/?page=1`)).json()) as { count: number }
    expect(list.count).toBeGreaterThanOrEqual(300)
    // Production: no demo accounts, so the published demo password logs nobody in, and a
    // client-IP header from outside is replaced by the front door, not believed.
    const login = await fetch(`${base}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shop-Client-Ip': '6.6.6.6' },
      body: JSON.stringify({ email: 'customer@ygo-daigou.tw', password: 'Shopper#2026demo' }),
    })
    expect(login.status).toBe(401)
    expect(server.output()).toContain('No demo accounts in production')
    expect(server.output()).not.toContain('Shopper#2026demo')
    const page = await fetch(`${base}/products/1`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/)
    // Rendered whole (no deferred data) and compressed in one go: a length, not a chunked stream.
    // A first visit carries the stylesheet, compressed ahead and spliced into gzip
    // (server/page-compression.ts); a later page links it and is brotli, unless it carries a kept
    // catalogue frame, compressed ahead too (app/lib/catalogue-frame.server.tsx).
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(Number(page.headers.get('content-length'))).toBeGreaterThan(1000)
    const firstHtml = await page.text()
    expect(firstHtml).toMatch(/<style nonce="[^"]+">[^<]*\.site-header\{/)
    expect(firstHtml).toContain('<html lang="zh-Hant-TW"')
    expect(firstHtml).toMatch(/<\/html>$/)
    const stylesheetCookie = page.headers.getSetCookie().find((c) => c.startsWith('css='))!.split(';')[0]!
    for (const [path, encoding] of [['/terms', 'br'], ['/products/1', 'gzip'], ['/products/1', 'gzip']]) {
      const later = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br', Cookie: stylesheetCookie } })
      expect(later.headers.get('content-encoding'), path).toBe(encoding)
      expect(Number(later.headers.get('content-length'))).toBeGreaterThan(1000)
      const html = await later.text()
      expect(html).toContain('<html lang="zh-Hant-TW"')
      expect(html).toMatch(/<\/html>$/)
    }
    // The same page's end, viewed twice: the second answer splices the encoding the first view's
    // end was sent with (app/lib/recurring-text.server.ts) between its own nonce and token, so
    // the two gzip answers end in the same bytes but for those, where each view deflated its own
    // end before. Measured as the share of the last 3 KB's 48-byte runs found in the other answer.
    const [one, two] = [await rawBody(`${base}/products/1`, stylesheetCookie), await rawBody(`${base}/products/1`, stylesheetCookie)]
    const end = one.subarray(one.length - 3072)
    let shared = 0
    for (let at = 0; at + 48 <= end.length; at += 48) if (two.includes(end.subarray(at, at + 48))) shared++
    expect(shared / Math.floor(end.length / 48)).toBeGreaterThan(0.6)

    // A refused body is not read to its end, so its connection closes: the 413 says so, and the
    // client's next request takes a new connection instead of failing on the closing one.
    for (const [where, type] of [
      ['/cart', 'application/x-www-form-urlencoded'],
      ['/api/v1/products/batch/', 'application/json'],
    ] as const) {
      const refused = await fetch(`${base}${where}`, { method: 'POST', headers: { 'Content-Type': type }, body: 'x'.repeat(2_000_000) })
      expect(refused.status).toBe(413)
      expect(refused.headers.get('connection')).toBe('close')
      await refused.arrayBuffer()
      expect((await fetch(`${base}/healthz`)).status).toBe(200)
    }

    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid')
    expect(fs.existsSync(pidFile)).toBe(true)
    // A request under way when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`${base}/search?q=${encodeURIComponent('マジシャン')}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
    server.child.kill('SIGTERM')
    expect((await inFlight).status).toBe(200)
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('Stopped')
    expect(fs.existsSync(pidFile)).toBe(false)
    await expect(fetch(`${base}/healthz`)).rejects.toThrow()
  }, 60_000)

  it('runs as a storefront only with BACKEND_URL, and says so when the API is unreachable', async () => {
    const server = startServer({ NODE_ENV: 'production', BACKEND_URL: 'http://127.0.0.1:9', DATA_DIR: tempDataDir(), ...secret })
    const base = await server.ready
    expect((await fetch(`${base}/healthz`)).status).toBe(503)
    const page = await fetch(`${base}/products/1`)
    expect(page.status).toBe(503)
    expect(await page.text()).toContain('讀取錯誤：服務暫時無法使用')
    // An error page: the shopper can quote the request, by the id its answer and log line carry.
    const article = await fetch(`${base}/news/1`)
    expect(article.status).toBe(502)
    const requestId = article.headers.get('x-request-id')!
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(await article.text()).toContain(`錯誤代碼：<code id="request-id">${requestId}</code>`)
    // Log lines are written in batches, at the latest a second later (server/logger.ts).
    await expect
      .poll(() => server.output(), { timeout: 5000 })
      .toContain(`"reqId":"${requestId}","method":"GET","path":"/news/1","status":502`)
    const home = await fetch(`${base}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('無法取得最新消息')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 60_000)

  it('maps its stacks to our own TypeScript, the storefront’s too, and leaves the libraries unmapped', () => {
    // What --enable-source-maps reads (server/node-flags.ts); trimmed by server/own-code-source-map.ts.
    const map = JSON.parse(fs.readFileSync(path.join('build', 'server', 'shop.js.map'), 'utf8')) as { sources: string[] }
    expect(map.sources).toContain('../../app/routes/products.tsx')
    expect(map.sources).toContain('../../backend/app.ts')
    expect(map.sources).toContain('../../server/http-app.ts')
    expect(map.sources.filter((source) => source.includes('node_modules') || source.includes(':'))).toEqual([])
  })
})
