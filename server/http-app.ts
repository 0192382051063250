/**
 * The one HTTP app the Node server runs: /healthz, the shop API at /api/v1, the storefront's
 * built files, and every other URL rendered by React Router. Security headers and compression
 * apply to all of it.
 */
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { compress } from 'hono/compress'
import { secureHeaders, type SecureHeadersVariables } from 'hono/secure-headers'
import { RouterContextProvider, type ServerBuild, createRequestHandler } from 'react-router'
import { serverContext } from '#app/context.ts'
import type { ApiTransport } from '#app/lib/api/transport.server.ts'
import type { KeptAnswers } from '#app/lib/api/client.server.ts'
import { randomText } from '#app/lib/random-text.server.ts'
import { MAX_UPLOAD_BODY_BYTES } from '#backend/contract/staff-products.ts'
import { closingBodyLimit } from '#backend/http/body-limit.ts'
import { readsOnly } from '#backend/http/methods.ts'
import { builtFiles } from './built-files.ts'
import { busyPage } from './busy-page.ts'
import { apiRequestFrom, resolveClientIp } from './client-ip.ts'
import { compressWholePage } from './page-compression.ts'
import { createRenderQueue } from './render-queue.ts'
import { type ServerEnv, publicEnv } from './env.ts'
import { boundedHealth } from './health.ts'
import { type Logger, scrubText } from './logger.ts'
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.ts'

export type HttpAppOptions = {
  env: ServerEnv
  /** Answers /api/v1/* (the in-process backend, or a proxy to BACKEND_URL). */
  api: (request: Request) => Response | Promise<Response>
  /** The storefront's way to the API. */
  transport: ApiTransport
  /** The API's shared answers kept until its data changes, when the API is in this process (KeptAnswers). */
  keptAnswers?: KeptAnswers
  healthCheck: () => Promise<boolean>
  /** The React Router build; a function in development so each request sees fresh code. */
  build: ServerBuild | (() => Promise<ServerBuild>)
  /** Folder of the built browser files (production), or undefined when Vite serves them. */
  clientDir?: string
  /** Request lines (LOG_REQUESTS) and the storefront's errors go here. */
  logger: Logger
  /** How long a page view may wait for its turn before it gets the busy page; for tests. */
  pageQueueMaxWaitMs?: number
}

type Variables = SecureHeadersVariables & { requestId: string }

