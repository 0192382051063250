/**
 * The front door's own duties, without a storefront build: every answer carries an X-Request-Id
 * (ours, or a trusted proxy's), one JSON log line per request without the query, the API told
 * the id, /healthz answering within its bound even when the check hangs, and pages rendered a few at
 * a time while the API answers.
 */
import { Writable } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import { inProcessTransport } from '#app/lib/api/transport.server.ts'
import { parseEnv } from './env.ts'
import { HEALTH_TIMEOUT_MS } from './health.ts'
import { BUSY_RETRY_AFTER_SECONDS } from './busy-page.ts'
import { createHttpApp, type HttpAppOptions, PAGE_RENDER_SLOTS } from './http-app.ts'
import { createLogger } from './logger.ts'

/** The app with the given settings; `options` replace the stand-ins (a healthy check, no storefront build). */
function appWith(settings: Record<string, string>, options: Partial<HttpAppOptions> = {}) {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const seenByApi: (string | null)[] = []
  const api = (request: Request) => {
    seenByApi.push(request.headers.get('x-request-id'))
    return new Response('{}', { headers: { 'Content-Type': 'application/json' } })
  }
  const app = createHttpApp({
    env: parseEnv({ NODE_ENV: 'development', LOG_REQUESTS: 'true', ...settings }),
    api,
    transport: inProcessTransport(api),
    healthCheck: async () => true,
    build: async () => {
      throw new Error('no storefront in this test')
    },
    logger: createLogger({ destination }),
    ...options,
  })
  return { app, lines, seenByApi }
}

const UUID = /^[0-9a-f-]{36}$/

describe('the HTTP app', () => {
  it('answers with a request id, logs one line per request without the query, and tells the API the id', async () => {
    const { app, lines, seenByApi } = appWith({})
    const response = await app.request('http://shop.test/api/v1/auth/password/reset/confirm/?token=s3cret-token&code=123456', {
      headers: { 'X-Request-Id': 'from-the-client-0001' },
    })
    const id = response.headers.get('x-request-id')!
    expect(id).toMatch(UUID) // no proxy trusted: the client's id is not taken
    expect(seenByApi).toEqual([id])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', reqId: id, method: 'GET', path: '/api/v1/auth/password/reset/confirm/', status: 200, ms: expect.any(Number) }),
    ])
    expect(JSON.stringify(lines)).not.toMatch(/s3cret|123456/)
  })

  it("keeps a trusted proxy's request id", async () => {
    const { app } = appWith({ TRUST_PROXY: '1' })
    const response = await app.request('http://shop.test/healthz', { headers: { 'X-Request-Id': 'lb-request-0001' } })
    expect(response.headers.get('x-request-id')).toBe('lb-request-0001')
  })

  it('answers /healthz 503 within its bound when the check hangs, with an id and no log line', async () => {
    const { app, lines } = appWith({}, { healthCheck: () => new Promise<boolean>(() => {}) })
    const started = performance.now()
    const response = await app.request('http://shop.test/healthz')
    expect(response.status).toBe(503)
    expect(performance.now() - started).toBeLessThan(HEALTH_TIMEOUT_MS + 1_000)
    expect(response.headers.get('x-request-id')).toMatch(UUID)
    expect(lines).toEqual([])
  })

  // server/render-queue.ts: pages wait their turn, a few at a time; the API and health checks do not.
  it('renders no more pages at once than it has slots, and answers the API while pages wait', async () => {
    let rendering = 0
    let most = 0
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    // React Router reports the failing stand-in build on the console; the statuses below say enough.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { app } = appWith(
      {},
      {
        build: async () => {
          rendering++
          most = Math.max(most, rendering)
          await held
          rendering--
          throw new Error('no storefront in this test')
        },
      },
    )
    const pages = Array.from({ length: PAGE_RENDER_SLOTS + 3 }, (_, n) => app.request(`http://shop.test/products/${n + 1}`))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(rendering).toBe(PAGE_RENDER_SLOTS)
    const api = await app.request('http://shop.test/api/v1/products/')
    expect(api.status).toBe(200)
    release()
    const answers = await Promise.all(pages)
    expect(answers.every((answer) => answer.status === 500)).toBe(true)
    expect(answers).toHaveLength(PAGE_RENDER_SLOTS + 3)
    expect(most).toBe(PAGE_RENDER_SLOTS)
    quiet.mockRestore()
  })

  it('answers a page view that waited too long with a quick 503 and renders the rest, forms included', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let renders = 0
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { app, lines } = appWith(
      {},
      {
        build: async () => {
          renders++
          await held
          throw new Error('no storefront in this test')
        },
        pageQueueMaxWaitMs: 20,
      },
    )
    const post = () =>
      app.request('http://shop.test/cart', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'intent=add',
      })
    // Every slot busy with a form, which is never turned away: page views filling the slots (one
    // starts per turn of the event loop) could wait past the 20 ms on a busy machine and be turned
    // away themselves. Then two page views and a form wait in line past the limit.
    const rendering = Array.from({ length: PAGE_RENDER_SLOTS }, post)
    await vi.waitFor(() => expect(renders).toBe(PAGE_RENDER_SLOTS), { timeout: 5000 })
    const views = [app.request('http://shop.test/products/99'), app.request('http://shop.test/news')]
    const form = post()
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(renders).toBe(PAGE_RENDER_SLOTS)
    release()

    for (const busy of await Promise.all(views)) {
      expect(busy.status).toBe(503)
      expect(busy.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS))
      expect(busy.headers.get('cache-control')).toBe('no-store')
      expect(await busy.text()).toContain('目前人潮眾多')
    }
    expect((await form).status).toBe(500) // rendered (the stand-in build fails), not refused
    expect((await Promise.all(rendering)).map((answer) => answer.status)).toEqual(Array(PAGE_RENDER_SLOTS).fill(500))
    expect(renders).toBe(PAGE_RENDER_SLOTS + 1)
    // A page view that did not wait is rendered.
    expect((await app.request('http://shop.test/products/100')).status).toBe(500)

    await new Promise((resolve) => setTimeout(resolve, 10))
    const warnings = lines.filter((line) => line.msg === 'pages queue full: page views get the busy page')
    expect(warnings).toHaveLength(1) // two pages turned away, one line
    expect(warnings[0]).toMatchObject({ level: 'warn', waitedMs: expect.any(Number) })
    quiet.mockRestore()
  })

  it('renders nothing for a shopper who left while the page waited', async () => {
    let renders = 0
    const { app } = appWith(
      {},
      {
        build: async () => {
          renders++
          throw new Error('no storefront in this test')
        },
      },
    )
    const gone = new AbortController()
    gone.abort('Client connection prematurely closed.')
    const answer = await app.request('http://shop.test/products/1', { signal: gone.signal })
    expect(answer.status).toBe(499)
    expect(renders).toBe(0)
  })
})
