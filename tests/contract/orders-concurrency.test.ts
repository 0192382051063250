/**
 * Never oversold (docs/product-rules.md#stock-reservation), on the real PostgreSQL: 50 shoppers order the last 10
 * copies at once; exactly 10 orders stand and the stock ends at 0.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import type { Database } from '#backend/db/database.ts'
import { orderItems, products } from '#backend/db/schema.ts'
import { insertProducts } from '#tests/setup/catalogue-fixtures.ts'
import { call, newCustomer, pickStore, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let db: Database

beforeAll(async () => {
  const { api: a, handle } = await useTestShopApi({ auth: { secret: TEST_SECRET } })
  api = a
  db = handle.db
})

it('50 parallel orders for a product with stock 10: exactly 10 succeed, stock ends at 0', async () => {
  const [hot, other] = await insertProducts(db, [
    { baseName: '灰流麗', cardNumber: 'HOT-JP001', stock: 10 },
    { baseName: '屋敷童', cardNumber: 'HOT-JP002', stock: 500 },
  ])
  const buyers = await Promise.all(Array.from({ length: 10 }, () => newCustomer(db)))
  for (const b of buyers) await pickStore(api, b.token)
  const attempts = Array.from({ length: 50 }, (_, i) => {
    const buyer = buyers[i % buyers.length]!
    // Half the orders also take another product first, so rows are locked in mixed orders.
    const items =
      i % 2
        ? [
            { product_code: other!.productCode, quantity: 1 },
            { product_code: hot!.productCode, quantity: 1 },
          ]
        : [{ product_code: hot!.productCode, quantity: 1 }]
    return () =>
      call(api, 'POST', '/orders/', {
        token: buyer.token,
        json: {
          recipient_name: '林小美',
          recipient_phone: '0987654321',
          recipient_email: 'm@example.tw',
          store_id: '131386',
          store_name: '鑫忠孝門市',
          items,
        },
      })
  })
  const started = performance.now()
  const answers = await Promise.all(attempts.map((attempt) => attempt()))
  const ms = performance.now() - started
  console.log(`[concurrency] 50 parallel orders on stock 10: ${ms.toFixed(0)} ms`)

  const ok = answers.filter((a) => a.status === 201)
  const refused = answers.filter((a) => a.status === 400)
  expect(ok).toHaveLength(10)
  expect(refused).toHaveLength(40)
  for (const r of refused) expect(r.body.items[0]).toContain('灰流麗')
  const [row] = await db
    .select({ stock: products.internalStock })
    .from(products)
    .where(eq(products.id, hot!.id))
  expect(row!.stock).toBe(0)
  const sold = await db
    .select({ q: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.productId, hot!.id))
  expect(sold.reduce((s, r) => s + r.q, 0)).toBe(10)
  // Refused orders took nothing from the other product either.
  const [rest] = await db
    .select({ stock: products.internalStock })
    .from(products)
    .where(eq(products.id, other!.id))
  const otherSold =
    ok.length &&
    (
      await db
        .select({ q: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.productId, other!.id))
    ).length
  expect(rest!.stock).toBe(500 - otherSold)
})
