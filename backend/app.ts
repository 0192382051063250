/**
 * The shop API: every /api/v1 call (docs/architecture.md#the-shop-api) as one Web-standard Hono app. The server
 * mounts it at /api/v1; the storefront calls its `fetch` in-process (or over HTTP elsewhere).
 */
import os from 'node:os'
import path from 'node:path'
import { Hono, type Context, type Next } from 'hono'
import { createAuth, type AuthDeps } from './auth/routes.ts'
import { cartRoutes } from './cart/routes.ts'
import { productRoutes, optionRoutes } from './catalogue/routes.ts'
import type { Database } from './db/database.ts'
import { API_NOT_FOUND, ApiError } from './http/api-error.ts'
import { closingBodyLimit } from './http/body-limit.ts'
import { isMultipart, MAX_JSON_BYTES } from './http/body.ts'
import { keepJsonText } from './http/keep-json-text.ts'
import { ChangeFeed } from './lib/change-feed.ts'
import { ecpayRoutes } from './ecpay/routes.ts'
import { ecpaySettings, type EcpaySettings } from './ecpay/settings.ts'
import { mediaRoutes, uploadRoutes } from './media/routes.ts'
import { newsRoutes } from './news/routes.ts'
import { outboxMail, outboxSms } from './notify/outbox.ts'
import { outboxRoutes } from './notify/routes.ts'
import { myOrderRoutes, orderRoutes } from './orders/routes.ts'
import { restockAlertRoutes } from './restock/routes.ts'
import { rulesRoutes } from './rules/routes.ts'
import { searchRoutes } from './search/routes.ts'
import { staffRoutes } from './staff/routes.ts'
import { MAX_UPLOAD_BODY_BYTES } from './contract/staff-products.ts'
import { createSearchService } from './search/search.service.ts'
import { createSuggestService } from './search/suggest.service.ts'
import { readsOnly } from './http/methods.ts'

/** What the API's error handler knows of a failed request; the id comes from the server (X-Request-Id). */
export type FailedApiRequest = { method: string; path: string; requestId?: string }

export type ShopApiDeps = {
  db: Database
  /** Where orders are created (DatabaseHandle.orderDb: generic plans); `db` when not given. */
  orderDb?: Database
  log?: (message: string) => void
  /** Unexpected errors, once each with their stack (the server's logger); by default a `log` line. */
  reportError?: (error: Error, request: FailedApiRequest) => void
  /** Hears shop data changes so catalogue reads can be cached per instance (lib/change-feed.ts); off = no caching. */
  changeFeed?: ChangeFeed
  /** Accounts: secret, SMS/mail senders, production flag. Defaults suit tests (random secret, temp outbox). */
  auth?: Partial<AuthDeps>
  /** The outbox folder to list at /dev/outbox/; the route exists only when this is set and not in production. */
  outboxDir?: string
  /** ECPay store map: merchant, keys, map URL (unset = the stand-in). Defaults: ECPay's public stage. */
  ecpay?: Partial<EcpaySettings>
  /** Where staff-uploaded product images are kept (DATA_DIR/uploads); a temp folder in tests. */
  uploadsDir?: string
}

export const API_PREFIX = '/api/v1'

