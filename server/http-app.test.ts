/**
 * The front door's own duties, without a storefront build: every answer carries an X-Request-Id
 * (ours, or a trusted proxy's), one JSON log line per request without the query, the API told
 * the id, and /healthz answering within its bound even when the check hangs.
 */
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { inProcessTransport } from '#app/lib/api/transport.server.ts'
import { parseEnv } from './env.ts'
import { HEALTH_TIMEOUT_MS } from './health.ts'
import { createHttpApp } from './http-app.ts'
import { createLogger } from './logger.ts'

function appWith(settings: Record<string, string>, healthCheck: () => Promise<boolean> = async () => true) {
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
    healthCheck,
    build: async () => {
      throw new Error('no storefront in this test')
    },
    logger: createLogger({ destination }),
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
    const { app, lines } = appWith({}, () => new Promise<boolean>(() => {}))
    const started = performance.now()
    const response = await app.request('http://shop.test/healthz')
    expect(response.status).toBe(503)
    expect(performance.now() - started).toBeLessThan(HEALTH_TIMEOUT_MS + 1_000)
    expect(response.headers.get('x-request-id')).toMatch(UUID)
    expect(lines).toEqual([])
  })
})
