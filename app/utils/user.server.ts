/**
 * Who is asking: the root middleware reads the session once per request, refreshes an expired
 * or missing access token through the API (docs/architecture.md#sessions-and-cookies), and puts the user (or
 * null for a guest) on `userContext`. Guards, the header and the API client all read that.
 */
import { createContext, redirect, type RouterContextProvider, type MiddlewareFunction } from 'react-router'
import { z } from 'zod'
import { accessClaimsSchema } from '#backend/contract/accounts.ts'
import { deepFreeze } from '#backend/contract/frozen.ts'
import { LruMap } from '#backend/contract/lru-map.ts'
import { createShopApiClient, refreshTokenFrom } from '#app/lib/api/client.server.ts'
import { serverContext } from '#app/context.ts'
import { tAccount } from '#app/lib/messages-account.ts'
import { isDataRequest, loginPath } from './redirect.server.ts'
import { commitRequestSession, getSession, markSessionChanged, type ShopSession } from './session.server.ts'

export type ShopUser = {
  id: number | null
  role: string
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  accessToken: string
  /** When the access token lapses, and when it was issued (seconds since the epoch). */
  expiresAt: number
  issuedAt: number
}

export const userContext = createContext<ShopUser | null>(null)

const claimsSchema = accessClaimsSchema.extend({
  sub: z.union([z.string(), z.number()]).optional(),
  role: z.string().default('customer'),
  iat: z.number().optional(),
})

/**
 * The claims of an access token, read without checking the signature: the API checks that. A
 * token is read once (frozen, for as long as it is among the last few thousand): each of its
 * requests read it twice, about 0.05 ms with the claims' schema (issue 13).
 */
export function readAccessToken(token: string): ShopUser | null {
  return readTokens.remember(token, () => deepFreeze(readClaims(token)))
}

const readTokens = new LruMap<string, ShopUser | null>(5000)

function readClaims(token: string): ShopUser | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    if (!claims.success) return null
    const id = Number(claims.data.sub)
    return {
      id: Number.isSafeInteger(id) ? id : null,
      role: claims.data.role,
      firstName: claims.data.first_name,
      lastName: claims.data.last_name,
      email: claims.data.email,
      phoneNumber: claims.data.phone_number,
      accessToken: token,
      expiresAt: claims.data.exp,
      issuedAt: claims.data.iat ?? claims.data.exp - 900,
    }
  } catch {
    return null
  }
}

/**
 * A token counts as expired a little early (15 s, or a fifth of a short lifetime), so it does not
 * lapse between this check and the API call it is for.
 */
function expired(token: string) {
  const user = readAccessToken(token)
  if (!user) return true
  const margin = Math.min(15, (user.expiresAt - user.issuedAt) / 5)
  return user.expiresAt - margin <= Date.now() / 1000
}

/** Stores a fresh login (from login, register or refresh) in the request's session. */
export function storeLogin(
  session: ShopSession,
  context: Readonly<RouterContextProvider>,
  access: string,
  headers: Headers,
) {
  session.set('access', access)
  const refresh = refreshTokenFrom(headers)
  if (refresh) session.set('refresh', refresh)
  markSessionChanged(context)
}

export function clearLogin(session: ShopSession, context: Readonly<RouterContextProvider>) {
  session.unset('access')
  session.unset('refresh')
  markSessionChanged(context)
}

type Refreshed = { ok: true; access: string; headers: Headers } | { ok: false; rejected: boolean }

/**
 * Refresh tokens rotate on every use and a reused one revokes the login. Two requests of one
 * shopper arriving together (a page and a fetcher) would both spend the same token, so on one
 * instance they share one refresh call, and its answer is kept 5 s for stragglers (not longer:
 * a copied token shown later must still count as reuse).
 */
const refreshes = new Map<string, { promise: Promise<Refreshed>; until: number }>()
const REFRESH_SHARE_MS = 5_000

function refreshOnce(context: Readonly<RouterContextProvider>, refreshToken: string): Promise<Refreshed> {
  const now = Date.now()
  for (const [key, entry] of refreshes) if (entry.until < now) refreshes.delete(key)
  const shared = refreshes.get(refreshToken)
  if (shared) return shared.promise
  const { transport, clientIp } = context.get(serverContext)
  const promise = createShopApiClient({ transport, clientIp })
    .refreshToken(refreshToken)
    .then((result): Refreshed =>
      result.ok
        ? { ok: true, access: result.data.access, headers: result.headers }
        : { ok: false, rejected: result.status === 401 || result.status === 400 || result.status === 403 },
    )
  if (refreshes.size < 10_000) refreshes.set(refreshToken, { promise, until: now + REFRESH_SHARE_MS })
  return promise
}

/**
 * Where a logged-out shopper is going anyway: a login that just ended shows its notice there
 * instead of a detour to /login (which would drop a register or reset link's page, or nest
 * /login?redirectTo=/login).
 */
const LOGGED_OUT_PAGES = new Set(['/login', '/register', '/forgot-password', '/password/reset/confirm'])

/**
 * Root middleware: resolves the user for this request and writes the session back once at the
 * end. A refresh the API refuses logs the shopper out ('Session expired or invalid'); a document
 * request is then sent to /login and back, unless it is for a page a guest uses anyway.
 */
export const userMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await getSession(request, context)
  let access = session.get('access')
  const refreshToken = session.get('refresh')
  let loggedOut = false

  if ((!access || expired(access)) && refreshToken) {
    const refreshed = await refreshOnce(context, refreshToken)
    if (refreshed.ok) {
      storeLogin(session, context, refreshed.access, refreshed.headers)
      access = refreshed.access
    } else if (refreshed.rejected) {
      clearLogin(session, context)
      session.flash('notice', { type: 'error', message: tAccount.session.expired })
      access = undefined
      loggedOut = true
    }
    // Anything else (API unreachable): a guest for this request, still logged in for the next.
  }

  const user = access && !expired(access) ? readAccessToken(access) : null
  context.set(userContext, user)

  if (loggedOut && request.method === 'GET' && !isDataRequest(request) && !LOGGED_OUT_PAGES.has(new URL(request.url).pathname)) {
    return commitRequestSession(context, redirect(loginPath(request)))
  }
  return commitRequestSession(context, await next())
}

export function getUser(context: Readonly<RouterContextProvider>) {
  return context.get(userContext)
}

/** The logged-in user, or a redirect to /login that comes back here afterwards. */
export function requireUser(request: Request, context: Readonly<RouterContextProvider>) {
  const user = context.get(userContext)
  if (!user) throw redirect(loginPath(request))
  return user
}

/**
 * For an authenticated API call answered 401 (docs/storefront.md#error-messages: a 401 logs out):
 * forget the login and send the shopper to /login with the message.
 */
export async function logoutUnauthorized(request: Request, context: Readonly<RouterContextProvider>): Promise<never> {
  const session = await getSession(request, context)
  clearLogin(session, context)
  session.flash('notice', { type: 'error', message: tAccount.session.unauthorized })
  throw redirect(loginPath(request))
}
