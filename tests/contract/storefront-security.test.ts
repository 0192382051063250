/**
 * The storefront over HTTP, tried as an attacker would (issue 6): each test stands for a class of
 * defect that once answered 500, redirected off-site, read unbounded bodies, trusted the Host
 * header or answered a CSRF failure with the wrong page.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { csrfPair, STOREFRONT_ORIGIN, useStorefrontApp } from '#tests/setup/storefront-app.ts'

const CODE = 'QCCU-JP001-UR-S'
let shop: Awaited<ReturnType<typeof useStorefrontApp>>
let product: string
beforeAll(async () => {
  shop = await useStorefrontApp()
  const list = (await (await shop.request('/api/v1/products/?page=1')).json()) as {
    results: Array<{ product_code: string; internal_stock: number }>
  }
  product = list.results.find((p) => p.internal_stock > 0)!.product_code
})

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const formHeaders = (cookie: string, extra: Record<string, string> = {}) => ({
  'Content-Type': 'application/x-www-form-urlencoded',
  Cookie: cookie,
  ...extra,
})

describe('request values that name Object.prototype keys', () => {
  it.each([
    '/products/1?condition=__proto__',
    '/products/1?condition=toString&rarity=constructor&category=hasOwnProperty',
    '/products/1.data?condition=__proto__',
    `/products/1/detail/${CODE}?condition=__proto__`,
    '/search?q=a&condition=__proto__',
    '/search?q=a&ordering=__proto__',
    '/products/1?__proto__=1&constructor=x&toString=y',
  ])('%s is not a server error', async (path) => {
    expect((await shop.request(path)).status).toBeLessThan(500)
  })

  it('the API reads ?__proto__= and ?toString= as ordinary parameters', async () => {
    for (const path of ['/api/v1/products/?toString=1', '/api/v1/products/?__proto__=1', '/api/v1/search/?hasOwnProperty=x&q=a']) {
      expect((await shop.request(path)).status, path).toBe(200)
    }
  })
})

describe('ids past a 32-bit integer', () => {
  it.each(['/api/v1/media/news/2147483648.svg', '/api/v1/news/2147483648/', '/api/v1/media/news/1e3.svg', '/news/2147483648'])(
    '%s is a 4xx, never reaching SQL',
    async (path) => {
      const response = await shop.request(path)
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    },
  )
})

describe('the cart form redirect', () => {
  it.each([
    ['/%09/evil.example', '/%09/evil.example'],
    ['/\t/evil.example', '/products/1'],
    ['/\t\\evil.example', '/products/1'],
    ['//evil.example', '/products/1'],
    ['https://evil.example/', '/products/1'],
    ['/x\r\nSet-Cookie: a=b', '/products/1'],
    ['/\u0100\u4e00', '/%C4%80%E4%B8%80'],
    ['/' + 'a'.repeat(100_000), '/products/1'],
    // An address with its own fragment is kept as it is.
    ['/products/2#top', '/products/2#top'],
  ])('redirectTo %j sends the shopper to %j on this shop', async (redirectTo, safePath) => {
    // An add from a list comes back to the product's card on it.
    const expected = safePath.includes('#') ? safePath : `${safePath}#product-${product}`
    const { cookie, token } = await csrfPair(shop.request, product)
    const body = form({ csrf: token, intent: 'add', product_code: product, quantity: '1', redirectTo })
    // The long value needs more than the form cap; it is the redirect that must not echo it.
    const response = await shop.app.request(`${STOREFRONT_ORIGIN}/cart`, {
      method: 'POST',
      headers: formHeaders(cookie),
      body: redirectTo.length > 10_000 ? form({ csrf: token, intent: 'add', product_code: product, quantity: '1', redirectTo: redirectTo.slice(0, 1200) }) : body,
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(redirectTo.length > 10_000 ? `/products/1#product-${product}` : expected)
  })

  it('the modal’s form (stay=1) comes back to the modal as it is, and its address is checked all the same', async () => {
    const { cookie, token } = await csrfPair(shop.request, product)
    const cases: Array<[redirectTo: string, location: string]> = [
      ['/products/1/detail/X-1?rarity=SE', '/products/1/detail/X-1?rarity=SE'],
      ['//evil.example/products/1/detail/X-1', '/products/1'],
    ]
    for (const [redirectTo, location] of cases) {
      const response = await shop.app.request(`${STOREFRONT_ORIGIN}/cart`, {
        method: 'POST',
        headers: formHeaders(cookie),
        body: form({ csrf: token, intent: 'add', product_code: product, quantity: '1', redirectTo, stay: '1' }),
      })
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe(location)
    }
  })
})

describe('form body size', () => {
  it('refuses a form bigger than 16 KB with 413 before reading it, with a Chinese message', async () => {
    const response = await shop.request('/cart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form({ intent: 'add', pad: 'x'.repeat(20_000) }),
    })
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('請求內容過大')
  })

  it('counts a body without Content-Length (chunked) too', async () => {
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 30 MB if nobody stops reading; the cap must stop long before.
        if (sent >= 30 * 1024 * 1024) return controller.close()
        sent += 64 * 1024
        controller.enqueue(new Uint8Array(64 * 1024).fill(120))
      },
    })
    const response = await shop.request('/cart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(1024 * 1024)
  })

  it('the API answers an oversized JSON body with 413', async () => {
    const response = await shop.request('/api/v1/products/batch/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ product_codes: [CODE], pad: 'x'.repeat(70_000) }),
    })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { detail: string }).detail).toContain('過大')
  })
})

describe('a CSRF failure', () => {
  it('without JS: the cart page shows the expired-form message, status 403', async () => {
    const response = await shop.request('/cart', {
      method: 'POST',
      headers: formHeaders(''),
      body: form({ intent: 'add', product_code: product, quantity: '1', redirectTo: '/products/1' }),
    })
    expect(response.status).toBe(403)
    expect(await response.text()).toMatch(/role="alert"><p>表單已過期，請重新整理頁面後再試一次。<\/p>/)
  })

  it('with JS: the cart action answers its normal failure shape', async () => {
    const { token } = await csrfPair(shop.request, product)
    const response = await shop.request('/cart.data', {
      method: 'POST',
      headers: formHeaders(''),
      body: form({ csrf: token, intent: 'add', product_code: product, quantity: '1' }),
    })
    expect(response.status).toBe(403)
    const text = await response.text()
    expect(text).toContain('表單已過期')
    expect(text).toContain('"ok",false')
  })

  it('a form posted from another site is refused even with a valid token (banner and cart)', async () => {
    const { cookie, token } = await csrfPair(shop.request, product)
    const banner = await shop.request('/resources/in-app-banner', {
      method: 'POST',
      headers: formHeaders(cookie, { Origin: 'https://evil.example' }),
      body: form({ csrf: token, redirectTo: '/' }),
    })
    expect(banner.status).toBe(403)
    expect(await banner.text()).toContain('表單已過期')
    expect(banner.headers.getSetCookie().some((c) => c.startsWith('inapp_banner='))).toBe(false)
    const bannerData = await shop.request('/resources/in-app-banner.data', {
      method: 'POST',
      headers: formHeaders(cookie, { Origin: 'null' }),
      body: form({ csrf: token }),
    })
    // React Router refuses a cross-origin `.data` post itself (400); the banner's check is the page post.
    expect(bannerData.status).toBeGreaterThanOrEqual(400)
    expect(bannerData.status).toBeLessThan(500)
    expect(bannerData.headers.getSetCookie().some((c) => c.startsWith('inapp_banner='))).toBe(false)
    const same = await shop.request('/resources/in-app-banner', {
      method: 'POST',
      headers: formHeaders(cookie, { Origin: STOREFRONT_ORIGIN }),
      body: form({ csrf: token, redirectTo: '/faq' }),
    })
    expect(same.headers.get('Location')).toBe('/faq')
    expect(same.headers.getSetCookie().some((c) => c.startsWith('inapp_banner=') && c.includes('Secure'))).toBe(true)
  })
})

describe('the Host header', () => {
  it.each(['/sitemap.xml', '/robots.txt', '/products/1', '/', '/products/1/detail/', '/faq'])(
    'never appears in the absolute links of %s in production',
    async (page) => {
      const path = page.endsWith('/detail/') ? page + product : page
      const response = await shop.app.request(`http://evil.example${path}`, {
        headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
      })
      expect(response.status).toBe(200)
      const text = await response.text()
      expect(text).not.toContain('evil.example')
      expect(text).toContain(STOREFRONT_ORIGIN)
    },
  )
})

describe('response headers', () => {
  it('sends HSTS only when the public address is https', async () => {
    expect((await shop.request('/faq')).headers.get('Strict-Transport-Security')).toMatch(/max-age=/)
    const plain = await useStorefrontApp({ PUBLIC_URL: 'http://127.0.0.1:3000' })
    expect((await plain.request('/faq')).headers.get('Strict-Transport-Security')).toBeNull()
  })

  it.each([
    ['/products/1', /^private, no-store$/],
    ['/products/1.data', /^private, no-store$/],
    ['/cart', /^private, no-store$/],
    ['/api/v1/products/?page=1', /^public, max-age=\d+$/],
    ['/api/v1/news/latest/', /^public, max-age=\d+$/],
    ['/api/v1/news/0/', /^no-store$/],
    ['/api/v1/nope', /^private, no-store$/],
    ['/robots.txt', /^public/],
  ])('%s: Cache-Control %s', async (path, expected) => {
    expect((await shop.request(path)).headers.get('Cache-Control')).toMatch(expected)
  })
})
