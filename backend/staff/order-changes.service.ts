/**
 * What staff change on an order: its status (one step along the flow, docs/product-rules.md#who-moves-an-order), a
 * cancel that gives the stock back, the tracking number, the deposit, a reply in the Q&A. Each
 * runs in one transaction holding the order's row lock, so two staff clicking at once cannot
 * skip or repeat a step, and writes its audit entry in that same transaction.
 */
import { and, eq, sql } from 'drizzle-orm'
import {
  CANCELLABLE_STATUS,
  CANCELLED,
  COMPLETED,
  nextStatus,
  ORDER_FLOW,
  SHIPPED_DOMESTIC,
  takesDeposit,
} from '../contract/order-status.ts'
import { STAFF_ORDER_MESSAGES as M, type MoveStatusInput } from '../contract/staff-orders.ts'
import type { Database, Transaction } from '../db/database.ts'
import { once, type OnceKey } from '../db/idempotency.ts'
import { queryRows } from '../db/query.ts'
import { withRetry } from '../db/retry.ts'
import { orderMessages, orders, orderStatusHistory } from '../db/schema.ts'
import { ApiError, invalidInput } from '../http/api-error.ts'
import { owesDeposit } from '../orders/deposit.ts'
import { fireRestockAlerts, type FiredAlert } from '../restock/restock-alerts.service.ts'
import { recordAudit } from './audit.ts'
import { orderByNumber, type OrderRow } from './order-detail.service.ts'

const conflict = (detail: string) => new ApiError(409, { detail })

/** Runs `change` on the locked order inside a transaction (retried on deadlock). */
function withLockedOrder<T>(
  db: Database,
  orderNumber: string,
  change: (tx: Transaction, order: OrderRow) => Promise<T>,
) {
  return withRetry(() =>
    db.transaction(async (tx) => change(tx, await orderByNumber(tx, orderNumber, true))),
  )
}

/** Sets the new status (compare-and-set on the one it had) and appends the history row. */
async function setStatus(
  tx: Transaction,
  order: OrderRow,
  status: string,
  staffId: number,
  extra: { trackingNumber?: string } = {},
) {
  const moved = await tx
    .update(orders)
    .set({ status, ...extra, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id })
  // Unreachable while the row is locked; kept so a future caller without the lock stays safe.
  if (!moved.length) throw conflict(M.notNextStep(order.status, status))
  const [row] = await tx
    .insert(orderStatusHistory)
    .values({ orderId: order.id, status, changedById: staffId })
    .returning({ createdAt: orderStatusHistory.createdAt })
  return row!.createdAt
}

export async function moveOrderStatus(
  db: Database,
  staffId: number,
  orderNumber: string,
  input: MoveStatusInput,
) {
  if (input.status === CANCELLED) throw invalidInput({ status: [M.useCancel] })
  if (!(ORDER_FLOW as readonly string[]).includes(input.status))
    throw invalidInput({ status: [M.unknownStatus(input.status)] })
  return withLockedOrder(db, orderNumber, async (tx, order) => {
    // Asked again (the page was not fresh): said as done, so nobody 'tries again' one step further.
    if (input.status === order.status) throw conflict(M.alreadyThere(order.status))
    const next = nextStatus(order.status)
    if (next === null) throw conflict(M.finished(order.status))
    if (next !== input.status) throw conflict(M.notNextStep(order.status, input.status))
    const trackingNumber = input.tracking_number ?? order.trackingNumber
    if (input.status === SHIPPED_DOMESTIC && !trackingNumber)
      throw invalidInput({ tracking_number: [M.trackingRequired] })
    // Shipped, the rest is collected at pickup, which takes at most NT$2,000: a deposit owed is paid first.
    if (input.status === SHIPPED_DOMESTIC && owesDeposit(order.itemsTotal) && !order.depositReceivedAt) throw conflict(M.depositFirst)
    const movedAt = await setStatus(
      tx,
      order,
      input.status,
      staffId,
      input.tracking_number ? { trackingNumber: input.tracking_number } : {},
    )
    await recordAudit(tx, {
      actorId: staffId,
      action: 'order.status',
      entityType: 'order',
      entityId: order.orderNumber,
      before: { status: order.status, tracking_number: order.trackingNumber },
      after: { status: input.status, tracking_number: trackingNumber },
    })
    return { ...order, status: input.status, trackingNumber, movedAt }
  })
}

/**
 * Cancels a 待確認 order and puts every line's quantity back on its product's stock. Stock given
 * back is a restock like any other to a shopper waiting for a sold-out card (it can be bought
 * again), so it ends their waiting alerts too: `restocked` is what to mail after the commit.
 */
