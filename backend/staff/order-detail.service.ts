/**
 * One order as staff see it: everything its shopper sees, plus the customer account, who moved
 * it when, the Q&A with what is unread, the deposit and the steps staff may take next.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { CANCELLABLE_STATUS, nextStatus, SHIPPED_DOMESTIC } from '../contract/order-status.ts'
import { ORDER_NUMBER_PATTERN } from '../contract/order-values.ts'
import { STAFF_ORDER_MESSAGES as M, type StaffOrderDetail } from '../contract/staff-orders.ts'
import type { Database, Executor } from '../db/database.ts'
import { orderMessages, orders, orderStatusHistory, users } from '../db/schema.ts'
import { notFound } from '../http/api-error.ts'
import { messageJson, orderDetailOf } from '../orders/order-queries.service.ts'

export type OrderRow = typeof orders.$inferSelect

/** How staff pages name a person: family name first, as in Taiwan; the e-mail when unnamed. */
export const personName = (u: { lastName: string; firstName: string; email: string }) =>
  `${u.lastName}${u.firstName}`.trim() || u.email

/** The order with this number (locked for the transaction when `forUpdate`), or a 404. */
export async function orderByNumber(db: Executor, orderNumber: string, forUpdate = false) {
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw notFound(M.orderNotFound)
  const query = db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound(M.orderNotFound)
  return row
}

export async function staffOrderDetail(
  db: Database,
  orderNumber: string,
): Promise<StaffOrderDetail> {
  const order = await orderByNumber(db, orderNumber)
  const [shopperView, [customer], history, messages] = await Promise.all([
    orderDetailOf(db, order),
    db.select().from(users).where(eq(users.id, order.userId)),
    db
      .select({ h: orderStatusHistory, by: users })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.changedById))
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db
      .select()
      .from(orderMessages)
      .where(eq(orderMessages.orderId, order.id))
      .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id)),
  ])
  const readAt = order.staffReadAt?.getTime() ?? -Infinity
  const next = nextStatus(order.status)
  return {
    ...shopperView,
    customer: {
      id: order.userId,
      name: customer ? personName(customer) : '',
      email: customer?.email ?? '',
      phone_number: customer?.phoneNumber ?? '',
    },
    status_history: history.map(({ h, by }) => ({
      status: h.status,
      timestamp: h.createdAt.toISOString(),
      changed_by: by ? { id: by.id, name: personName(by) } : null,
    })),
    messages: messages.map((m) => ({
      ...messageJson(m),
      unread: m.senderType === 'customer' && m.createdAt.getTime() > readAt,
    })),
    next_statuses: next ? [next] : [],
    can_cancel: order.status === CANCELLABLE_STATUS,
    tracking_required: next === SHIPPED_DOMESTIC && !order.trackingNumber,
    staff_read_at: order.staffReadAt?.toISOString() ?? null,
  }
}

/** Staff opened the order: its customer messages so far count as read. */
export async function markOrderRead(db: Database, orderNumber: string) {
  const order = await orderByNumber(db, orderNumber)
  await db
    .update(orders)
    .set({ staffReadAt: sql`now()` })
    .where(eq(orders.id, order.id))
}
