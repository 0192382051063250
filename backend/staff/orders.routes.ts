/** /api/v1/staff/orders/*: the orders board, one order, status moves, tracking, deposit, replies. */
import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthEnv } from '../auth/middleware.ts'
import { ORDER_STATUS_GROUPS } from '../contract/order-status.ts'
import {
  MAX_SEARCH_LENGTH,
  moveStatusInput,
  STAFF_ORDER_MESSAGES as M,
  staffReplyInput,
  trackingInput,
} from '../contract/staff-orders.ts'
import { parseOr400 } from '../http/api-error.ts'
import { readJsonBody } from '../http/body.ts'
import { onceKeyOf } from '../http/idempotency-key.ts'
import { positiveInt, parseQueryOr400, single } from '../http/query.ts'
import { orderBoard } from './orders-board.service.ts'
import {
  cancelOrder,
  changedOrder as changed,
  markDepositReceived,
  moveOrderStatus,
  replyToOrder,
  setTrackingNumber,
} from './order-changes.service.ts'
import { markOrderRead, staffOrderDetail } from './order-detail.service.ts'
import { orderStatusMail, sendAfterCommit, staffReplyMail } from './order-mail.ts'
import { sendRestockMails } from '../restock/restock-mail.ts'
import type { StaffDeps } from './routes.ts'

const boardQuery = z.object({
  group: single(z.enum(['all', ...ORDER_STATUS_GROUPS], { error: M.unknownGroup })),
  q: single(z.string().trim().max(MAX_SEARCH_LENGTH, M.searchTooLong)),
  page: single(positiveInt('頁碼', 100_000)),
})

export function staffOrderRoutes({ db, notifier, log, publicUrl }: StaffDeps) {
  const mailStatus = (order: Parameters<typeof orderStatusMail>[0] & { status: string }) =>
    sendAfterCommit(
      notifier,
      log,
      orderStatusMail(order, order.status, publicUrl),
      order.orderNumber,
    )

  return new Hono<AuthEnv>({ strict: false })
    .get('/', async (c) => {
      const query = parseQueryOr400(boardQuery, c.req.url)
      return c.json(
        await orderBoard(db, {
          group: query.group ?? 'all',
          q: query.q ?? '',
          page: query.page ?? 1,
        }),
      )
    })
    .get('/:orderNumber', async (c) =>
      c.json(await staffOrderDetail(db, c.req.param('orderNumber'))),
    )
    .post('/:orderNumber/read', async (c) => {
      await markOrderRead(db, c.req.param('orderNumber'))
      return c.body(null, 204)
    })
    .post('/:orderNumber/status', async (c) => {
      const input = parseOr400(moveStatusInput, await readJsonBody(c.req.raw))
      const order = await moveOrderStatus(db, c.get('user').id, c.req.param('orderNumber'), input)
      mailStatus(order)
      return c.json(changed(order))
    })
    .post('/:orderNumber/cancel', async (c) => {
      const order = await cancelOrder(db, c.get('user').id, c.req.param('orderNumber'))
      mailStatus(order)
      sendRestockMails(notifier, log, order.restocked, publicUrl)
      return c.json(changed(order))
    })
    .put('/:orderNumber/tracking', async (c) => {
      const { tracking_number } = parseOr400(trackingInput, await readJsonBody(c.req.raw))
      return c.json(
        changed(
          await setTrackingNumber(
            db,
            c.get('user').id,
            c.req.param('orderNumber'),
            tracking_number,
          ),
        ),
      )
    })
    .post('/:orderNumber/deposit', async (c) =>
      c.json(changed(await markDepositReceived(db, c.get('user').id, c.req.param('orderNumber')))),
    )
    .post('/:orderNumber/messages', async (c) => {
      const { message_content } = parseOr400(staffReplyInput, await readJsonBody(c.req.raw))
      const orderNumber = c.req.param('orderNumber')
      const { order, answer, created } = await replyToOrder(
        db,
        c.get('user').id,
        orderNumber,
        message_content,
        onceKeyOf(c, ['staff reply', orderNumber, message_content]),
      )
      // A repeat with the same key answers the first reply (200), which already sent its mail.
      if (!created) return c.json(answer, 200)
      sendAfterCommit(
        notifier,
        log,
        staffReplyMail(order, message_content, publicUrl),
        order.orderNumber,
      )
      return c.json(answer, 201)
    })
}
