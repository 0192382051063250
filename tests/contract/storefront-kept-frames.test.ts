/**
 * Catalogue pages send their frame (title, sort, filters, cards, pages) as HTML kept for their
 * address and the shared answers they show (app/lib/catalogue-frame.server.tsx, issue 13): each
 * view carries its own shopper's CSRF token and nothing else of anyone's, and a change of what
 * the page shows is on the very next view. (That the browser hydrates a kept frame is held by
 * every catalogue browser test, which fails on a hydration error.)
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { keepCatalogueFrame } from '#app/lib/catalogue-frame.server.tsx'
import { useRootData } from '#app/lib/root-data.ts'
import { deepFreeze } from '#backend/contract/frozen.ts'
import { csrfPair, unescapeHtml, useStorefrontApp } from '#tests/setup/storefront-app.ts'

let shop: Awaited<ReturnType<typeof useStorefrontApp>>
let code: string
beforeAll(async () => {
  shop = await useStorefrontApp()
  const list = (await (await shop.request('/api/v1/products/?page=1')).json()) as { results: Array<{ product_code: string; internal_stock: number }> }
  code = list.results.find((p) => p.internal_stock > 0)!.product_code
})

const catalogue = (html: string) => html.slice(html.indexOf('<div class="catalogue">'), html.indexOf('</main>'))
const tokenIn = (html: string) => unescapeHtml(/<form action="\/cart" method="post"><input type="hidden" name="csrf" value="([^"]*)"/.exec(html)![1]!)

describe('a kept catalogue frame', () => {
  it.each(['/products/1', '/products/1?rarity=SE&ordering=-price_jpy', `/search?q=${encodeURIComponent('青眼')}`])(
    '%s: every shopper’s view carries its own CSRF token, and the rest of the frame is the same',
    async (path) => {
      const views = []
      for (let i = 0; i < 3; i++) {
        const { cookie, token } = await csrfPair(shop.request, code)
        const html = await (await shop.request(path, { headers: { Cookie: cookie } })).text()
        expect(tokenIn(html)).toBe(token)
        views.push(catalogue(html).replace(/name="csrf" value="[^"]*"/, ''))
      }
      expect(views[0]).toContain('class="product-grid"')
      expect(new Set(views).size).toBe(1)
    },
  )

  it('shows a price change on the very next view', async () => {
    const price = async () => {
      const html = await (await shop.request('/products/1?ordering=-id')).text()
      return /id="product-[^"]+".*?class="price">NT\$([\d,]+)/.exec(catalogue(html))![1]
    }
    const { rows } = await shop.handle.pool.query<{ id: number; price_twd: number }>('select id, price_twd from products where is_active order by id desc limit 1')
    const before = await price()
    expect(await price()).toBe(before)
    await shop.handle.pool.query('update products set price_twd = $2 where id = $1', [rows[0]!.id, rows[0]!.price_twd + 1000])
    try {
      expect(await price()).not.toBe(before)
    } finally {
      await shop.handle.pool.query('update products set price_twd = $2 where id = $1', [rows[0]!.id, rows[0]!.price_twd])
    }
    expect(await price()).toBe(before)
  })

  it('cannot hold a shopper’s data: a frame that reads the root data’s user is refused', async () => {
    const frameTest = 'https://shop.example.tw/products/1?frame-test'
    const ReadsTheShopper = () => createElement('div', { className: 'catalogue' }, String(useRootData()?.user))
    await expect(
      keepCatalogueFrame({ request: new Request(frameTest), url: new URL(frameTest) }, {}, [deepFreeze({})], () => createElement(ReadsTheShopper)),
    ).rejects.toThrow(/only the CSRF token/)
  })
})

describe('an address a kept frame’s own router cannot take', () => {
  it('renders its frame in the page, as before', async () => {
    const path = `/search/detail/${encodeURIComponent('\r\nX')}?q=${encodeURIComponent('青眼')}`
    const response = await shop.request(path)
    expect(response.status).toBeLessThan(500)
    const listed = await shop.request(`/products/1?rarity=SE&x=${encodeURIComponent('\r\n')}`)
    expect(listed.status).toBe(200)
    expect(catalogue(await listed.text())).toContain('class="product-grid"')
  })
})
