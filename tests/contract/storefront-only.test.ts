/**
 * A storefront-only server (BACKEND_URL set): every page reaches the shop API over HTTP
 * (httpTransport), and the browser's own /api/v1 calls (pictures, suggestions) are passed on to
 * it with the front door's own headers. No other test ran the shop this way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csrfPair, firstListedCode, STOREFRONT_ORIGIN, useStorefrontApp } from '#tests/setup/storefront-app.ts'

let shop: Awaited<ReturnType<typeof useStorefrontApp>>
let code: string
beforeAll(async () => {
  shop = await useStorefrontApp({}, {}, { overHttp: true })
  code = await firstListedCode(shop.request)
})
afterAll(() => shop.close())

describe('a storefront-only server', () => {
  it('renders the list and a product from the API over HTTP', async () => {
    const list = await shop.request('/products/1')
    expect(list.status).toBe(200)
    expect((await list.text()).match(/data-testid="product-card"/g)).toHaveLength(20)
    const detail = await shop.request(`/products/1/detail/${code}`)
    expect(detail.status).toBe(200)
    expect(await detail.text()).toContain(`name="product_code" value="${code}"`)
  })

  it('passes the API’s answers on with the request id and the security headers', async () => {
    const answer = await shop.request('/api/v1/products/?page=1')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    const { results } = (await answer.json()) as { results: Array<{ image_url: string | null }> }
    const picture = await shop.request(results.find((p) => p.image_url)!.image_url!)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toMatch(/^image\//)
  })

  it('adds to the cart without JavaScript', async () => {
    const { cookie, token } = await csrfPair(shop.request, code)
    const response = await shop.app.request(`${STOREFRONT_ORIGIN}/cart`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: STOREFRONT_ORIGIN },
      body: new URLSearchParams({ csrf: token, intent: 'add', product_code: code, quantity: '1', redirectTo: '/products/1' }).toString(),
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(`/products/1#product-${code}`)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('cart='))).toBe(true)
  })
})
