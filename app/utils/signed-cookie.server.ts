/**
 * Every cookie the shop sets (session, csrf, cart, banner) the same way: signed with
 * SESSION_SECRETS (the first signs, all verify, so a secret can rotate without logging anyone out
 * or emptying carts), httpOnly, SameSite=Lax, Secure in production. A value the browser edited,
 * or signed with a secret no longer listed, parses as null.
 */
import { createCookie, type Cookie, type CookieOptions, type RouterContextProvider } from 'react-router'
import { serverContext } from '#app/context.ts'

const cookies = new Map<string, Cookie>()

export function signedCookie(
  context: Readonly<RouterContextProvider>,
  name: string,
  options: Pick<CookieOptions, 'maxAge'> = {},
): Cookie {
  const { env } = context.get(serverContext)
  // One instance per name and settings: tests run several configurations in one process.
  const key = JSON.stringify([name, options, env.SESSION_SECRETS, env.NODE_ENV])
  let cookie = cookies.get(key)
  if (!cookie) {
    cookie = createCookie(name, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: env.NODE_ENV === 'production',
      secrets: env.SESSION_SECRETS,
      ...options,
    })
    cookies.set(key, cookie)
  }
  return cookie
}
