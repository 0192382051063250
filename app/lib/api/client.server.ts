/**
 * The typed shop API client: every call of docs/architecture.md#the-shop-api as a function. Each answer is
 * validated with the contract's zod schema; anything else (error status, no answer, wrong shape)
 * comes back as an ApiFailure instead of an exception, so a loader always has something to render.
 */
import { z } from 'zod'
import {
  accessTokenSchema,
  CLIENT_IP_HEADER,
  messageSchema,
  optionalMessageSchema,
  otpSentSchema,
  outboxSchema,
  profileSchema,
  REFRESH_COOKIE,
  type LoginBody,
  type PasswordResetConfirmBody,
  type RegisterBody,
  type SendOtpBody,
} from '#backend/contract/accounts.ts'
import { shareCreatedSchema, sharedCartSchema, type ShareCartBody } from '#backend/contract/cart.ts'
import {
  batchSchema,
  facetsSchema,
  featuredSchema,
  filterOptionsSchema,
  newsItemSchema,
  newsLatestSchema,
  newsPageSchema,
  productPageSchema,
  productSchema,
  searchResultSchema,
  shippingFeeSchema,
} from '#backend/contract/catalogue.ts'
import {
  mapParametersSchema,
  orderCreatedSchema,
  orderDetailSchema,
  orderMessageSchema,
  orderMessagesSchema,
  orderPageSchema,
  storeSelectionSchema,
  type CreateOrderBody,
} from '#backend/contract/orders.ts'
import { restockAlertListSchema, restockAlertSchema } from '#backend/contract/restock-alerts.ts'
import { IDEMPOTENCY_HEADER } from '#backend/contract/idempotency.ts'
import { jsonTextOf } from '#backend/contract/json-text.ts'
import type { ApiFailure, ApiResult, ApiSuccess } from './result.ts'
import { SharedAnswers } from './shared-answers.server.ts'
import { IN_PROCESS_ORIGIN, type ApiTransport } from './transport.server.ts'
import { ownValue } from '#backend/contract/own-key.ts'

const noContent = z.undefined()

type QueryValue = string | number | undefined | null | readonly string[]
export type Query = Record<string, QueryValue>

export type CatalogueQuery = {
  category?: readonly string[]
  rarity?: readonly string[]
  condition?: readonly string[]
  ordering?: string
  stock_status?: string
}

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Query
  body?: unknown
  /** Send the access token (docs/architecture.md#the-shop-api: authenticated calls). */
  auth?: boolean
  /** Extra request headers, e.g. the refresh cookie. */
  headers?: Record<string, string>
  /** Sent as is (multipart uploads) instead of a JSON `body`. */
  formData?: FormData
}

export type ClientOptions = {
  transport: ApiTransport
  /** The shopper's access token, for authenticated calls. */
  accessToken?: string
  /** The client's IP, forwarded so the API's rate limits see the shopper, not the storefront. */
  clientIp?: string
  /** The shared answers kept until the shop's data changes, where the API is in this process (KeptAnswers). */
  keptAnswers?: KeptAnswers
}

/**
 * The shared schemas' answers (SHARED_SCHEMAS) as this process's API gave them, by address, kept
 * in a cache of the API's own change feed (backend/lib/change-feed.ts: server/shop-server.ts makes
 * it): dropped the moment any instance changes products, cards, pictures or stock, and kept at all
 * only while that feed is listening. Where the API is in this process its answer to such a read
 * comes from the same feed's caches, so a kept answer is the one the call would give; skipping the
 * call skips its Request, routing, query parsing and Response, about 0.03 ms each, three per search
 * page (issue 13). Only successful answers are kept; an API over HTTP has no such cache here.
 */
export type KeptAnswers = {
  /** The answer kept for `address`, or `read()`'s (kept when it succeeds): a FeedCache's get. */
  get(address: string, read: () => Promise<ApiSuccess<unknown>>): Promise<ApiSuccess<unknown>>
}

/** A read that is not kept (a failure): carried past the cache, which keeps no failed read. */
class NotKept extends Error {
  constructor(readonly result: ApiFailure) {
    super('not kept')
  }
}

