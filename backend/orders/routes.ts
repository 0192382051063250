/** POST /api/v1/orders/ and the shopper's /api/v1/me/orders/* (docs/architecture.md#the-shop-api); all need a login. */
import { Hono } from 'hono'
import { z } from 'zod'
import { requireUser, type AuthEnv } from '../auth/middleware.ts'
import type { Tokens } from '../auth/tokens.ts'
import type { Database } from '../db/database.ts'
import { parseOr400 } from '../http/api-error.ts'
import { readJsonBody } from '../http/body.ts'
import { idempotencyKeyOf, onceKeyOf } from '../http/idempotency-key.ts'
import { positiveInt, parseQueryOr400, single } from '../http/query.ts'
import type { Notifier } from '../notify/notifier.ts'
import { createOrder } from './create-order.service.ts'
import { orderReceivedMail } from './order-mail.ts'
import { createOrderSchema, messageSchema } from './order-input.ts'
import {
  listMyOrders,
  myOrderDetail,
  myOrderMessages,
  postMyOrderMessage,
} from './order-queries.service.ts'

export type OrderDeps = {
  db: Database
  tokens: Tokens
  notifier: Notifier
  log: (message: string) => void
  publicUrl?: string
}

const pageQuery = z.object({ page: single(positiveInt('頁碼', 100_000)) })

export function orderRoutes({ db, tokens, notifier, log, publicUrl }: OrderDeps) {
  return new Hono<AuthEnv>().use('*', requireUser(tokens)).post('/', async (c) => {
    const key = idempotencyKeyOf(c)
    const input = parseOr400(createOrderSchema, await readJsonBody(c.req.raw))
    const order = await createOrder(db, c.get('user').id, input, key)
    if ('lines' in order) {
      // The order stands even if the mail fails; the shopper sees it in the order list anyway.
      notifier
        .sendMail(orderReceivedMail(input.recipient_email, order, publicUrl))
        .catch((error: Error) =>
          log(`[orders] ${order.orderNumber}: order mail failed: ${error.message}`),
        )
    }
    return c.json({ order_number: order.orderNumber }, order.created ? 201 : 200)
  })
}

export function myOrderRoutes({ db, tokens }: OrderDeps) {
  return new Hono<AuthEnv>()
    .use('*', requireUser(tokens))
    .get('/', async (c) => {
      const { page } = parseQueryOr400(pageQuery, c.req.url)
      return c.json(await listMyOrders(db, c.get('user').id, page ?? 1))
    })
    .get('/:orderNumber', async (c) =>
      c.json(await myOrderDetail(db, c.get('user').id, c.req.param('orderNumber'))),
    )
    .get('/:orderNumber/messages', async (c) =>
      c.json(await myOrderMessages(db, c.get('user').id, c.req.param('orderNumber'))),
    )
    .post('/:orderNumber/messages', async (c) => {
      const { message_content } = parseOr400(messageSchema, await readJsonBody(c.req.raw))
      const orderNumber = c.req.param('orderNumber')
      const onceKey = onceKeyOf(c, ['order message', orderNumber, message_content])
      const sent = await postMyOrderMessage(db, c.get('user').id, orderNumber, message_content, onceKey)
      // A repeat with the same key answers the first message, 200 instead of 201 (as checkout).
      return c.json(sent.answer, sent.created ? 201 : 200)
    })
}
