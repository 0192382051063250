/** A shopper's own orders and their Q&A; another user's order is simply not found. */
import { and, asc, count, desc, eq } from 'drizzle-orm'
import { ORDER_MESSAGES as M, type OrderDetail } from '../contract/orders.ts'
import { ORDER_NUMBER_PATTERN, ORDERS_PAGE_SIZE } from '../contract/order-values.ts'
import type { Database } from '../db/database.ts'
import { once, type OnceKey } from '../db/idempotency.ts'
import { orderItems, orderMessages, orders, orderStatusHistory } from '../db/schema.ts'
import { ApiError, notFound } from '../http/api-error.ts'
import { orderDeposit } from './deposit.ts'

/** How the API names who wrote a message (contract: '顧客' is the customer). */
const SENDER_LABEL = { customer: '顧客', staff: '客服' } as const

export async function listMyOrders(db: Database, userId: number, page: number) {
  const [results, [total]] = await Promise.all([
    db
      .select({
        order_number: orders.orderNumber,
        created_at: orders.createdAt,
        status: orders.status,
        total_amount: orders.totalAmount,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ])
  return {
    results: results.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    count: total?.n ?? 0,
  }
}

/** The id of the user's order with this number; a malformed number never reaches SQL. */
async function ownOrder(db: Database, userId: number, orderNumber: string) {
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw notFound(M.orderNotFound)
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)))
    .limit(1)
  if (!row) throw notFound(M.orderNotFound)
  return row
}

export async function myOrderDetail(
  db: Database,
  userId: number,
  orderNumber: string,
): Promise<OrderDetail> {
  return orderDetailOf(db, await ownOrder(db, userId, orderNumber))
}

/** An order as its shopper sees it (docs/storefront.md#checkout-and-orders); staff see this and more. */
export async function orderDetailOf(
  db: Database,
  order: typeof orders.$inferSelect,
): Promise<OrderDetail> {
  const [items, history] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ])
  return {
    order_number: order.orderNumber,
    current_status: order.status,
    created_at: order.createdAt.toISOString(),
    shipping_fee: order.shippingFee,
    total_amount: order.totalAmount,
    tracking_number: order.trackingNumber,
    recipient_name: order.recipientName,
    recipient_phone: order.recipientPhone,
    recipient_email: order.recipientEmail,
    store_id: order.storeId,
    store_name: order.storeName,
    store_address: order.storeAddress,
    items_total: order.itemsTotal,
    deposit: orderDeposit(order, history),
    items: items.map((i) => ({
      snapshot_name: i.snapshotName,
      snapshot_card_number: i.snapshotCardNumber,
      snapshot_rarity: i.snapshotRarity,
      snapshot_condition: i.snapshotCondition,
      snapshot_language: i.snapshotLanguage,
      snapshot_unit_price_twd: i.snapshotUnitPriceTwd,
      snapshot_image_url: i.snapshotImageUrl || null,
      snapshot_product_code: i.snapshotProductCode,
      quantity: i.quantity,
    })),
    // Oldest first, like the messages; the storefront shows the timeline newest first.
    status_history: history.map((h) => ({
      status: h.status,
      timestamp: h.createdAt.toISOString(),
    })),
  }
}

export const messageJson = (m: typeof orderMessages.$inferSelect) => ({
  id: m.id,
  message_content: m.messageContent,
  sender_type: SENDER_LABEL[m.senderType],
  created_at: m.createdAt.toISOString(),
})

export async function myOrderMessages(db: Database, userId: number, orderNumber: string) {
  const order = await ownOrder(db, userId, orderNumber)
  const rows = await db
    .select()
    .from(orderMessages)
    .where(eq(orderMessages.orderId, order.id))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id))
  return { results: rows.map(messageJson) }
}

/** Enough for any real conversation; stops one shopper from filling the staff's inbox. */
export const MAX_MESSAGES_PER_ORDER = 200

/**
 * The shopper's message on their order. With a one-time key (db/idempotency.ts) the same message
 * sent again (a double tap, the browser's resend) answers the first one instead of posting twice.
 */
export async function postMyOrderMessage(
  db: Database,
  userId: number,
  orderNumber: string,
  content: string,
  onceKey?: OnceKey,
) {
  const order = await ownOrder(db, userId, orderNumber)
  return db.transaction((tx) =>
    once(tx, onceKey, async () => {
      const [sent] = await tx
        .select({ n: count() })
        .from(orderMessages)
        .where(and(eq(orderMessages.orderId, order.id), eq(orderMessages.senderType, 'customer')))
      if ((sent?.n ?? 0) >= MAX_MESSAGES_PER_ORDER)
        throw new ApiError(429, { detail: M.tooManyMessages })
      const [row] = await tx
        .insert(orderMessages)
        .values({
          orderId: order.id,
          senderId: userId,
          senderType: 'customer',
          messageContent: content,
        })
        .returning()
      return messageJson(row!)
    }),
  )
}
