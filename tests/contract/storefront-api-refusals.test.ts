/**
 * When the API refuses a call for the shopper's own reason (a 4xx: too many tries, bad input),
 * the page answers with that status and the API's words; only the API failing us is a 502. The
 * store map opened too often used to say "try later" as a 502, an outage in the logs and to
 * monitoring, without saying how long to wait (found by storefront-forms-sweep.test.ts).
 */
import { beforeAll, expect, it } from 'vitest'
import { createBrowser, formBody, postForms } from '#tests/setup/form-sweep.ts'
import { TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { unescapeHtml, useStorefrontApp } from '#tests/setup/storefront-app.ts'

let shop: Awaited<ReturnType<typeof useStorefrontApp>>
beforeAll(async () => {
  shop = await useStorefrontApp({}, { auth: { secret: TEST_SECRET, rateRules: { storeMapUser: { points: 1, seconds: 3600 }, shareIp: { points: 1, seconds: 3600 } } } })
})

it('the store map opened too often is a 429 that says how long to wait, the recipient kept', async () => {
  const browser = createBrowser(shop.request)
  await browser.logIn('customer@ygo-daigou.tw', 'Shopper#2026demo')
  expect((await browser.addToCart()).status).toBe(303)
  const open = (name: string) => browser.chooseStore({ recipient_name: name })

  const first = await open('陳小華')
  expect(first.status).toBe(200)
  expect(await first.text()).toContain('name="MerchantTradeNo"')
  const refused = await open('林小美')
  expect(refused.status).toBe(429)
  const page = unescapeHtml(await refused.text())
  expect(page).toMatch(/操作過於頻繁，請於 .+小時後再試。/)
  expect(page).not.toContain('name="MerchantTradeNo"')
  expect(page).toContain('value="林小美"')
})

it("a staff search the API cannot run says why, as a 400, not as the board failing", async () => {
  const browser = createBrowser(shop.request)
  await browser.logIn('staff@ygo-daigou.tw', 'Staff#2026demo')
  const refused = await browser.fetchPage('/staff/orders?q=a%00b')
  expect(refused.status).toBe(400)
  expect(unescapeHtml(await refused.text())).toContain('此欄位含有無效的字元。')
  expect((await browser.fetchPage('/staff/orders?q=a')).status).toBe(200)
})

it('sharing carts too often is a 429 that says how long to wait, as a guest too', async () => {
  const browser = createBrowser(shop.request)
  expect((await browser.addToCart()).status).toBe(303)
  const cart = await (await browser.fetchPage('/cart')).text()
  const share = postForms('/cart', cart).find((form) => form.fields.some(([name, value]) => name === 'intent' && value === 'share'))!
  const post = () => browser.fetchPage('/cart', { method: 'POST', ...formBody(share.fields, false) })
  expect((await post()).headers.get('Location')).toMatch(/^\/cart\?shared=/)
  const refused = await post()
  expect(refused.status).toBe(429)
  expect(unescapeHtml(await refused.text())).toMatch(/操作過於頻繁，請於 .+小時後再試。/)
})