export function createHttpApp(options: HttpAppOptions) {
  const { env } = options
  const production = env.NODE_ENV === 'production'
  const handleDocument = createRequestHandler(options.build, production ? 'production' : 'development')
  const shared = publicEnv(env)
  const app = new Hono<{ Variables: Variables }>()
  const { logger } = options

  // First, so every answer (health checks, files, refusals) carries the id and is counted.
  app.use('*', async (c, next) => {
    const requestId = requestIdFor(c.req.header(REQUEST_ID_HEADER), env.TRUST_PROXY)
    c.set('requestId', requestId)
    const started = performance.now()
    await next()
    // On the answer as it stands, as the security headers are set: Hono's c.header on a finished
    // answer copies it first, body stream included (about 1 % of every page's time, issue 13).
    c.res.headers.set(REQUEST_ID_HEADER, requestId)
    // One line per request; the path without its query (reset links carry tokens there), and no
    // line for the load balancer's health checks every few seconds.
    if (env.LOG_REQUESTS && c.req.path !== '/healthz') {
      const ms = Math.round((performance.now() - started) * 10) / 10
      logger.info({ reqId: requestId, method: c.req.method, path: scrubText(c.req.path), status: c.res.status, ms }, 'request')
    }
  })

  app.get('/healthz', async (c) => {
    const healthy = await boundedHealth(options.healthCheck)
    return c.json({ status: healthy ? 'ok' : 'unavailable' }, healthy ? 200 : 503, {
      'Cache-Control': 'no-store',
    })
  })

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: production ? contentSecurityPolicy(env) : undefined,
      crossOriginEmbedderPolicy: false,
      // In-app browsers open our links; same-origin-allow-popups keeps the store-map popup working.
      crossOriginOpenerPolicy: 'same-origin-allow-popups',
      // HSTS only means something on an https address; sent over plain HTTP it is noise at best.
      strictTransportSecurity: production && servesHttps(env) ? 'max-age=31536000; includeSubDomains' : false,
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
      // A response that sets its own policy keeps it: the ECPay store pages (backend/ecpay/pages.ts)
      // carry a tighter CSP with one script hash, and the popup reply needs COOP unsafe-none.
      overwrite: false,
    }),
  )
  app.use('*', compress())

  // Storefront forms are a few hundred bytes; a bigger body is refused before anything reads it
  // (a missing Content-Length or a chunked body is counted as it arrives). The API caps its own.
  app.use('*', async (c, next) => {
    // No body to count, and asking a GET for its body made a second copy of the request (issue 13).
    if (readsOnly(c.req.method)) return next()
    if (STAFF_UPLOAD_PAGE.test(c.req.path)) return uploadBodyLimit(c, next)
    if (isApiPath(c.req.path)) return next()
    if (c.req.path.startsWith('/staff/news/')) return articleBodyLimit(c, next)
    return storefrontBodyLimit(c, next)
  })

  const shopperIp = (c: { req: { raw: Request }; env: unknown }) =>
    resolveClientIp(
      (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress,
      c.req.raw.headers.get('x-forwarded-for'),
      env.TRUST_PROXY,
    )
  const toApi = (c: { req: { raw: Request }; env: unknown; get: (key: 'requestId') => string }) => {
    const request = apiRequestFrom(c.req.raw, shopperIp(c), env.API_SHARED_SECRET)
    // The API's error lines carry the id of the request that reached it.
    request.headers.set(REQUEST_ID_HEADER, c.get('requestId'))
    return options.api(request)
  }
  app.all('/api/v1/*', toApi)
  app.all('/api/v1', toApi)

  if (options.clientDir) {
    const files = new Set(builtFiles(options.clientDir))
    const serveBuilt = serveStatic({
      root: options.clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        // Hashed file names under /assets never change content: cache them for a year.
        const immutable = c.req.path.startsWith('/assets/')
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      },
    })
    // Only the build's own files: asking the file system first for every page cost a failed
    // stat (and its exception) per page view.
    app.use('*', (c, next) => (files.has(c.req.path) ? serveBuilt(c, next) : next()))
  }

  const renders = createRenderQueue(PAGE_RENDER_SLOTS)
  const maxWaitMs = options.pageQueueMaxWaitMs ?? PAGE_QUEUE_MAX_WAIT_MS
  let lastBusyWarning = -Infinity
  // One line per overload, not one per refused page: enough for whoever watches the logs.
  const warnBusy = (waitedMs: number) => {
    const now = performance.now()
    if (now - lastBusyWarning < BUSY_WARNING_EVERY_MS) return
    lastBusyWarning = now
    logger.warn({ waiting: renders.waiting, waitedMs: Math.round(waitedMs) }, 'pages queue full: page views get the busy page')
  }
  app.all('*', async (c) => {
    const queuedAt = performance.now()
    return renders.run(async () => {
      // A shopper who left while the page waited (closed the tab, pressed reload) costs no render.
      // 499, nginx's "client closed request", for the request log; nobody reads the answer.
      if (c.req.raw.signal.aborted) return new Response(null, { status: 499 })
      // Under a flood the line grows faster than pages are made: a page view that waited too long
      // gets a quick 503, so the pages behind it wait no longer than that. A form (an order, a
      // login) is always rendered: nothing a shopper sent is dropped.
      const waitedMs = performance.now() - queuedAt
      if (waitedMs > maxWaitMs && readsOnly(c.req.method)) {
        warnBusy(waitedMs)
        return busyPage()
      }
      // Only now, for a page that is rendered: a refused or abandoned one needs none of it.
      const requestId = c.get('requestId')
      const context = new RouterContextProvider()
      context.set(serverContext, {
        transport: withRequestId(options.transport, requestId),
        keptAnswers: options.keptAnswers,
        env,
        publicEnv: shared,
        nonce: c.get('secureHeadersNonce') ?? '',
        clientIp: shopperIp(c),
        requestId,
        logger,
      })
      const page = await handleDocument(c.req.raw, context)
      return withDefaultCacheControl(await compressWholePage(page, c.req.header('Accept-Encoding'), c.req.method))
    })
  })

  return app
}

/**
 * Pages under way at once (server/render-queue.ts). A page that needs no I/O is rendered within its
 * own turn, so pages still start one after another; the slots are for pages that wait (the
 * database, a password hash, a text-message provider), so a few of them never hold up the rest.
 */
