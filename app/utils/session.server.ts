/**
 * The shopper's session: a signed cookie (httpOnly, SameSite=Lax, Secure in production). It will
 * hold the login tokens once accounts exist; today it carries one-time notices (flash) shown
 * after a no-JS form post redirects.
 */
import { createCookieSessionStorage, type Cookie, type RouterContextProvider } from 'react-router'
import { signedCookie } from './signed-cookie.server.ts'

export type Notice = { type: 'success' | 'error' | 'info'; message: string }
type SessionData = { userId?: number }
type FlashData = { notice: Notice }

const storages = new WeakMap<object, ReturnType<typeof create>>()

function create(cookie: Cookie) {
  return createCookieSessionStorage<SessionData, FlashData>({ cookie })
}

export function sessionStorage(context: Readonly<RouterContextProvider>) {
  const cookie = signedCookie(context, '__session', { maxAge: 60 * 60 * 24 * 30 })
  let storage = storages.get(cookie)
  if (!storage) storages.set(cookie, (storage = create(cookie)))
  return storage
}

export async function getSession(request: Request, context: Readonly<RouterContextProvider>) {
  return sessionStorage(context).getSession(request.headers.get('Cookie'))
}

/** A Set-Cookie header carrying a notice for the next page the shopper sees. */
export async function flashNotice(request: Request, context: Readonly<RouterContextProvider>, notice: Notice) {
  const session = await getSession(request, context)
  session.flash('notice', notice)
  return sessionStorage(context).commitSession(session)
}

/** The pending notice, and the Set-Cookie that clears it (null when there was none). */
export async function takeNotice(request: Request, context: Readonly<RouterContextProvider>) {
  const session = await getSession(request, context)
  const notice = session.get('notice') ?? null
  const setCookie = notice ? await sessionStorage(context).commitSession(session) : null
  return { notice, setCookie }
}

/** Until the accounts issue lands there is no login: everyone is a guest. */
export async function getUser(_request: Request, _context: Readonly<RouterContextProvider>) {
  return null as null | { firstName: string; email: string }
}
