/**
 * Order creation (DESIGN.md section 6): prices from the database, stock reserved for every line
 * or none in one transaction, and one order per Idempotency-Key however often it is sent.
 */
import { and, eq, sql } from 'drizzle-orm'
import { ORDER_MESSAGES as M } from '../contract/orders.ts'
import type { Database, Transaction } from '../db/database.ts'
import { queryRows } from '../db/query.ts'
import { withRetry } from '../db/retry.ts'
import { idempotencyKeys, orderItems, orders, orderStatusHistory } from '../db/schema.ts'
import { usersPickedStore } from '../ecpay/store-selection.service.ts'
import { invalidInput } from '../http/api-error.ts'
import { shippingFee } from '../rules/rules.service.ts'
import { newOrderNumber } from './order-number.ts'
import { mergeLines, type CreateOrderInput } from './order-input.ts'

type ProductRow = {
  id: number
  product_code: string
  name: string
  card_number: string
  rarity: string
  condition: string
  language: string
  price_twd: number
  image_url: string | null
}

export type CreatedOrder = {
  orderNumber: string
  /** False when an earlier request with the same key already made this order. */
  created: boolean
  lines: Array<{ name: string; productCode: string; quantity: number; unitPrice: number }>
  itemsTotal: number
  shippingFee: number
  totalAmount: number
  storeName: string
  storeAddress: string
  createdAt: Date
}

export async function createOrder(
  db: Database,
  userId: number,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
): Promise<CreatedOrder | { orderNumber: string; created: false }> {
  const fee = await shippingFee(db)
  return withRetry(() =>
    db.transaction(async (tx) => {
      if (idempotencyKey) {
        // A second request with this key waits here until the first commits (or rolls back).
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ userId, key: idempotencyKey })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key })
        if (!claimed.length) {
          const [earlier] = await tx
            .select({ orderNumber: orders.orderNumber })
            .from(idempotencyKeys)
            .innerJoin(orders, eq(orders.id, idempotencyKeys.orderId))
            .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)))
          if (earlier) return { orderNumber: earlier.orderNumber, created: false as const }
        }
      }

      const store = await usersPickedStore(tx, userId, input.store_id)
      if (!store) throw invalidInput({ store_id: [M.storeNotPicked] })

      const lines = mergeLines(input.items)
      const products = await productsByCode(
        tx,
        lines.map((l) => l.product_code),
      )
      const missing = lines.filter((l) => !products.has(l.product_code))
      if (missing.length)
        throw invalidInput({ items: missing.map((l) => M.productUnavailable(l.product_code)) })

      // Locks taken in one order (by id) everywhere, so two orders sharing products never deadlock.
      const reserved = lines
        .map((l) => ({ ...l, product: products.get(l.product_code)! }))
        .sort((a, b) => a.product.id - b.product.id)
      const short: string[] = []
      for (const line of reserved) {
        const left = await reserveStock(tx, line.product.id, line.quantity)
        if (left !== true) short.push(M.outOfStock(line.product.name, left))
      }
      // Any short line refuses the whole order; throwing rolls back every reservation made above.
      if (short.length) throw invalidInput({ items: short })

      const itemsTotal = reserved.reduce((sum, l) => sum + l.product.price_twd * l.quantity, 0)
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: newOrderNumber(),
          userId,
          status: '待確認',
          recipientName: input.recipient_name,
          recipientPhone: input.recipient_phone,
          recipientEmail: input.recipient_email,
          storeId: input.store_id,
          storeName: store.name,
          storeAddress: store.address,
          itemsTotal,
          shippingFee: fee,
          totalAmount: itemsTotal + fee,
        })
        .returning({ id: orders.id, orderNumber: orders.orderNumber, createdAt: orders.createdAt })
      await tx.insert(orderItems).values(
        reserved.map(({ product: p, quantity }) => ({
          orderId: order!.id,
          productId: p.id,
          quantity,
          snapshotProductCode: p.product_code,
          snapshotName: p.name,
          snapshotCardNumber: p.card_number,
          snapshotRarity: p.rarity,
          snapshotCondition: p.condition,
          snapshotLanguage: p.language,
          snapshotUnitPriceTwd: p.price_twd,
          snapshotImageUrl: p.image_url ?? '',
        })),
      )
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: order!.id, status: '待確認', changedById: userId })
      if (idempotencyKey)
        await tx
          .update(idempotencyKeys)
          .set({ orderId: order!.id })
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)))
      return {
        orderNumber: order!.orderNumber,
        created: true as const,
        lines: reserved.map((l) => ({
          name: l.product.name,
          productCode: l.product_code,
          quantity: l.quantity,
          unitPrice: l.product.price_twd,
        })),
        itemsTotal,
        shippingFee: fee,
        totalAmount: itemsTotal + fee,
        storeName: store.name,
        storeAddress: store.address,
        createdAt: order!.createdAt,
      }
    }),
  )
}

async function productsByCode(tx: Transaction, codes: string[]) {
  const rows = await queryRows<ProductRow>(
    tx,
    sql`select p.id, p.product_code, c.base_name as name, p.card_number, p.rarity, p.condition, p.language,
               p.price_twd,
               (select i.image_url from product_images i where i.product_id = p.id
                 order by i.is_default desc, i.position, i.id limit 1) as image_url
        from products p join cards c on c.id = p.card_id
        where p.product_code = any(${sql.param(codes)}::text[]) and p.is_active`,
  )
  return new Map(rows.map((r) => [r.product_code, r]))
}

/** Takes q from the stock if that many are left: true, else how many are left (nothing taken). */
async function reserveStock(
  tx: Transaction,
  productId: number,
  quantity: number,
): Promise<true | number> {
  const taken = await queryRows<{ id: number }>(
    tx,
    sql`update products set internal_stock = internal_stock - ${quantity}, updated_at = now()
        where id = ${productId} and internal_stock >= ${quantity} returning id`,
  )
  if (taken.length) return true
  const [row] = await queryRows<{ internal_stock: number }>(
    tx,
    sql`select internal_stock from products where id = ${productId}`,
  )
  return row?.internal_stock ?? 0
}
