import { beforeAll, describe, expect, it } from 'vitest'
import { useTestShopApi } from '#tests/setup/test-database.ts'
import { memoryNotifier, newShopper } from '#tests/setup/auth-helpers.ts'
import {
  facetsSchema,
  featuredSchema,
  filterOptionsSchema,
  productPageSchema,
  productSchema,
  searchResultSchema,
} from '#backend/contract/catalogue.ts'
import { jsonTextOf } from '#backend/contract/json-text.ts'
import { newCustomer, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { buildPath, createShopApiClient, refreshTokenFrom, SHARED_SCHEMAS } from './client.server.ts'
import { inProcessTransport, type ApiTransport } from './transport.server.ts'
import type { ApiSuccess } from './result.ts'
import { CATALOGUE_WITH_STOCK, type ChangeFeed, FeedCache } from '#backend/lib/change-feed.ts'

const product = {
  id: 1,
  product_code: 'QCCU-JP001-UR-S',
  base_name: 'ブラック・マジシャン',
  card_number: 'QCCU-JP001',
  rarity: 'UR',
  condition: 'S',
  language: 'JP',
  price_jpy: 1000,
  price_twd: 260,
  internal_stock: 2,
  image_url: '/x.svg',
  default_image: { image_url: '/x.svg' },
  product_images: [],
  card: { base_name: 'ブラック・マジシャン', category: '通常怪獸', description: '' },
}

/** A transport that answers with a fixed body and records what it was asked. */
function fake(status: number, body: unknown) {
  const requests: Request[] = []
  const transport: ApiTransport = async (request) => {
    requests.push(request)
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  }
  return { transport, requests }
}

/**
 * A transport answering `answers` in turn (the last one from then on), each a JSON text (200) or
 * a status with its text; `calls()` says how many requests it was sent.
 */
function inTurn(...answers: Array<string | [number, string]>) {
  let calls = 0
  const transport: ApiTransport = async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)]!
    const [status, text] = typeof answer === 'string' ? [200, answer] : answer
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } })
  }
  return { transport, calls: () => calls }
}

/** A product list's answer (GET /products/) with one product at `price`. */
const listPage = (price: number) => JSON.stringify({ results: [{ ...product, price_twd: price }], count: 1, in_stock_count: 1 })

describe('the API client against the real backend (in-process)', () => {
  let client: ReturnType<typeof createShopApiClient>
  let api: Awaited<ReturnType<typeof useTestShopApi>>['api']
  let handle: Awaited<ReturnType<typeof useTestShopApi>>['handle']
  beforeAll(async () => {
    ;({ api, handle } = await useTestShopApi({ auth: { secret: TEST_SECRET } }))
    client = createShopApiClient({ transport: inProcessTransport(api.fetch) })
  })

  it('gets the same text for every shopper from the shared schemas’ calls (so sharing their data shows nobody another’s)', async () => {
    const { auth } = await newCustomer(handle.db)
    const text = async (path: string, headers: Record<string, string> = {}) => (await api.request(`/api/v1${path}`, { headers })).text()
    const page = JSON.parse(await text('/products/?page=1')) as { results: Array<{ product_code: string }> }
    const calls = [
      [productPageSchema, '/products/?page=1'],
      [productPageSchema, '/products/?page=1&rarity=SE&ordering=-price_jpy'],
      [productSchema, `/products/${page.results[0]!.product_code}/`],
      [searchResultSchema, `/search/?q=${encodeURIComponent('青眼')}&limit=20`],
      [searchResultSchema, '/search/?q=ZZZZZZ&limit=20'],
      [facetsSchema, `/search/facets/?q=${encodeURIComponent('ドラゴン')}`],
      [filterOptionsSchema, '/options/'],
      [featuredSchema, '/products/featured/'],
    ] as const
    expect(new Set(calls.map(([schema]) => schema))).toEqual(SHARED_SCHEMAS)
    for (const [schema, path] of calls) {
      const guest = await text(path)
      expect(await text(path, auth), path).toBe(guest)
      expect(schema.safeParse(JSON.parse(guest)).success, path).toBe(true)
    }
  })

  it('returns validated data for catalogue calls', async () => {
    const list = await client.listProducts(1, { rarity: ['SE', 'QCSE'], ordering: '-price_jpy' })
    expect(list.ok).toBe(true)
    if (!list.ok) return
    expect(list.data.results.length).toBeGreaterThan(0)
    expect(list.data.results.every((p) => ['SE', 'QCSE'].includes(p.rarity))).toBe(true)
    const detail = await client.getProduct(list.data.results[0]!.product_code)
    expect(detail.ok && detail.data.product_code).toBe(list.data.results[0]!.product_code)
    const fee = await client.shippingFee()
    expect(fee.ok && fee.data.value).toBe(288)
  })

  it('takes the answers of this process’s API from their attached text, never reading a body', async () => {
    const answers: Response[] = []
    const watching = createShopApiClient({
      transport: async (request) => {
        const response = await api.fetch(request)
        answers.push(response)
        return response
      },
    })
    const list = await watching.listProducts(1)
    const missing = await watching.getProduct('NOPE-0')
    expect(list.ok && list.data.results.length).toBeGreaterThan(0)
    expect(missing).toMatchObject({ ok: false, status: 404, detail: expect.any(String) })
    expect(answers).toHaveLength(2)
    for (const response of answers) {
      expect(jsonTextOf(response)).toEqual(expect.any(String))
      expect(response.bodyUsed).toBe(false)
    }
  })

  it('turns a 404 into a failure carrying the server detail', async () => {
    const result = await client.getProduct('NOPE-0')
    expect(result).toMatchObject({ ok: false, kind: 'http', status: 404, statusText: '找不到資料', detail: expect.any(String) })
  })

  it('turns a 400 into a failure carrying the field errors', async () => {
    const result = await client.listProducts(1, { ordering: 'price' })
    expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { ordering: [expect.any(String)] } })
  })
})

