/**
 * Every form behind a login, sent as a browser without JavaScript would send it but with one field
 * at a time hostile or left out (tests/setup/form-sweep.ts): the staff pages as staff, the cart,
 * checkout (with a store picked on the map) and account pages as a shopper. Whatever comes in, no page answers 5xx. The staff
 * sweep found news articles and product aliases with NUL answering 502.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { checkoutWithStore, createBrowser, formBody, formMutations, postForms } from '#tests/setup/form-sweep.ts'
import { call, pickStore } from '#tests/setup/order-helpers.ts'
import { type Answered, serverErrors } from '#tests/setup/hostile-values.ts'
import { useStorefrontApp } from '#tests/setup/storefront-app.ts'

let shop: Awaited<ReturnType<typeof useStorefrontApp>>
beforeAll(async () => {
  shop = await useStorefrontApp()
  // An order, so the staff order pages show their forms (move, tracking, reply, cancel).
  const login = await call(shop.api, 'POST', '/auth/login/', { json: { email: 'customer@ygo-daigou.tw', password: 'Shopper#2026demo' } })
  const token = login.body.access as string
  const { storeId, storeName } = await pickStore(shop.api, token)
  const listed = (await call(shop.api, 'GET', '/products/?page=1')).body.results as Array<{ product_code: string; internal_stock: number }>
  const items = [{ product_code: listed.find((p) => p.internal_stock > 5)!.product_code, quantity: 1 }]
  const recipient = { recipient_name: '陳小華', recipient_phone: '0912345678', recipient_email: 'buyer@example.tw' }
  const placed = await call(shop.api, 'POST', '/orders/', { token, json: { ...recipient, store_id: storeId, store_name: storeName, items } })
  expect(placed.status).toBe(201)
})

const VALUES = ['a\u0000b', 'x'.repeat(3_000), '__proto__', '', '-1', '99999999999999999999', '<script>x</script>']

/**
 * Sends every distinct form of the pages with each mutation; returns what came back. `after` sees
 * each answer (the shopper's sweep refills the cart an order has emptied).
 */
async function sweepForms(
  browser: ReturnType<typeof createBrowser>,
  pages: Map<string, string>,
  after: (response: Response) => Promise<void> = async () => {},
) {
  const answers: Answered[] = []
  const swept = new Set<string>()
  for (const [page, html] of pages) {
    for (const form of postForms(page, html)) {
      // The same form on many pages (each product's edit form) is swept once; a new article's
      // empty form and an article's filled one are two (only a filled one gets past validation).
      const action = form.action.replace(/\/[^/?]*\d[^/?]*/g, '/:x')
      const shape = `${action}|${form.fields.map(([name]) => name).join()}|${form.buttons.map(([name, value]) => `${name}=${value}`).join()}`
      if (swept.has(shape) || form.action.includes('logout')) continue
      swept.add(shape)
      for (const { label, fields } of formMutations(form, VALUES)) {
        const response = await browser.fetchPage(form.action, { method: 'POST', ...formBody(fields, form.multipart) })
        answers.push({ label: `${form.action} ${label}`, status: response.status })
        await response.arrayBuffer()
        await after(response)
      }
    }
  }
  return { answers, forms: swept.size }
}

describe('the forms behind a login, each field hostile or missing', () => {
  it('no staff form answers 5xx', { timeout: 240_000 }, async () => {
    const browser = createBrowser(shop.request)
    await browser.logIn('staff@ygo-daigou.tw', 'Staff#2026demo')
    const pages = await browser.crawl(['/staff/orders?group=pending_confirmation', '/staff/products', '/staff/news', '/staff/rules'], ['/staff/'], 30)
    expect(pages.size).toBeGreaterThan(8)
    const { answers, forms } = await sweepForms(browser, pages)
    expect(forms).toBeGreaterThan(5)
    expect(serverErrors(answers)).toEqual([])
  })

  it("no shopper's form answers 5xx", { timeout: 240_000 }, async () => {
    const browser = createBrowser(shop.request)
    await browser.logIn('customer@ygo-daigou.tw', 'Shopper#2026demo')
    // A line in the cart, so the cart and checkout show their forms; again after each order placed.
    // A card of the list, with stock for every order the sweep places.
    const listed = (await call(shop.api, 'GET', '/products/?page=1')).body.results as Array<{ product_code: string; internal_stock: number }>
    const first = listed.find((p) => p.internal_stock > 0)!.product_code
    const staff = await call(shop.api, 'POST', '/auth/login/', { json: { email: 'staff@ygo-daigou.tw', password: 'Staff#2026demo' } })
    const stocked = await call(shop.api, 'PATCH', `/staff/products/${first}`, { token: staff.body.access, json: { internal_stock: 1000 } })
    expect(stocked.status).toBe(200)
    const addToCart = () => browser.addToCart(first)
    expect((await addToCart()).status).toBe(303)
    const pages = await browser.crawl(['/cart', '/checkout', '/account/orders', '/account/restock-alerts'], ['/account/', '/cart', '/checkout'], 12)
    expect(pages.size).toBeGreaterThan(3)
    // Back from the map with a store: the checkout form a shopper places the order with, swept
    // first, while the cart sweep has not yet emptied the cart.
    const withStore = await checkoutWithStore(browser, shop.api)
    expect(withStore.html).toContain('data-testid="picked-store"')
    let ordersPlaced = 0
    const { answers, forms } = await sweepForms(browser, new Map([[withStore.path, withStore.html], ...pages]), async (response) => {
      if (!response.headers.get('Location')?.startsWith('/order/success')) return
      ordersPlaced++
      await (await addToCart()).arrayBuffer()
    })
    expect(forms).toBeGreaterThan(2)
    // The recipient fields reach the API: some hostile values are valid ones ('-1' is a name).
    expect(ordersPlaced).toBeGreaterThan(0)
    expect(serverErrors(answers)).toEqual([])
  })
})
