/**
 * Orders for the browser tests, placed through the shop API as the checkout would: log in, open
 * the store map, have "ECPay" reply with a store, post the order.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import { DEMO_CUSTOMER } from './account-fixtures.ts'
import type { MapParameters } from '#backend/contract/orders.ts'
import { storeReply } from '#tests/setup/ecpay-store-reply.ts'

export async function apiLogin(request: APIRequestContext, email = DEMO_CUSTOMER.email, password = DEMO_CUSTOMER.password) {
  const response = await request.post('/api/v1/auth/login/', { data: { email, password } })
  expect(response.status(), await response.text()).toBe(200)
  return { Authorization: `Bearer ${((await response.json()) as { access: string }).access}` }
}

export async function placeOrder(request: APIRequestContext, auth: Record<string, string>, items: Array<{ product_code: string; quantity: number }>) {
  const params = (await (await request.get('/api/v1/ecpay/map-parameters/', { headers: auth })).json()) as MapParameters
  const reply = await request.post('/api/v1/ecpay/store-reply/', { form: storeReply(params), maxRedirects: 0 })
  expect(reply.status()).toBe(303)
  const created = await request.post('/api/v1/orders/', {
    headers: auth,
    data: {
      recipient_name: '陳小明',
      recipient_phone: '0912345678',
      recipient_email: DEMO_CUSTOMER.email,
      store_id: '131386',
      store_name: '鑫忠孝門市',
      items,
    },
  })
  expect(created.status(), await created.text()).toBeLessThan(300)
  return ((await created.json()) as { order_number: string }).order_number
}