describe('shared answers', () => {
  const answering = (...texts: string[]) => inTurn(...texts).transport
  const page = listPage

  it('give the same frozen data for the same text at the same address, validated once', async () => {
    const client = createShopApiClient({ transport: answering(page(260)) })
    const first = await client.listProducts(7, { rarity: ['UR'] })
    const second = await client.listProducts(7, { rarity: ['UR'] })
    expect(first.ok && second.ok).toBe(true)
    if (!first.ok || !second.ok) return
    expect(second.data).toBe(first.data)
    expect(Object.isFrozen(first.data.results[0]!.card)).toBe(true)
    expect(() => {
      ;(first.data.results[0] as { price_twd: number }).price_twd = 1
    }).toThrow(TypeError)
  })

  it('give new data as soon as the text changes, and validate it', async () => {
    const client = createShopApiClient({ transport: answering(page(260), page(300), JSON.stringify({ results: 'no', count: 1, in_stock_count: 1 })) })
    const before = await client.listProducts(8)
    const after = await client.listProducts(8)
    expect(before.ok && before.data.results[0]!.price_twd).toBe(260)
    expect(after.ok && after.data.results[0]!.price_twd).toBe(300)
    expect(await client.listProducts(8)).toMatchObject({ ok: false, kind: 'invalid-response' })
  })

  it('are kept per address: the same text at another address is its own answer', async () => {
    const client = createShopApiClient({ transport: answering(page(260)) })
    const one = await client.listProducts(9)
    const other = await client.listProducts(10)
    expect(one.ok && other.ok && one.data !== other.data).toBe(true)
  })

  it('are only the shared schemas’ answers: anything else is read anew every time', async () => {
    const client = createShopApiClient({ transport: answering(JSON.stringify({ results: [], count: 0 })) })
    const first = await client.listNews(1)
    const second = await client.listNews(1)
    expect(first.ok && second.ok && first.data !== second.data).toBe(true)
    expect(first.ok && Object.isFrozen(first.data)).toBe(false)
  })

  it('read again from this process’s API, an unchanged answer is the same data', async () => {
    const { api } = await useTestShopApi()
    const shared = createShopApiClient({ transport: inProcessTransport(api.fetch) })
    const first = await shared.filterOptions()
    const second = await shared.filterOptions()
    expect(first.ok && second.ok && second.data === first.data).toBe(true)
  })
})