/**
 * The catalogue reads of every list, search and detail page: the same for every shopper, so each
 * is validated once per text and then shared, frozen, by every page that reads that text again
 * (shared-answers.server.ts). client.server.test.ts holds each to be the same for every shopper.
 */
export const SHARED_SCHEMAS: ReadonlySet<z.ZodType> = new Set<z.ZodType>([
  productPageSchema,
  productSchema,
  searchResultSchema,
  facetsSchema,
  filterOptionsSchema,
  featuredSchema,
])

/**
 * Enough for the pages shoppers are on at any moment (the first pages of lists and popular
 * searches); a crawler walking every page only makes each of its pages parse its answer, as
 * every page did before.
 */
const sharedAnswers = new SharedAnswers(256)

const STATUS_TEXT: Record<number, string> = {
  400: '請求內容有誤',
  401: '尚未登入或登入已過期',
  403: '沒有權限',
  404: '找不到資料',
  409: '資料衝突',
  422: '資料驗證失敗',
  429: '請求過於頻繁，請稍後再試',
  500: '伺服器錯誤',
  502: '伺服器回應錯誤',
  503: '服務暫時無法使用',
  504: '伺服器回應逾時',
}
/** A form's one-time key (app/lib/once-key.ts) as the API's Idempotency-Key header. */
export const onceKeyHeaders = (key: string | undefined) => (key ? { [IDEMPOTENCY_HEADER]: key } : undefined)

export const statusText = (status: number) => ownValue(STATUS_TEXT, status) ?? `HTTP ${status}`

export function buildPath(path: string, query: Query = {}) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const v of value) params.append(key, v)
    else params.append(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

function failure(kind: ApiFailure['kind'], status: number, body?: unknown, headers?: Headers): ApiFailure {
  const errors: Array<[string, string[]]> = []
  let detail: string | undefined
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (key === 'detail' && typeof value === 'string') detail = value
      else if (Array.isArray(value)) errors.push([key, value.map(String)])
      else if (typeof value === 'string') errors.push([key, [value]])
    }
  }
  // fromEntries defines own properties: a key named __proto__ stays a key, not a prototype.
  const fieldErrors = Object.fromEntries(errors)
  // Seconds (the shop API's form); an HTTP date, or none, gives none.
  const header = headers?.get('Retry-After')
  const retryAfter = header ? Number(header) : NaN
  // `"otpPhoneCooldown";r=0;t=42`: the policy's name is the list member's first item.
  const rateLimit = /^\s*"([^"\\]+)"/.exec(headers?.get('RateLimit') ?? '')?.[1]
  return {
    ok: false,
    kind,
    status,
    statusText: statusText(status),
    detail,
    fieldErrors,
    ...(Number.isInteger(retryAfter) && retryAfter >= 0 ? { retryAfter } : {}),
    ...(rateLimit ? { rateLimit } : {}),
  }
}

/** The Cookie header that hands the API its refresh token (the API set it under /api/v1/auth). */
export const refreshCookieHeader = (refreshToken: string) => ({ Cookie: `${REFRESH_COOKIE}=${refreshToken}` })

/**
 * The refresh token an answer sets (login, register, refresh): a string, '' when the API cleared
 * it (logout, failed refresh), undefined when the answer does not touch it.
 */
export function refreshTokenFrom(headers: Headers): string | undefined {
  for (const cookie of headers.getSetCookie()) {
    const [pair = '', ...attributes] = cookie.split(';')
    const eq = pair.indexOf('=')
    if (eq < 0 || pair.slice(0, eq).trim() !== REFRESH_COOKIE) continue
    const cleared = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))
    return cleared ? '' : decodeURIComponent(pair.slice(eq + 1).trim())
  }
  return undefined
}

/**
 * One API call: the answer validated with `schema`, or an ApiFailure. Shared by the shop client
 * below and the staff area's clients (app/lib/api/staff-*.server.ts).
 */