export function createShopApi({
  db,
  orderDb = db,
  log = console.error,
  reportError = (error, { method, path }) => log(`[api] ${method} ${path} failed: ${withoutQueryParams(error.stack ?? error.message)}`),
  changeFeed = ChangeFeed.off(),
  auth = {},
  outboxDir,
  ecpay,
  uploadsDir,
}: ShopApiDeps) {
  const api = new Hono({ strict: false }).basePath(API_PREFIX)
  const fallbackOutbox = path.join(os.tmpdir(), 'ygo-shop-outbox')
  const accounts = createAuth(
    db,
    { ...auth, notifier: auth.notifier ?? { sendSms: outboxSms(fallbackOutbox), sendMail: outboxMail(fallbackOutbox) } },
    log,
  )

  // First, so every JSON answer, errors included, carries its text for the in-process client.
  api.use('*', keepJsonText)
  api.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers)
    // A malformed URL or header reaching a handler is still the client's fault, not ours.
    if (error instanceof URIError) return c.json({ detail: '網址格式不正確。' }, 400)
    reportError(error, { method: c.req.method, path: c.req.path, requestId: c.req.header('x-request-id') })
    return c.json({ detail: '伺服器發生錯誤，請稍後再試。' }, 500)
  })
  api.notFound((c) => c.json({ detail: API_NOT_FOUND }, 404))

  const tooLarge = (c: Context) => c.json({ detail: '請求內容過大。' }, 413)
  const jsonLimit = closingBodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLarge })
  // Staff uploads (product pictures, new or in an edit, CSV imports) are the only bodies allowed past the JSON cap.
  const uploadLimit = closingBodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: tooLarge })
  api.use('*', (c, next) => (isStaffUpload(c.req.method, c.req.path, c.req.raw) ? uploadLimit : jsonLimit)(c, next))
  api.use('*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', cacheControl(c.req.method, c.req.path, c.res.status))
  })

  // Staff edits and orders change shop data: this instance forgets its copies at once instead of
  // waiting for its own notification, so the next page shows the change. An order changes only
  // how many are left: the rules, news, rankings and counts it keeps (a product it sold out is
  // re-ranked when the notification comes back, a few milliseconds later).
  const forgetAfterChange = (forget: () => void) => async (c: Context, next: Next) => {
    await next()
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) forget()
  }
  api.use('/staff/*', forgetAfterChange(() => changeFeed.forgetAll()))
  api.use('/orders/*', forgetAfterChange(() => changeFeed.forget(['stock'])))
  api.route('/products', productRoutes(db, changeFeed))
  api.route('/options', optionRoutes(db, changeFeed))
  api.route('/search', searchRoutes(createSearchService(db, changeFeed), createSuggestService(db, changeFeed)))
  api.route('/news', newsRoutes(db))
  api.route('/rules', rulesRoutes(db, changeFeed))
  api.route('/media', mediaRoutes(db))
  api.route('/auth', accounts.routes)
  api.route('/cart', cartRoutes(db, accounts.ctx.limits.shareIp))
  if (outboxDir && !auth.production) api.route('/dev', outboxRoutes(outboxDir))
  const publicUrl = auth.publicUrl?.replace(/\/+$/, '')
  const storeMapLimit = accounts.ctx.limits.storeMapUser
  api.route('/ecpay', ecpayRoutes(db, accounts.tokens, ecpaySettings({ publicUrl, ...ecpay }), storeMapLimit))
  const orderDeps = { db, tokens: accounts.tokens, notifier: accounts.ctx.notifier, log, publicUrl }
  api.route('/orders', orderRoutes({ ...orderDeps, db: orderDb }))
  api.route('/me/orders', myOrderRoutes(orderDeps))
  api.route('/me/restock-alerts', restockAlertRoutes(orderDeps))
  const uploads = uploadsDir ?? path.join(os.tmpdir(), 'ygo-shop-uploads')
  api.route('/media/uploads', uploadRoutes(uploads))
  api.route('/staff', staffRoutes({ ...orderDeps, uploadsDir: uploads }))
  return api
}

const STAFF_UPLOAD_PATHS = ['/staff/products', '/staff/products/import'].map((p) => API_PREFIX + p)
const STAFF_PRODUCT_PATH = new RegExp(`^${API_PREFIX}/staff/products/[^/]+/*$`)
/** A new product or CSV import, or a product edit sent as an upload form (new pictures); its JSON stays under the JSON cap. */
const isStaffUpload = (method: string, path: string, request: Request) =>
  (method === 'POST' && STAFF_UPLOAD_PATHS.includes(path.replace(/\/+$/, ''))) ||
  (method === 'PATCH' && STAFF_PRODUCT_PATH.test(path) && isMultipart(request))

/** Catalogue, news and rules are the same for every visitor; nothing else may be kept. */
const PUBLIC_PREFIXES = ['/products', '/options', '/search', '/news', '/rules', '/media'].map((p) => API_PREFIX + p)

function cacheControl(method: string, path: string, status: number) {
  const isPublic = PUBLIC_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  // A minute is short enough for stock counts and saves phones the repeat trip on back/forward.
  if (isPublic && readsOnly(method) && status === 200) return 'public, max-age=60'
  return isPublic ? 'no-store' : 'private, no-store'
}

export type ShopApi = ReturnType<typeof createShopApi>

/** Drizzle puts a failed query's parameters in its message: e-mails, hashes, tokens stay out of logs. */
export const withoutQueryParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: [redacted]')