describe('kept answers (the API in this process)', () => {
  /** Kept answers on a feed that is listening (or not), as server/shop-server.ts makes them. */
  const keptOn = (active = true) => new FeedCache<ApiSuccess<unknown>>({ active } as ChangeFeed, CATALOGUE_WITH_STOCK, 10, 60_000)

  it('answer a shared read again without calling the API, until a change drops them', async () => {
    const api = inTurn(listPage(260), listPage(300))
    const keptAnswers = keptOn()
    const client = createShopApiClient({ transport: api.transport, keptAnswers })
    const first = await client.listProducts(3)
    const again = await createShopApiClient({ transport: api.transport, keptAnswers, accessToken: 'another shopper' }).listProducts(3)
    expect(api.calls()).toBe(1)
    expect(first.ok && again.ok && again.data === first.data).toBe(true)
    // What a change of products, cards, pictures or stock does to every cache of the feed.
    keptAnswers.clear()
    const changed = await client.listProducts(3)
    expect(api.calls()).toBe(2)
    expect(changed.ok && changed.data.results[0]!.price_twd).toBe(300)
  })

  it('keep no failure: the next page asks the API again', async () => {
    const api = inTurn([500, '{"detail":"x"}'], listPage(260))
    const client = createShopApiClient({ transport: api.transport, keptAnswers: keptOn() })
    expect(await client.listProducts(4)).toMatchObject({ ok: false, kind: 'http', status: 500 })
    expect(await client.listProducts(4)).toMatchObject({ ok: true })
    expect(api.calls()).toBe(2)
  })

  it('keep only the shared reads, and nothing while the feed is not listening', async () => {
    const news = inTurn(JSON.stringify({ results: [], count: 0 }))
    const client = createShopApiClient({ transport: news.transport, keptAnswers: keptOn() })
    await client.listNews(1)
    await client.listNews(1)
    expect(news.calls()).toBe(2)
    const list = inTurn(listPage(260))
    const deaf = createShopApiClient({ transport: list.transport, keptAnswers: keptOn(false) })
    await deaf.listProducts(5)
    await deaf.listProducts(5)
    expect(list.calls()).toBe(2)
  })
})

describe('the API client against odd answers', () => {
  it('reports a transport failure as a network failure (503)', async () => {
    const client = createShopApiClient({ transport: async () => { throw new TypeError('fetch failed') } })
    expect(await client.latestNews()).toMatchObject({ ok: false, kind: 'network', status: 503 })
  })

  it('reports a wrong shape and a non-JSON success as invalid responses (502)', async () => {
    expect(await createShopApiClient({ transport: fake(200, { results: 'no' }).transport }).listNews(1)).toMatchObject({ ok: false, kind: 'invalid-response', status: 502 })
    expect(await createShopApiClient({ transport: fake(200, '<html>').transport }).listNews(1)).toMatchObject({ ok: false, kind: 'invalid-response' })
  })

  it('keeps the status of an error answer that is not JSON', async () => {
    expect(await createShopApiClient({ transport: fake(500, 'Internal Server Error').transport }).listNews(1)).toMatchObject({ ok: false, kind: 'http', status: 500, statusText: '伺服器錯誤' })
  })

  it.each([
    ['an array', [product]],
    ['{results}', { results: [product] }],
  ])('accepts featured as %s', async (_label, body) => {
    const result = await createShopApiClient({ transport: fake(200, body).transport }).featuredProducts()
    expect(result.ok && result.data.map((p) => p.product_code)).toEqual(['QCCU-JP001-UR-S'])
  })

  it.each([
    ['an array', [product]],
    ['{products}', { products: [product] }],
    ['{data}', { data: [product] }],
  ])('accepts batch as %s', async (_label, body) => {
    const { transport, requests } = fake(200, body)
    const result = await createShopApiClient({ transport }).batchProducts(['QCCU-JP001-UR-S'])
    expect(result.ok && result.data).toHaveLength(1)
    expect(requests[0]!.method).toBe('POST')
    expect(await requests[0]!.json()).toEqual({ product_codes: ['QCCU-JP001-UR-S'] })
  })
})

