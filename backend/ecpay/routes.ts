/**
 * /api/v1/ecpay/*: the store map's parameters, ECPay's reply (ServerReplyURL), the shopper's
 * check of the pick, and the stand-in map used when ECPAY_MAP_URL is not set.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { requireUser, type AuthEnv } from '../auth/middleware.ts'
import type { RateLimiter } from '../auth/rate-limits.ts'
import type { Tokens } from '../auth/tokens.ts'
import { ORDER_MESSAGES as M } from '../contract/orders.ts'
import { MERCHANT_TRADE_NO_PATTERN } from '../contract/order-values.ts'
import type { Database } from '../db/database.ts'
import { isValidMac } from './check-mac-value.ts'
import {
  devMapPage,
  errorPage,
  PAGE_CSP,
  pageHeaders,
  popupDonePage,
  CLOSE_SCRIPT_HASH,
} from './pages.ts'
import { searchStores } from './sample-stores.ts'
import type { EcpaySettings } from './settings.ts'
import {
  DEV_MAP_PATH,
  issueMapParameters,
  recordStoreReply,
  selectedStore,
  storeReplySchema,
} from './store-selection.service.ts'

/** The fields of a map request (docs/integrations.md#map-request-fields); the stand-in verifies its CheckMacValue over them. */
const MAP_FIELDS = [
  'MerchantID',
  'MerchantTradeNo',
  'LogisticsType',
  'LogisticsSubType',
  'IsCollection',
  'ServerReplyURL',
  'ExtraData',
  'Device',
  'CheckMacValue',
] as const

/**
 * A urlencoded or multipart form as plain strings (files, repeats and values holding NUL, which
 * PostgreSQL cannot store, dropped: such a post then fails its checks as an incomplete one); {} if unreadable.
 */
async function formFields(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return {}
  const body = await c.req.parseBody().catch(() => ({}))
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string' && !value.includes('\0')) out[key] = value
  return out
}

const html = (c: Context, body: string, status: 200 | 400 | 404 = 200, csp = PAGE_CSP, headers: Record<string, string> = {}) =>
  c.body(body, status, { ...pageHeaders(csp), ...headers })

/**
 * Sent by every page the store-map popup shows, so the popup keeps its opener and the reply page
 * can close it (docs/integrations.md#popup-or-same-window). A browser cuts the opener when the
 * popup goes from a page with the storefront's COOP (same-origin-allow-popups) to one with
 * another, unless it leaves its first about:blank. The stand-in stands for ECPay's page, of
 * another origin and without the storefront's COOP; sending that COOP made the reply page find no
 * opener and show the checkout in the popup while the page under it waited for the popup to close.
 */
const KEEP_OPENER = { 'Cross-Origin-Opener-Policy': 'unsafe-none' }

export function ecpayRoutes(
  db: Database,
  tokens: Tokens,
  settings: EcpaySettings,
  mapOpenings: RateLimiter,
) {
  const app = new Hono<AuthEnv>()
  const origin = (c: Context) => new URL(c.req.url).origin

  app.get('/map-parameters', requireUser(tokens), async (c) => {
    await mapOpenings.hit(String(c.get('user').id))
    const url = new URL(c.req.url)
    const params = await issueMapParameters(db, settings, c.get('user').id, {
      origin: origin(c),
      popup: url.searchParams.get('flow') === 'popup',
      mobile: url.searchParams.get('device') !== 'pc',
    })
    return c.json(params, 200, { 'Cache-Control': 'no-store' })
  })

  // ECPay's page makes the shopper's browser POST here: cross-site, no cookies, no CheckMacValue.
  app.post('/store-reply', async (c) => {
    const parsed = storeReplySchema.safeParse(await formFields(c))
    if (
      !parsed.success ||
      (parsed.data.MerchantID && parsed.data.MerchantID !== settings.merchantId)
    )
      return html(c, errorPage('門市資料有誤', M.storeReplyInvalid), 400)
    if (!(await recordStoreReply(db, parsed.data)))
      return html(c, errorPage('找不到門市選擇', M.storeReplyExpired), 404)
    const checkout = `/checkout?merchant_trade_no=${encodeURIComponent(parsed.data.MerchantTradeNo)}`
    if (parsed.data.ExtraData === 'popup') {
      const csp = `default-src 'none'; script-src ${CLOSE_SCRIPT_HASH}; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'`
      // The popup came back from ECPay's origin: it closes itself.
      return html(c, popupDonePage(checkout), 200, csp, KEEP_OPENER)
    }
    // A same-site GET after the cross-site POST: the shopper's session cookie comes back on it.
    return c.body(null, 303, { Location: checkout, 'Cache-Control': 'no-store' })
  })

  app.get('/check-store-selection', requireUser(tokens), async (c) => {
    const no = new URL(c.req.url).searchParams.get('merchant_trade_no') ?? ''
    const result = MERCHANT_TRADE_NO_PATTERN.test(no)
      ? await selectedStore(db, c.get('user').id, no)
      : { found: false as const }
    if (!result.found) return c.json({ status: 'error', detail: M.storeNotFound }, 404)
    if (!result.store) return c.json({ status: 'pending', detail: M.storeNotSelected }, 404)
    return c.json({ status: 'success', data: result.store })
  })

  if (!settings.mapUrl) {
    // The stand-in map: ECPay's form arrives by POST; its search form posts the same fields back.
    const devMap = async (c: Context) => {
      const form = c.req.method === 'POST' ? await formFields(c) : {}
      const mapFields: Record<string, string> = {}
      for (const name of MAP_FIELDS) if (form[name] !== undefined) mapFields[name] = form[name]
      const replyUrl = z
        .url({ protocol: /^https?$/ })
        .max(200)
        .safeParse(mapFields.ServerReplyURL)
      if (
        !replyUrl.success ||
        !isValidMac(mapFields, settings) ||
        mapFields.MerchantID !== settings.merchantId
      )
        return html(c, errorPage('無法開啟門市地圖', M.mapMacInvalid), 400, PAGE_CSP, KEEP_OPENER)
      const keyword = (form.keyword ?? '').slice(0, 40)
      const page = devMapPage({
        selfUrl: DEV_MAP_PATH,
        mapFields,
        keyword,
        stores: searchStores(keyword),
      })
      const csp = `${PAGE_CSP}; form-action 'self' ${new URL(replyUrl.data).origin}`
      return html(c, page, 200, csp, KEEP_OPENER)
    }
    app.get('/dev-map', devMap)
    app.post('/dev-map', devMap)
  }
  return app
}
