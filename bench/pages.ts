/**
 * Server-rendered pages under load, each as a ratio of a static file's requests/s measured just
 * before the page (issue 13): absolute figures swing with whatever else the machine is doing, the ratio
 * much less. Pages are asked for as a guest on a first visit (no cookies: the costliest guest, a
 * link opened from LINE, whose page carries the stylesheet inline) and as a logged-in shopper with
 * the cookies a browser would send back (session, csrf, cart, and the one saying it has the
 * stylesheet: app/lib/app-stylesheet.server.ts).
 */
import { randomBytes } from 'node:crypto'
import { createCookie, createCookieSessionStorage } from 'react-router'
import { createTokens } from '#backend/auth/tokens.ts'
import type { DatabaseHandle } from '#backend/db/database.ts'
import { users } from '#backend/db/schema.ts'
import { t } from '#app/lib/messages.ts'

/** What a phone browser sends with every request; the static file is then served precompressed. */
export const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br', Accept: 'text/html,*/*' }

/** Budget line of issue 13: a page at 20 connections. */
export const PAGE_BUDGET = { ratio: 0.15, p99Ms: 150 }

export const SEARCH_PAGES = ['ドラゴン', 'ブラック・マジシャン', '灰流', 'dragon', 'QCCU-JP001', '青眼', 'knight', '魔術師'].map(
  (q) => `/search?q=${encodeURIComponent(q)}`,
)

/**
 * The shop's stylesheet, as every first page view fetches it: a build asset the server sends
 * precompressed from disk, the cheapest answer it has, so the ratio says what a page costs.
 */
export async function staticAssetPath(base: string) {
  const html = await (await fetch(`${base}/products/1`)).text()
  // Linked, or inline and asked for ahead of the next page (app/lib/app-stylesheet.server.ts).
  const path = /<link[^>]+rel="(?:stylesheet|prefetch)"[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  if (!path) throw new Error('no stylesheet found in /products/1')
  const response = await fetch(base + path, { headers: BROWSER_HEADERS })
  await response.arrayBuffer()
  if (!response.headers.get('content-encoding')) throw new Error(`${path} is not served precompressed`)
  return path
}

const SHOPPER_FIRST_NAME = '小美'
const SHOPPER_CART = 'QCCU-JP001-SE-A*1|RC04-JP001-UR-S*2'

/**
 * The Cookie header of a freshly logged-in shopper with two cart lines, built the way the
 * storefront builds it (same secret and cookie names), so no login form is needed.
 */
export async function shopperCookies(base: string, handle: DatabaseHandle, secret: string) {
  const tag = randomBytes(5).toString('hex')
  const [user] = await handle.db
    .insert(users)
    .values({ username: `page${tag}`, email: `page${tag}@example.tw`, passwordHash: 'x', lastName: '林', firstName: SHOPPER_FIRST_NAME })
    .returning()
  const { access, refresh } = await createTokens(handle.db, { secret }).login(user!)
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: true, secrets: [secret] }
  const storage = createCookieSessionStorage({ cookie: createCookie('__session', options) })
  const session = await storage.getSession()
  session.set('access', access)
  session.set('refresh', refresh)
  const pairs = [
    await storage.commitSession(session),
    await createCookie('csrf', options).serialize(`${randomBytes(32).toString('base64url')}.x`),
    await createCookie('cart', options).serialize(SHOPPER_CART),
  ]
  // A returning browser holds the stylesheet, and the cookie the page that sent it set.
  const stylesheet = (await fetch(`${base}/products/1`)).headers.getSetCookie().find((c) => c.startsWith('css='))
  if (!stylesheet) throw new Error('/products/1 set no stylesheet cookie (app/lib/app-stylesheet.server.ts)')
  return [...pairs, stylesheet].map((c) => c.split(';')[0]).join('; ')
}

/**
 * Fails the bench when the cookies shopperCookies builds no longer log in and fill the cart (the
 * storefront renamed or re-signed a cookie): the shopper rows would silently measure a guest.
 */
export async function assertShopperCookies(base: string, cookie: string) {
  const html = await (await fetch(`${base}/products/1`, { headers: { ...BROWSER_HEADERS, Cookie: cookie } })).text()
  const quantity = SHOPPER_CART.split('|').reduce((sum, line) => sum + Number(line.split('*')[1]), 0)
  for (const expected of [t.nav.greeting(SHOPPER_FIRST_NAME), t.nav.cartCount(quantity), 'rel="stylesheet"']) {
    if (!html.includes(expected)) {
      throw new Error(`the bench's shopper cookies (bench/pages.ts) are not taken: /products/1 lacks "${expected}"`)
    }
  }
}