describe('requests the client sends', () => {
  it('repeats multi-valued filters and drops empty ones', () => {
    expect(buildPath('/products/', { page: 2, rarity: ['SR', 'UR'], ordering: undefined, condition: [], category: '' })).toBe('/products/?page=2&rarity=SR&rarity=UR')
  })

  it('builds search paging from page and page size', async () => {
    const { transport, requests } = fake(200, { hits: [], estimatedTotalHits: 0 })
    await createShopApiClient({ transport }).search('青眼', 3, { stock_status: 'in_stock' })
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe('/api/v1/search/')
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: '青眼', limit: '20', offset: '40', stock_status: 'in_stock' })
    expect(requests[0]!.headers.get('Authorization')).toBeNull()
  })

  it('sends the access token only on authenticated calls, and forwards the shopper IP', async () => {
    const { transport, requests } = fake(200, { results: [], count: 0 })
    const client = createShopApiClient({ transport, accessToken: 'token-1', clientIp: '203.0.113.9' })
    await client.myOrders(1)
    await client.listNews(1)
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer token-1')
    expect(requests[1]!.headers.get('Authorization')).toBeNull()
    expect(requests[1]!.headers.get('X-Shop-Client-Ip')).toBe('203.0.113.9')
  })

  it.each([
    ['login', (c: ReturnType<typeof createShopApiClient>) => c.login({ email: 'a@b.tw', password: 'x' }), 'POST', '/api/v1/auth/login/', { access: 'jwt' }],
    ['send-otp', (c: ReturnType<typeof createShopApiClient>) => c.sendOtp({ username: 'u', email: 'a@b.tw', phone_number: '0912345678' }), 'POST', '/api/v1/auth/send-otp/', {}],
    ['register', (c: ReturnType<typeof createShopApiClient>) => c.register({ ...newShopper(), otp_code: '123456' }), 'POST', '/api/v1/auth/register/', { access: 'jwt' }],
    ['logout', (c: ReturnType<typeof createShopApiClient>) => c.logout('r1'), 'POST', '/api/v1/auth/logout/', ''],
    ['reset-confirm', (c: ReturnType<typeof createShopApiClient>) => c.confirmPasswordReset({ token: 't', new_password1: 'A', new_password2: 'A' }), 'POST', '/api/v1/auth/password/reset/confirm/', { message: 'ok' }],
    ['me', (c: ReturnType<typeof createShopApiClient>) => c.me(), 'GET', '/api/v1/auth/me/', { id: 1, username: 'u', email: 'a@b.tw', first_name: '', last_name: '', phone_number: '', role: 'customer' }],
    ['outbox', (c: ReturnType<typeof createShopApiClient>) => c.devOutbox(), 'GET', '/api/v1/dev/outbox/', { results: [] }],
    ['reset', (c: ReturnType<typeof createShopApiClient>) => c.requestPasswordReset('a@b.tw'), 'POST', '/api/v1/auth/password/reset/', { message: 'ok' }],
    ['reset-check', (c: ReturnType<typeof createShopApiClient>) => c.checkPasswordResetLink('t'), 'POST', '/api/v1/auth/password/reset/check/', { message: 'ok' }],
    ['share', (c: ReturnType<typeof createShopApiClient>) => c.shareCart({ items: [{ product_code: 'A', quantity: 1, price_twd: 100 }] }), 'POST', '/api/v1/cart/share/', { share_id: 'abc' }],
    ['store', (c: ReturnType<typeof createShopApiClient>) => c.checkStoreSelection('MTN123'), 'GET', '/api/v1/ecpay/check-store-selection/', { status: 'success' }],
    ['messages', (c: ReturnType<typeof createShopApiClient>) => c.sendOrderMessage('ORD1', '請問'), 'POST', '/api/v1/me/orders/ORD1/messages/', { id: 1, message_content: '請問', sender_type: '顧客', created_at: '2026-11-22' }],
  ] as const)('%s calls the path of docs/architecture.md#the-shop-api', async (_name, call, method, path, answer) => {
    const { transport, requests } = fake(200, answer)
    const result = await call(createShopApiClient({ transport, accessToken: 't' }))
    expect(result.ok).toBe(true)
    expect(requests[0]!.method).toBe(method)
    expect(new URL(requests[0]!.url).pathname).toBe(path)
  })

  it('asks for the popup or PC store map only when told', async () => {
    const answer = { map_url: 'https://shop.example.tw/api/v1/ecpay/dev-map/', MerchantTradeNo: 'M1', fields: { MerchantTradeNo: 'M1' } }
    const { transport, requests } = fake(200, answer)
    const client = createShopApiClient({ transport, accessToken: 't' })
    const result = await client.mapParameters()
    expect(result.ok && result.data.map_url).toBe(answer.map_url)
    await client.mapParameters({ popup: true, pc: true })
    expect(new URL(requests[0]!.url).search).toBe('')
    expect(new URL(requests[1]!.url).search).toBe('?flow=popup&device=pc')
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer t')
  })

    it('sends the checkout idempotency key with the order', async () => {
    const { transport, requests } = fake(201, { order_number: 'YG20261122001' })
    const result = await createShopApiClient({ transport, accessToken: 't' }).createOrder(
      { recipient_name: '王小明', recipient_phone: '0912345678', recipient_email: 'a@b.tw', store_id: '123', store_name: '門市', items: [] },
      'key-1',
    )
    expect(result.ok && result.data.order_number).toBe('YG20261122001')
    expect(requests[0]!.headers.get('Idempotency-Key')).toBe('key-1')
  })
})

