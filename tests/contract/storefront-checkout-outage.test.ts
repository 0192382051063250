/**
 * The checkout while the API cannot give today's product facts (an outage): the page says so, as
 * the cart page does, and a placed order keeps what was typed. Before, every line read as gone:
 * the page said the cart was empty and an order sent the shopper to an empty /cart.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { tCart } from '#app/lib/messages-cart.ts'
import { tCheckout } from '#app/lib/messages-orders.ts'
import { checkoutWithStore, createBrowser, formBody, postForms } from '#tests/setup/form-sweep.ts'
import { useStorefrontApp } from '#tests/setup/storefront-app.ts'

let shop: Awaited<ReturnType<typeof useStorefrontApp>>
let outage = false

beforeAll(async () => {
  const down = () => new Response(JSON.stringify({ detail: 'down' }), { status: 503, headers: { 'Content-Type': 'application/json' } })
  shop = await useStorefrontApp({}, {}, { intercept: (request) => (outage && new URL(request.url).pathname.startsWith('/api/v1/products/batch') ? down() : undefined) })
})

describe('the checkout while product facts cannot be read', () => {
  it('says the sync failed with the cart kept, not that the cart is empty, and an order keeps what was typed', async () => {
    const browser = createBrowser(shop.request)
    await browser.logIn('customer@ygo-daigou.tw', 'Shopper#2026demo')
    await (await browser.addToCart()).arrayBuffer()
    const { path, html } = await checkoutWithStore(browser, shop.api)
    // The checkout form as the page fills it (recipient, picked store, its keys), sent as 確認下單.
    const place = postForms(path, html).find((form) => form.fields.some(([name]) => name === 'recipient_name'))!
    outage = true
    try {
      const page = await browser.fetchPage('/checkout')
      expect(page.status).toBe(503)
      const text = await page.text()
      expect(text).toContain(tCart.sync.failed)
      expect(text).not.toContain(tCheckout.empty)

      // The name corrected just before 確認下單.
      const fields = place.fields.map(([name, value]): [string, string] => [name, name === 'recipient_name' ? '林大明' : value])
      const sent = await browser.fetchPage(place.action, { method: 'POST', ...formBody(fields, false) })
      expect(sent.status).toBe(503)
      const answer = await sent.text()
      expect(answer).toContain(tCart.sync.failed)
      expect(answer).toContain(tCheckout.typedKept)
    } finally {
      outage = false
    }
    // Back up: the cart as it was, the store picked and the name as typed, still to be ordered.
    const again = await (await browser.fetchPage(place.action)).text()
    expect(again).toContain('data-testid="picked-store"')
    expect(again).toContain('value="林大明"')
  })
})
