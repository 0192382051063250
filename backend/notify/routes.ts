/** GET /api/v1/dev/outbox/: what the outbox "sent", newest first. Mounted only outside production. */
import { Hono } from 'hono'
import { readOutbox } from './outbox.ts'

export function outboxRoutes(dir: string) {
  return new Hono().get('/outbox', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ results: await readOutbox(dir) })
  })
}