export async function cancelOrder(db: Database, staffId: number, orderNumber: string) {
  return withLockedOrder(db, orderNumber, async (tx, order) => {
    if (order.status === CANCELLED) throw conflict(M.alreadyThere(order.status))
    if (order.status !== CANCELLABLE_STATUS) throw conflict(M.cannotCancel(order.status))
    const lines = await queryRows<{ product_id: number; product_code: string; quantity: number }>(
      tx,
      sql`select i.product_id, p.product_code, sum(i.quantity)::int as quantity
          from order_items i join products p on p.id = i.product_id
          where i.order_id = ${order.id}
          group by i.product_id, p.product_code
          order by i.product_id`,
    )
    if (lines.length) {
      const ids = lines.map((l) => l.product_id)
      // Product rows are locked in id order, as checkout locks them, so the two never deadlock.
      await queryRows(
        tx,
        sql`select id from products where id = any(${sql.param(ids)}::int[]) order by id for update`,
      )
      for (const line of lines) {
        await queryRows(
          tx,
          sql`update products set internal_stock = internal_stock + ${line.quantity}, updated_at = now()
              where id = ${line.product_id}`,
        )
      }
    }
    const restocked: FiredAlert[] = await fireRestockAlerts(tx, lines.map((l) => l.product_id))
    await setStatus(tx, order, CANCELLED, staffId)
    await recordAudit(tx, {
      actorId: staffId,
      action: 'order.cancel',
      entityType: 'order',
      entityId: order.orderNumber,
      before: { status: order.status },
      after: {
        status: CANCELLED,
        restocked: lines.map((l) => ({ product_code: l.product_code, quantity: l.quantity })),
      },
    })
    return { ...order, status: CANCELLED, restocked }
  })
}

export async function setTrackingNumber(
  db: Database,
  staffId: number,
  orderNumber: string,
  trackingNumber: string,
) {
  return withLockedOrder(db, orderNumber, async (tx, order) => {
    if (order.status === CANCELLED || order.status === COMPLETED)
      throw conflict(M.trackingClosed(order.status))
    await tx
      .update(orders)
      .set({ trackingNumber, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
    await recordAudit(tx, {
      actorId: staffId,
      action: 'order.tracking',
      entityType: 'order',
      entityId: order.orderNumber,
      before: { tracking_number: order.trackingNumber },
      after: { tracking_number: trackingNumber },
    })
    return { ...order, trackingNumber }
  })
}

/**
 * Records the deposit as paid; only for an order that owes one, has not paid it yet, and is
 * established but not completed (docs/product-rules.md#deposit).
 */
export async function markDepositReceived(db: Database, staffId: number, orderNumber: string) {
  return withLockedOrder(db, orderNumber, async (tx, order) => {
    if (!owesDeposit(order.itemsTotal)) throw conflict(M.noDeposit)
    if (order.status === CANCELLED) throw conflict(M.depositCancelled)
    if (order.depositReceivedAt) throw conflict(M.depositAlready)
    if (!takesDeposit(order.status))
      throw conflict(order.status === COMPLETED ? M.depositCompleted : M.depositNotYet)
    const [row] = await tx
      .update(orders)
      .set({ depositReceivedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning({ at: orders.depositReceivedAt })
    await recordAudit(tx, {
      actorId: staffId,
      action: 'order.deposit',
      entityType: 'order',
      entityId: order.orderNumber,
      before: { deposit_received_at: null },
      after: { deposit_received_at: row!.at?.toISOString() ?? null },
    })
    return { ...order, depositReceivedAt: row!.at }
  })
}

/** What a staff change answers: the order and the status it is in now. */
export const changedOrder = (order: { orderNumber: string; status: string }) => ({
  order_number: order.orderNumber,
  status: order.status,
})

/**
 * A staff answer in the order's Q&A; answering also means the customer's messages were read.
 * With a one-time key (db/idempotency.ts) the same reply sent again (a double submit, the
 * browser's resend) answers the first and posts nothing: `created` is false, no second mail.
 */
export async function replyToOrder(
  db: Database,
  staffId: number,
  orderNumber: string,
  content: string,
  onceKey?: OnceKey,
) {
  return withLockedOrder(db, orderNumber, async (tx, order) => {
    const sent = await once(tx, onceKey, async () => {
      const [message] = await tx
        .insert(orderMessages)
        .values({
          orderId: order.id,
          senderId: staffId,
          senderType: 'staff',
          messageContent: content,
        })
        .returning({ id: orderMessages.id })
      await tx
        .update(orders)
        .set({ staffReadAt: sql`now()` })
        .where(eq(orders.id, order.id))
      await recordAudit(tx, {
        actorId: staffId,
        action: 'order.reply',
        entityType: 'order',
        entityId: order.orderNumber,
        after: { message_id: message!.id, message_content: content },
      })
      return changedOrder(order)
    })
    return { order, ...sent }
  })
}
