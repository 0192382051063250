/**
 * Every paged list answers a bad page number and a page past its last one alike, with a 404 that
 * says so (docs/storefront.md#page-numbers). Found on the demo: a deep search page showed the
 * API's "offset不可大於 1000。", the staff product list read like an outage past its end and showed
 * page 1 for ?page=abc, and a shopper with orders read "您還沒有訂單。" on a page past the last.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { createBrowser } from '#tests/setup/form-sweep.ts'
import { unescapeHtml, useStorefrontApp } from '#tests/setup/storefront-app.ts'

let shop: Awaited<ReturnType<typeof useStorefrontApp>>
let customer: ReturnType<typeof createBrowser>
let staff: ReturnType<typeof createBrowser>
beforeAll(async () => {
  shop = await useStorefrontApp()
  customer = createBrowser(shop.request)
  await customer.logIn('customer@ygo-daigou.tw', 'Shopper#2026demo')
  staff = createBrowser(shop.request)
  await staff.logIn('staff@ygo-daigou.tw', 'Staff#2026demo')
})

const NOT_A_PAGE = ['abc', '0', '1.5', '-1', '100001']
const PAST_THE_END = ['99', '100000']

const lists = () => [
  { name: 'catalogue', browser: null, url: (p: string) => `/products/${p}` },
  { name: 'search', browser: null, url: (p: string) => `/search?q=${encodeURIComponent('ブラック')}&page=${p}` },
  { name: 'search without a query', browser: null, url: (p: string) => `/search?q=&page=${p}` },
  { name: 'news', browser: null, url: (p: string) => `/news?page=${p}` },
  { name: "the shopper's orders", browser: customer, url: (p: string) => `/account/orders?page=${p}` },
  { name: 'staff orders', browser: staff, url: (p: string) => `/staff/orders?page=${p}` },
  { name: 'staff products', browser: staff, url: (p: string) => `/staff/products?page=${p}` },
  { name: 'staff news', browser: staff, url: (p: string) => `/staff/news?page=${p}` },
]

const get = async (browser: ReturnType<typeof createBrowser> | null, url: string) => {
  const response = browser ? await browser.fetchPage(url) : await shop.request(url)
  return { status: response.status, html: unescapeHtml(await response.text()) }
}

describe('page numbers of every list', () => {
  it('page 1 of every list is there', async () => {
    for (const list of lists()) expect((await get(list.browser, list.url('1'))).status, list.name).toBe(200)
  })

  it.each(NOT_A_PAGE)('?page=%s is the 404 page of every list', async (value) => {
    for (const list of lists()) {
      const { status, html } = await get(list.browser, list.url(value))
      expect(status, list.name).toBe(404)
      expect(html, list.name).toContain('找不到這個頁面')
    }
  })

  it.each(PAST_THE_END)('page %s, past the last one, is a 404 that says so', async (value) => {
    for (const list of lists()) {
      const { status, html } = await get(list.browser, list.url(value))
      expect(status, list.name).toBe(404)
      expect(html, list.name).toMatch(/這一頁沒有商品了|這個頁碼超過了最後一頁，這份清單只到第 \d+ 頁。/)
      // What the page says, not its head: a first visit's inline stylesheet has `outline-offset`.
      const body = html.slice(html.indexOf('<body'))
      for (const wrong of ['讀取錯誤', 'offset', '您還沒有訂單', '無法載入商品列表']) expect(body, list.name).not.toContain(wrong)
    }
  })

  it('a search page past the 1000 hits any search counts links back to its real last page', async () => {
    const { estimatedTotalHits } = (await (await shop.request('/api/v1/search/?q=')).json()) as { estimatedTotalHits: number }
    const last = Math.ceil(estimatedTotalHits / 20)
    expect(last).toBeGreaterThan(1)
    const { status, html } = await get(null, `/search?q=&page=52`)
    expect(status).toBe(404)
    expect(html).toContain('這一頁沒有商品了')
    expect(html).toContain(`href="/search?page=${last}"`)
  })
})
