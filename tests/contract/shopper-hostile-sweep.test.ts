/**
 * Hostile input to the calls a logged-in shopper makes (the guest sweep, hostile-sweep.test.ts,
 * stops at their 401): every /me/ call, placing an order, sharing a cart and opening the store
 * map, from the API's route table, with a real order and product. Each query parameter is made
 * hostile, and each valid body one field at a time. Whatever comes in, nothing answers 5xx.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { shareCartBodySchema } from '#backend/contract/cart.ts'
import { restockAlertInput } from '#backend/contract/restock-alerts.ts'
import { createOrderSchema, messageSchema } from '#backend/orders/order-input.ts'
import { apiEndpoints } from '#tests/setup/api-routes.ts'
import { serverErrors, sweepCalls } from '#tests/setup/hostile-values.ts'
import { call, newCustomer, pickStore, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let shopper: Awaited<ReturnType<typeof newCustomer>>
const ids: Record<string, string> = {}
let valid: Record<string, Record<string, unknown>>

beforeAll(async () => {
  const { api: a, handle } = await useTestShopApi({ auth: { secret: TEST_SECRET } })
  api = a
  shopper = await newCustomer(handle.db)
  const { storeId, storeName } = await pickStore(api, shopper.token)
  const listed = (await call(api, 'GET', '/products/?page=1')).body.results as Array<{ product_code: string; internal_stock: number }>
  const code = listed.find((p) => p.internal_stock > 5)!.product_code
  ids.productCode = code
  valid = {
    order: {
      recipient_name: '陳小華', recipient_phone: '0912345678', recipient_email: 'buyer@example.tw',
      store_id: storeId, store_name: storeName, items: [{ product_code: code, quantity: 1 }],
    },
    message: { message_content: '請問何時出貨？' },
    restockAlert: { product_code: code },
    shareCart: { items: [{ product_code: code, quantity: 1, price_twd: 100 }] },
  }
  const placed = await call(api, 'POST', '/orders/', { token: shopper.token, json: valid.order })
  expect(placed.status).toBe(201)
  ids.orderNumber = placed.body.order_number
})

describe('hostile input to the calls of a logged-in shopper', () => {
  it('has a valid body for each of their inputs', () => {
    const schemas = { order: createOrderSchema, message: messageSchema, restockAlert: restockAlertInput, shareCart: shareCartBodySchema }
    for (const [name, schema] of Object.entries(schemas)) expect(schema.safeParse(valid[name]).error, name).toBeUndefined()
  })

  it('no call answers a 5xx', { timeout: 180_000 }, async () => {
    const endpoints = ['/me/', '/orders', '/cart/share', '/ecpay/map-parameters'].flatMap((prefix) =>
      apiEndpoints(api, prefix, (name) => ids[name] ?? '1'),
    )
    expect(endpoints.length).toBeGreaterThan(6)
    const answers = await sweepCalls(api, endpoints, {
      token: shopper.token,
      queryKeys: ['page', 'q', 'product_code'],
      validBodies: Object.values(valid),
    })
    expect(answers.length).toBeGreaterThan(500)
    expect(serverErrors(answers)).toEqual([])
  })
})
