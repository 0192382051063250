/** POST /cart/share/ and GET /cart/share/{id}/ (docs/architecture.md#the-shop-api). */
import { Hono } from 'hono'
import type { RateLimiter } from '../auth/rate-limits.ts'
import { shareCartBodySchema } from '../contract/cart.ts'
import type { Database } from '../db/database.ts'
import { parseOr400 } from '../http/api-error.ts'
import { readJsonBody } from '../http/body.ts'
import { clientIpOf } from '../http/client-ip.ts'
import { createSharedCart, getSharedCart } from './share.service.ts'

export function cartRoutes(db: Database, shares: RateLimiter) {
  return new Hono({ strict: false })
    .post('/share', async (c) => {
      const body = parseOr400(shareCartBodySchema, await readJsonBody(c.req.raw))
      // Counted only for a valid cart: a bad body is refused without using up the allowance.
      await shares.hit(clientIpOf(c.req.raw))
      return c.json(await createSharedCart(db, body), 201)
    })
    .get('/share/:shareId', async (c) => c.json(await getSharedCart(db, c.req.param('shareId'))))
}