export const PAGE_RENDER_SLOTS = 8

/**
 * A page view that waited this long for its turn gets the busy page (server/busy-page.ts) instead
 * of a render. This bounds every page's wait under a flood, where an unbounded line made every
 * page wait until the 30 s request timeout. Refused only after the wait, not on arrival, so a
 * shopper's reload comes no sooner than this, and a busy spell that clears in time refuses no one.
 */
export const PAGE_QUEUE_MAX_WAIT_MS = 10_000
const BUSY_WARNING_EVERY_MS = 10_000

/** The page's calls to the shop API carry the page request's id, so an API error line names it. */
function withRequestId(transport: ApiTransport, requestId: string): ApiTransport {
  return (request) => {
    request.headers.set(REQUEST_ID_HEADER, requestId)
    return transport(request)
  }
}

export const MAX_FORM_BYTES = 16 * 1024

const storefrontBodyLimit = closingBodyLimit({
  maxSize: MAX_FORM_BYTES,
  onError: (c) => c.text('請求內容過大，請重新整理頁面後再試一次。', 413, { 'Cache-Control': 'no-store' }),
})

/**
 * The staff article editor posts a whole HTML body (up to 15,000 characters of Chinese, about 45 KB
 * as multipart); the API caps the article itself at 64 KB.
 */
export const MAX_ARTICLE_FORM_BYTES = 96 * 1024

const articleBodyLimit = closingBodyLimit({
  maxSize: MAX_ARTICLE_FORM_BYTES,
  onError: (c) => c.text('請求內容過大，請縮短內文後再試一次。', 413, { 'Cache-Control': 'no-store' }),
})

const isApiPath = (path: string) => path === '/api/v1' || path.startsWith('/api/v1/')

/**
 * Staff pages that take files (a new product's pictures, the product editor's, CSV import): the
 * API's upload cap instead. A product code is letters, digits and '-', as 'new' and 'import' are.
 */
const STAFF_UPLOAD_PAGE = /^\/staff\/products\/[A-Za-z0-9][A-Za-z0-9-]{0,63}(\.data)?\/?$/
const uploadBodyLimit = closingBodyLimit({
  maxSize: MAX_UPLOAD_BODY_BYTES,
  onError: (c) => c.text('上傳的內容太大：每張圖片 5 MB 以內，最多 4 張；CSV 1 MB 以內。', 413, { 'Cache-Control': 'no-store' }),
})

function servesHttps(env: ServerEnv) {
  return env.PUBLIC_URL?.startsWith('https:') ?? false
}

/**
 * Pages and `.data` answers carry the shopper's CSRF token, cart count and notices: no shared
 * cache may keep them. Routes that are the same for everyone (robots.txt, sitemap.xml) say so
 * themselves.
 */
function withDefaultCacheControl(response: Response) {
  if (response.headers.has('Cache-Control')) return response
  try {
    // The renderer's own Response: its headers can be set in place, no copy per page.
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  } catch {
    // Immutable headers (Response.redirect): answer a copy.
  }
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'private, no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Hono's NONCE, with the nonce cut from a batch of random bytes (lib/random-text.server.ts) instead
 * of a getRandomValues call of its own: 16 bytes in base64, kept where Hono's is (the request's
 * `secureHeadersNonce`) for the page's scripts to carry.
 */
const pageNonce = (c: Context<{ Variables: SecureHeadersVariables }>) => {
  const nonce = c.get('secureHeadersNonce') ?? randomText(16, 'base64')
  c.set('secureHeadersNonce', nonce)
  return `'nonce-${nonce}'`
}

function contentSecurityPolicy(env: ServerEnv) {
  const analytics = env.GA_MEASUREMENT_ID
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
    : []
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [pageNonce, "'strict-dynamic'", "'self'", ...analytics],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Any https image (docs/architecture.md#security-patterns): staff may give a news cover or an
    // article image from another site, as the editor says. An image runs no code; what it can leak
    // is a page view to that site, and only staff choose what the pages show. Not http: (mixed
    // content on the shop's https pages), which the cover rule refuses too.
    imgSrc: ["'self'", 'data:', 'https:', ...analytics],
    connectSrc: ["'self'", ...analytics],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'", 'https://logistics.ecpay.com.tw', 'https://logistics-stage.ecpay.com.tw'],
  }
}