export function createApiCall({ transport, accessToken, clientIp, keptAnswers }: ClientOptions) {
  return function call<S extends z.ZodType>(schema: S, path: string, options: CallOptions = {}): Promise<ApiResult<z.output<S>>> {
    const hasBody = options.body !== undefined || options.formData !== undefined
    const method = options.method ?? (hasBody ? 'POST' : 'GET')
    const address = '/api/v1' + buildPath(path, options.query)
    if (!keptAnswers || method !== 'GET' || !SHARED_SCHEMAS.has(schema)) return send(schema, address, method, options)
    const read = () => send(schema, address, method, options).then((result) => (result.ok ? result : Promise.reject(new NotKept(result))))
    return (keptAnswers.get(address, read) as Promise<ApiSuccess<z.output<S>>>).catch((error: unknown) => {
      if (error instanceof NotKept) return error.result
      throw error
    })
  }

  async function send<S extends z.ZodType>(
    schema: S,
    address: string,
    method: string,
    options: CallOptions,
  ): Promise<ApiResult<z.output<S>>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    if (options.auth && accessToken) headers.Authorization = `Bearer ${accessToken}`
    if (clientIp) headers[CLIENT_IP_HEADER] = clientIp
    const request = new Request(IN_PROCESS_ORIGIN + address, {
      method,
      headers,
      body: options.formData ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    })

    let response: Response
    try {
      response = await transport(request)
    } catch {
      return failure('network', 503)
    }
    // An answer from this process's own API carries its text: no need to read the body's stream.
    const text = jsonTextOf(response) ?? (await response.text().catch(() => ''))
    const shared = response.ok && method === 'GET' && SHARED_SCHEMAS.has(schema)
    const kept = shared ? sharedAnswers.read(address, text) : undefined
    if (kept) return { ok: true, data: kept.data as z.output<S>, headers: response.headers }
    let json: unknown = undefined
    if (text) {
      try {
        json = JSON.parse(text)
      } catch {
        return failure(response.ok ? 'invalid-response' : 'http', response.ok ? 502 : response.status)
      }
    }
    if (!response.ok) return failure('http', response.status, json, response.headers)
    const parsed = schema.safeParse(json)
    if (!parsed.success) return failure('invalid-response', 502)
    const data = shared ? sharedAnswers.keep(address, text, parsed.data) : parsed.data
    return { ok: true, data, headers: response.headers }
  }
}

export type ApiCall = ReturnType<typeof createApiCall>