describe('the auth calls against the real backend (in-process)', () => {
  it('signs up with the SMS code, refreshes through the cookie, reads the profile and logs out', async () => {
    const outbox = memoryNotifier()
    const { api } = await useTestShopApi({ auth: { notifier: outbox.notifier } })
    const guest = createShopApiClient({ transport: inProcessTransport(api.fetch), clientIp: '198.51.100.7' })
    const shopper = newShopper()
    const sent = await guest.sendOtp({ username: shopper.username, email: shopper.email, phone_number: shopper.phone_number })
    expect(sent).toMatchObject({ ok: true, data: { expires_in: 600, resend_after: 60 } })
    const registered = await guest.register({ ...shopper, otp_code: outbox.lastCode(shopper.phone_number)! })
    if (!registered.ok) throw new Error(JSON.stringify(registered))
    const refresh = refreshTokenFrom(registered.headers)!
    expect(refresh).toBeTruthy()

    const refreshed = await guest.refreshToken(refresh)
    if (!refreshed.ok) throw new Error(JSON.stringify(refreshed))
    const rotated = refreshTokenFrom(refreshed.headers)!
    expect(rotated).not.toBe(refresh)

    const member = createShopApiClient({ transport: inProcessTransport(api.fetch), accessToken: refreshed.data.access })
    expect(await member.me()).toMatchObject({ ok: true, data: { email: shopper.email, role: 'customer' } })
    expect(await member.logout(rotated)).toMatchObject({ ok: true })
    expect(await guest.refreshToken(rotated)).toMatchObject({ ok: false, status: 401, statusText: '尚未登入或登入已過期' })
  })

  it('carries field errors of a refused sign-up', async () => {
    const { api } = await useTestShopApi({ auth: { notifier: memoryNotifier().notifier } })
    const client = createShopApiClient({ transport: inProcessTransport(api.fetch) })
    const invalid = await client.sendOtp({ username: 'new-name', email: 'x@example.tw', phone_number: '123' })
    expect(invalid).toMatchObject({ ok: false, status: 400, fieldErrors: { phone_number: [expect.any(String)] } })
    const taken = await client.sendOtp({ username: 'staff', email: 'x@example.tw', phone_number: '0911222333' })
    expect(taken).toMatchObject({ ok: false, status: 400, fieldErrors: { username: ['這個使用者名稱已被使用。'] } })
    expect(taken).not.toHaveProperty('retryAfter')
    expect(taken).not.toHaveProperty('rateLimit')
  })

  it("carries a rate limit's Retry-After, in seconds", async () => {
    const { api } = await useTestShopApi({ auth: { notifier: memoryNotifier().notifier } })
    const client = createShopApiClient({ transport: inProcessTransport(api.fetch) })
    const shopper = newShopper()
    const body = { username: shopper.username, email: shopper.email, phone_number: shopper.phone_number }
    expect(await client.sendOtp(body)).toMatchObject({ ok: true })
    const again = await client.sendOtp(body)
    expect(again).toMatchObject({ ok: false, status: 429, retryAfter: expect.any(Number), rateLimit: 'otpPhoneCooldown' })
    expect(!again.ok && again.retryAfter).toBeGreaterThan(55)
    expect(!again.ok && again.retryAfter).toBeLessThanOrEqual(60)
  })
})

describe('refreshTokenFrom', () => {
  const headers = (...cookies: string[]) => {
    const h = new Headers()
    for (const c of cookies) h.append('Set-Cookie', c)
    return h
  }
  it('reads the refresh cookie, a cleared one as empty, and ignores others', () => {
    expect(refreshTokenFrom(headers('a=1; Path=/', 'shop_refresh=abc-_1; Path=/api/v1/auth; HttpOnly'))).toBe('abc-_1')
    expect(refreshTokenFrom(headers('shop_refresh=; Max-Age=0; Path=/api/v1/auth'))).toBe('')
    expect(refreshTokenFrom(headers('other=1'))).toBeUndefined()
  })
})
