import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { jsonTextOf } from '../contract/json-text.ts'
import { keepJsonText } from './keep-json-text.ts'

/** The same routes with and without the middleware, so its answers can be held against Hono's own. */
function appWith(middleware: boolean) {
  const app = new Hono()
  if (middleware) app.use('*', keepJsonText)
  app.onError((_, c) => c.json({ detail: '伺服器發生錯誤' }, 500))
  app.get('/plain', (c) => c.json({ name: '青眼の白龍', price: 1200 }))
  app.get('/status', (c) => c.json({ detail: '找不到' }, 404, { 'Cache-Control': 'no-store' }))
  app.get('/init', (c) => c.json({ ok: true }, { status: 201, headers: { 'X-Shop': 'yes' } }))
  app.get('/typed', (c) => c.json({ title: 'x' }, 400, { 'Content-Type': 'application/problem+json' }))
  app.get('/text', (c) => c.text('not JSON'))
  app.get('/throws', () => {
    throw new Error('boom')
  })
  return app
}

const answer = async (response: Response) => ({
  status: response.status,
  headers: [...response.headers.entries()],
  body: await response.text(),
})

describe('keepJsonText', () => {
  it('answers exactly as Hono’s c.json does, and attaches the very text of the body', async () => {
    const kept = appWith(true)
    const plain = appWith(false)
    for (const path of ['/plain', '/status', '/init', '/typed', '/throws']) {
      const response = await kept.request(path)
      const hono = await answer(await plain.request(path))
      expect(await answer(response), path).toEqual(hono)
      expect(jsonTextOf(response), path).toBe(hono.body)
    }
  })

  it('attaches nothing to other answers, nor without the middleware', async () => {
    expect(jsonTextOf(await appWith(true).request('/text'))).toBeUndefined()
    expect(jsonTextOf(await appWith(false).request('/plain'))).toBeUndefined()
  })
})