export function createShopApiClient(options: ClientOptions) {
  const call = createApiCall(options)
  const { accessToken } = options

  const catalogueQuery = (q: CatalogueQuery): Query => ({
    category: q.category,
    rarity: q.rarity,
    condition: q.condition,
    ordering: q.ordering,
    stock_status: q.stock_status,
  })

  return {
    // Catalogue
    listProducts: (page: number, q: CatalogueQuery = {}) =>
      call(productPageSchema, '/products/', { query: { page, ...catalogueQuery(q) } }),
    featuredProducts: () => call(featuredSchema, '/products/featured/'),
    getProduct: (productCode: string) =>
      call(productSchema, `/products/${encodeURIComponent(productCode)}/`),
    batchProducts: (productCodes: string[]) =>
      call(batchSchema, '/products/batch/', { body: { product_codes: productCodes } }),
    /** The three filter lists in one answer (GET /options/). */
    filterOptions: () => call(filterOptionsSchema, '/options/'),
    /** Search: the authenticated call when logged in, else a plain call. */
    search: (q: string, page: number, filters: CatalogueQuery = {}, pageSize = 20) =>
      call(searchResultSchema, '/search/', {
        query: { q, limit: pageSize, offset: (page - 1) * pageSize, ...catalogueQuery(filters) },
        auth: Boolean(accessToken),
      }),
    searchFacets: (q: string, filters: CatalogueQuery = {}) =>
      call(facetsSchema, '/search/facets/', {
        query: { q, ...catalogueQuery(filters) },
        auth: Boolean(accessToken),
      }),

    // News
    latestNews: () => call(newsLatestSchema, '/news/latest/'),
    listNews: (page: number) => call(newsPageSchema, '/news/', { query: { page } }),
    getNews: (id: number) => call(newsItemSchema, `/news/${id}/`),

    // Cart and rules
    shippingFee: () => call(shippingFeeSchema, '/rules/shipping-fee/'),
    shareCart: (body: ShareCartBody) => call(shareCreatedSchema, '/cart/share/', { body }),
    getSharedCart: (shareId: string) =>
      call(sharedCartSchema, `/cart/share/${encodeURIComponent(shareId)}/`),

    // Auth. Login, register and refresh answer with the refresh cookie: read it with
    // refreshTokenFrom(result.headers) and keep it in the storefront's session.
    login: (body: LoginBody) => call(accessTokenSchema, '/auth/login/', { body }),
    logout: (refreshToken?: string) =>
      call(optionalMessageSchema, '/auth/logout/', {
        method: 'POST',
        auth: true,
        headers: refreshToken ? refreshCookieHeader(refreshToken) : undefined,
      }),
    refreshToken: (refreshToken: string) =>
      call(accessTokenSchema, '/auth/token/refresh/', { method: 'POST', headers: refreshCookieHeader(refreshToken) }),
    sendOtp: (body: SendOtpBody) => call(otpSentSchema, '/auth/send-otp/', { body }),
    register: (body: RegisterBody) => call(accessTokenSchema, '/auth/register/', { body }),
    requestPasswordReset: (email: string) =>
      call(messageSchema, '/auth/password/reset/', { body: { email } }),
    /** Whether a mailed reset link is still usable (docs/product-rules.md#password-reset). */
    checkPasswordResetLink: (token: string) =>
      call(optionalMessageSchema, '/auth/password/reset/check/', { body: { token } }),
    confirmPasswordReset: (body: PasswordResetConfirmBody) =>
      call(optionalMessageSchema, '/auth/password/reset/confirm/', { body }),
    me: () => call(profileSchema, '/auth/me/', { auth: true }),
    /** Outside production only: what the outbox stand-in sent (SMS codes, reset mails). */
    devOutbox: () => call(outboxSchema, '/dev/outbox/'),

    // Checkout and orders (authenticated)
    /** popup: the reply closes its window (JS flow); else it redirects to /checkout (no-JS flow). */
    mapParameters: ({ popup = false, pc = false }: { popup?: boolean; pc?: boolean } = {}) =>
      call(mapParametersSchema, '/ecpay/map-parameters/', {
        query: { flow: popup ? 'popup' : undefined, device: pc ? 'pc' : undefined },
        auth: true,
      }),
    checkStoreSelection: (merchantTradeNo: string) =>
      call(storeSelectionSchema, '/ecpay/check-store-selection/', {
        query: { merchant_trade_no: merchantTradeNo },
        auth: true,
      }),
    createOrder: (body: CreateOrderBody, idempotencyKey?: string) =>
      call(orderCreatedSchema, '/orders/', {
        body,
        auth: true,
        headers: onceKeyHeaders(idempotencyKey),
      }),
    myOrders: (page: number) => call(orderPageSchema, '/me/orders/', { query: { page }, auth: true }),
    myOrder: (orderNumber: string) =>
      call(orderDetailSchema, `/me/orders/${encodeURIComponent(orderNumber)}/`, { auth: true }),
    orderMessages: (orderNumber: string) =>
      call(orderMessagesSchema, `/me/orders/${encodeURIComponent(orderNumber)}/messages/`, {
        auth: true,
      }),
    sendOrderMessage: (orderNumber: string, messageContent: string, onceKey?: string) =>
      call(orderMessageSchema, `/me/orders/${encodeURIComponent(orderNumber)}/messages/`, {
        body: { message_content: messageContent },
        auth: true,
        headers: onceKeyHeaders(onceKey),
      }),

    // Restock alerts (issue 12, authenticated)
    restockAlerts: () => call(restockAlertListSchema, '/me/restock-alerts/', { auth: true }),
    askRestockAlert: (productCode: string) =>
      call(restockAlertSchema, '/me/restock-alerts/', { body: { product_code: productCode }, auth: true }),
    /** Answers 204 with no body. */
    removeRestockAlert: (productCode: string) =>
      call(noContent, `/me/restock-alerts/${encodeURIComponent(productCode)}/`, { method: 'DELETE', auth: true }),
  }
}

export type ShopApiClient = ReturnType<typeof createShopApiClient>
