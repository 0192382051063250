/**
 * The shopper's session: a signed cookie (httpOnly, SameSite=Lax, Secure in production). It holds
 * the login (docs/architecture.md#sessions-and-cookies: the short-lived access token and the API's refresh cookie, which
 * the storefront's server forwards to the API) and one-time notices (flash) shown after a no-JS
 * form post redirects.
 *
 * One session object per request: the root middleware loads it, every helper here changes that
 * same object, and the middleware writes it back once at the end (commitRequestSession). Two
 * writers of one cookie in one answer would let the older one win, and a lost rotated refresh
 * token logs the shopper out.
 */
import { createContext, createCookieSessionStorage, type Cookie, type RouterContextProvider, type Session } from 'react-router'
import { signedCookie } from './signed-cookie.server.ts'

/** `event`: an analytics event the page after a redirect reports (login, sign_up, ...). */
export type Notice = { type: 'success' | 'error' | 'info'; message: string; event?: string }
type SessionData = {
  /** The access token (JWT) for authenticated API calls. */
  access?: string
  /** The API's refresh token (from its refresh cookie), sent back on refresh and logout. */
  refresh?: string
  /** Recipient fields typed at checkout, kept while the shopper is away at the store map. */
  checkout?: { recipient_name: string; recipient_phone: string; recipient_email: string }
}
type FlashData = {
  notice: Notice
  /** Checkout refused because the cart changed: what changed, shown once above the new summary. */
  checkoutChanges: string
}
export type ShopSession = Session<SessionData, FlashData>

const SESSION_COOKIE = '__session'
const storages = new WeakMap<object, ReturnType<typeof create>>()

function create(cookie: Cookie) {
  return createCookieSessionStorage<SessionData, FlashData>({ cookie })
}

export function sessionStorage(context: Readonly<RouterContextProvider>) {
  const cookie = signedCookie(context, SESSION_COOKIE, { maxAge: 60 * 60 * 24 * 30 })
  let storage = storages.get(cookie)
  if (!storage) storages.set(cookie, (storage = create(cookie)))
  return storage
}

type RequestSession = { session: ShopSession; dirty: boolean }
const requestSessionContext = createContext<RequestSession | null>(null)

/** The request's session, loaded once and shared by everything that runs for the request. */
export async function getSession(request: Request, context: Readonly<RouterContextProvider>) {
  let held = context.get(requestSessionContext)
  if (!held) {
    held = { session: await sessionStorage(context).getSession(request.headers.get('Cookie')), dirty: false }
    ;(context as RouterContextProvider).set(requestSessionContext, held)
  }
  return held.session
}

/** Marks the session as changed; commitRequestSession writes it at the end of the request. */
export function markSessionChanged(context: Readonly<RouterContextProvider>) {
  const held = context.get(requestSessionContext)
  if (held) held.dirty = true
}

/**
 * Writes the request's session into the response when it changed, as the one __session cookie
 * of the answer (any copy a route committed earlier is replaced: this one is the newest).
 */
export async function commitRequestSession(context: Readonly<RouterContextProvider>, response: Response) {
  const held = context.get(requestSessionContext)
  if (!held?.dirty) return response
  const cookie = await sessionStorage(context).commitSession(held.session)
  const others = response.headers.getSetCookie().filter((c) => !c.startsWith(`${SESSION_COOKIE}=`))
  try {
    response.headers.delete('Set-Cookie')
    for (const c of others) response.headers.append('Set-Cookie', c)
    response.headers.append('Set-Cookie', cookie)
    return response
  } catch {
    // Immutable headers (a Response.redirect): answer a copy instead.
    const headers = new Headers(response.headers)
    headers.delete('Set-Cookie')
    for (const c of others) headers.append('Set-Cookie', c)
    headers.append('Set-Cookie', cookie)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

/** A Set-Cookie header carrying a notice for the next page the shopper sees. */
export async function flashNotice(request: Request, context: Readonly<RouterContextProvider>, notice: Notice) {
  const session = await getSession(request, context)
  session.flash('notice', notice)
  markSessionChanged(context)
  return sessionStorage(context).commitSession(session)
}

/** The pending notice, and the Set-Cookie that clears it (null when there was none). */
export async function takeNotice(request: Request, context: Readonly<RouterContextProvider>) {
  const session = await getSession(request, context)
  const notice = session.get('notice') ?? null
  if (!notice) return { notice, setCookie: null }
  markSessionChanged(context)
  return { notice, setCookie: await sessionStorage(context).commitSession(session) }
}
