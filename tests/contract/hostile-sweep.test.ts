/**
 * A sweep of hostile input over every storefront route (app/routes.ts, pages and their `.data`
 * twins) and every shop API endpoint (backend/{name}/routes.ts), through the real HTTP app in
 * production mode: prototype keys, 100 KB strings, control characters, astral characters,
 * out-of-range numbers, repeated parameters, broken percent-encodings, wrong methods, wrong
 * content types and oversized bodies. Whatever comes in, nothing answers 5xx.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { useStorefrontApp } from '#tests/setup/storefront-app.ts'

let shop: Awaited<ReturnType<typeof useStorefrontApp>>
beforeAll(async () => {
  shop = await useStorefrontApp()
})

/** Raw query/path text, already percent-encoded where a browser would encode it. */
const HOSTILE = [
  '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf',
  'x'.repeat(100_000),
  '%00', '%01%1F', '%0D%0ASet-Cookie:%20a=b', '%7F', '%C2%85', '%09%5Cevil.example',
  '%F0%9F%83%8F', '%F4%8F%BF%BF', '%ED%A0%80',
  '2147483648', '-1', '1e309', 'NaN', '0', '1.5', '99999999999999999999', 'Infinity', '0x10',
  '%E0%A4%A', '%', '%ZZ', '%C0%AF', '..%2F..%2F', '%2e%2e', '%3Cscript%3E', "'%20OR%201=1--",
]

/**
 * The classes that once crashed a page, for the storefront (each page render costs a few ms of
 * shared CPU; the API, cheaper, gets every value).
 */
const CORE = [
  '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'x'.repeat(100_000), '%00', '%0D%0ASet-Cookie:%20a=b',
  '%F0%9F%83%8F', '2147483648', '-1', '1e309', 'NaN', '%E0%A4%A',
]

/** Storefront GET URLs with a hole for a hostile value. */
const STOREFRONT = [
  (v: string) => `/?${v}=1`,
  (v: string) => `/products/${v}`,
  (v: string) => `/products/1?category=${v}&category=${v}`,
  (v: string) => `/products/1?rarity=${v}`,
  (v: string) => `/products/1?condition=${v}`,
  (v: string) => `/products/1?ordering=${v}&stock_status=${v}`,
  (v: string) => `/products/1?jump=${v}&page=${v}`,
  (v: string) => `/products/1?${v}=${v}`,
  (v: string) => `/products/1/detail/${v}?condition=${v}`,
  (v: string) => `/search?q=${v}`,
  (v: string) => `/search?q=a&page=${v}&rarity=${v}`,
  (v: string) => `/search/detail/${v}?q=${v}`,
  (v: string) => `/news/${v}`,
  (v: string) => `/news?page=${v}`,
  (v: string) => `/faq?${v}=1`,
  (v: string) => `/terms?x=${v}`,
  (v: string) => `/privacy?x=${v}`,
  (v: string) => `/register?redirectTo=${v}`,
  (v: string) => `/login?redirectTo=${v}`,
  (v: string) => `/forgot-password?email=${v}`,
  (v: string) => `/password/reset/confirm?token=${v}&uid=${v}`,
  (v: string) => `/cart?${v}=${v}`,
  (v: string) => `/cart/shared/${v}`,
  (v: string) => `/checkout?${v}=1`,
  (v: string) => `/account/orders?page=${v}`,
  (v: string) => `/account/orders/${v}`,
  (v: string) => `/account/restock-alerts?${v}=${v}`,
  (v: string) => `/order/success?order=${v}`,
  (v: string) => `/resources/in-app-banner?redirectTo=${v}`,
  (v: string) => `/sitemap.xml?${v}=1`,
  (v: string) => `/robots.txt?x=${v}`,
  (v: string) => `/${v}`,
]

/** `.data` twin of a page URL, as React Router's client asks for it. */
function dataUrl(url: string) {
  const [path, query] = url.split(/\?(.*)/s)
  const base = path === '/' ? '/_root.data' : `${path}.data`
  return query ? `${base}?${query}` : base
}

const API = [
  (v: string) => `/api/v1/products/?page=${v}&category=${v}&rarity=${v}&condition=${v}&ordering=${v}&stock_status=${v}`,
  (v: string) => `/api/v1/products/?${v}=${v}&${v}=1`,
  (v: string) => `/api/v1/products/${v}/`,
  (v: string) => `/api/v1/products/featured/?x=${v}`,
  (v: string) => `/api/v1/options/${v}/`,
  (v: string) => `/api/v1/search/?q=${v}&limit=${v}&offset=${v}`,
  (v: string) => `/api/v1/search/facets/?q=${v}&rarity=${v}&${v}=1`,
  (v: string) => `/api/v1/news/${v}/`,
  (v: string) => `/api/v1/news/?page=${v}&page=1`,
  (v: string) => `/api/v1/news/latest/?${v}=1`,
  (v: string) => `/api/v1/rules/${v}/`,
  (v: string) => `/api/v1/media/cards/${v}/front.svg`,
  (v: string) => `/api/v1/media/cards/QCCU-JP001-UR-S/${v}`,
  (v: string) => `/api/v1/media/news/${v}.svg`,
  (v: string) => `/api/v1/ecpay/dev-map/?keyword=${v}`,
  (v: string) => `/api/v1/ecpay/check-store-selection/?merchant_trade_no=${v}`,
  (v: string) => `/api/v1/me/orders/${v}/messages/`,
  (v: string) => `/api/v1/me/restock-alerts/${v}/`,
]

