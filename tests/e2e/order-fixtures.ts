/**
 * Orders for the browser tests: placed through the shop API as the checkout would (log in, open
 * the store map, have "ECPay" reply with a store, post the order), and the store pick a shopper
 * makes at the checkout.
 */
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { DEMO_CUSTOMER } from './account-fixtures.ts'
import { productToBuy } from './e2e-database.ts'
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

/** A one-item order of the demo shopper's, of the test's own product (its stock put back after). */
export async function oneItemOrder(request: APIRequestContext, slot: number, testInfo: TestInfo) {
  const product = await productToBuy(request, slot, testInfo)
  const orderNumber = await placeOrder(request, await apiLogin(request), [{ product_code: product.product_code, quantity: 1 }])
  await product.restore()
  return { orderNumber, product }
}

/**
 * Picks a store on the stand-in map and comes back with it: in a popup (JS, normal browser), in
 * this window by itself (JS, in-app browser) or after tapping through (no JS).
 */
export async function pickStore(page: Page, flow: 'popup' | 'same-window' | 'no-js') {
  const storeName = /門市/
  if (flow === 'popup') {
    const popupPromise = page.waitForEvent('popup')
    await page.getByRole('button', { name: '選擇 7-ELEVEN 門市' }).click()
    const popup = await popupPromise
    await popup.getByRole('heading', { name: '選擇 7-ELEVEN 取貨門市' }).waitFor()
    // Listening before the pick: the popup may close itself before the click has returned. It
    // must close itself: left open, it shows the checkout while the page under it waits.
    const closed = popup.waitForEvent('close', { timeout: 5_000 })
    await popup.getByRole('button', { name: '選擇此門市' }).first().click()
    await closed
  } else {
    await page.getByRole('button', { name: '選擇 7-ELEVEN 門市' }).click()
    // Without JS the map form waits for a tap; with JS (in-app browser) it goes by itself.
    if (flow === 'no-js') await page.getByRole('button', { name: '前往 7-ELEVEN 電子地圖' }).click()
    await expect(page.getByRole('heading', { name: '選擇 7-ELEVEN 取貨門市' })).toBeVisible()
    await page.getByRole('button', { name: '選擇此門市' }).first().click()
  }
  await expect(page).toHaveURL(/\/checkout\?merchant_trade_no=/)
  await expect(page.getByTestId('picked-store')).toContainText(storeName)
}