const FORM_TARGETS = ['/cart', '/cart.data', '/resources/in-app-banner', '/resources/in-app-banner.data', '/products/1', '/products/1/detail/QCCU-JP001-UR-S', '/account/restock-alerts', '/login', '/register', '/checkout', '/']
const BODIES: Array<[string, BodyInit]> = [
  ['application/x-www-form-urlencoded', 'intent=add&product_code=__proto__&quantity=1e309&redirectTo=%2F%09%2Fevil.example'],
  ['application/x-www-form-urlencoded', 'intent=add&intent=add&csrf=x&csrf=y&redirectTo=' + '%F0%9F%83%8F'.repeat(200)],
  ['application/x-www-form-urlencoded', '%E0%A4%A=%&__proto__[x]=1&constructor=1'],
  ['application/json', '{"intent":"add","__proto__":{"x":1}}'],
  ['text/plain', 'intent=add'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd\r\n--x--\r\n'],
  ['multipart/form-data', 'garbage without a boundary'],
  ['application/x-www-form-urlencoded', 'pad=' + 'x'.repeat(40_000)],
  ['application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
]

type Sent = { method: string; url: string; status: number }

/** Sends every request with a few in flight at a time (CPU is shared); returns what came back. */
async function sendAll(requests: Array<{ method?: string; url: string; headers?: Record<string, string>; body?: BodyInit }>) {
  const results: Sent[] = []
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const { method = 'GET', url, headers, body } = requests[next++]!
      let status: number
      try {
        const response = await shop.request(url, { method, headers, body })
        status = response.status
        await response.arrayBuffer()
      } catch (error) {
        status = 599
        console.error(method, url.slice(0, 120), error)
      }
      results.push({ method, url, status })
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return results
}

function serverErrors(results: Sent[]) {
  return results.filter((r) => r.status >= 500).map((r) => `${r.status} ${r.method} ${r.url.slice(0, 120)}`)
}

describe('hostile input over HTTP', () => {
  const counts: Record<string, number> = {}
  const started = performance.now()

  it('no storefront page or .data answer is a 5xx', { timeout: 180_000 }, async () => {
    const urls = STOREFRONT.flatMap((build) => CORE.map(build)).flatMap((url) => [url, dataUrl(url)])
    const results = await sendAll(urls.map((url) => ({ url })))
    counts.storefront = results.length
    expect(serverErrors(results)).toEqual([])
  })

  it('no API endpoint answers a 5xx', { timeout: 120_000 }, async () => {
    const results = await sendAll(API.flatMap((build) => HOSTILE.map((v) => ({ url: build(v) }))))
    counts.api = results.length
    expect(serverErrors(results)).toEqual([])
  })

  it('wrong methods, wrong content types and oversized bodies are 4xx', { timeout: 120_000 }, async () => {
    const requests = [
      ...FORM_TARGETS.flatMap((url) => BODIES.map(([type, body]) => ({ method: 'POST', url, headers: { 'Content-Type': type }, body }))),
      ...[...FORM_TARGETS, '/products/1/detail/QCCU-JP001-UR-S', '/sitemap.xml', '/api/v1/products/', '/api/v1/news/1/', '/api/v1/products/batch/'].flatMap(
        (url) => ['PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method) => ({ method, url, body: method === 'OPTIONS' ? undefined : 'x=1' })),
      ),
      ...['/api/v1/products/batch/', '/api/v1/ecpay/store-reply/', '/api/v1/ecpay/dev-map/', '/api/v1/orders/'].flatMap((url) =>
        BODIES.map(([type, body]) => ({ method: 'POST', url, headers: { 'Content-Type': type }, body })),
      ),
      { method: 'POST', url: '/cart', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'x='.padEnd(5_000_000, 'x') },
      { method: 'POST', url: '/api/v1/products/batch/', headers: { 'Content-Type': 'application/json' }, body: `{"product_codes":["${'A'.repeat(200_000)}"]}` },
      // Hostile cookies: a cart, csrf and session the browser never got from us.
      ...['cart=__proto__', 'cart=e30%3D', 'csrf=%E0%A4%A', '__session=' + 'x'.repeat(8000), 'inapp_banner=constructor'].map((cookie) => ({
        url: '/products/1',
        headers: { Cookie: cookie },
      })),
    ]
    const results = await sendAll(requests)
    counts.methodsAndBodies = results.length
    expect(serverErrors(results)).toEqual([])
    // Nothing but a GET (or the cart's own POST) may pass as a success.
    const mutations = results.filter((r) => r.method !== 'GET' && r.method !== 'OPTIONS' && r.status < 300)
    expect(mutations.map((r) => `${r.status} ${r.method} ${r.url}`)).toEqual([])
  })

  it('sent at least 1000 requests', () => {
    const total = Object.values(counts).reduce((a, b) => a + b, 0)
    console.log(`hostile sweep: ${total} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`, counts)
    expect(total).toBeGreaterThanOrEqual(1000)
  })
})
