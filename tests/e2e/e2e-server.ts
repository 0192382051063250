/**
 * The e2e server's session secret, shared by playwright.config.ts (which starts the server with it)
 * and the tests that hand the browser a session cookie the shop would have made.
 */
import { createCookie, createCookieSessionStorage } from 'react-router'

export const E2E_SESSION_SECRET = 'e2e-session-secret-0123456789abcdef0123456789'

/** The `__session` value of a login whose refresh token the API never issued (revoked, say, elsewhere). */
export async function endedLoginSession() {
  const cookie = createCookie('__session', { path: '/', httpOnly: true, sameSite: 'lax', secrets: [E2E_SESSION_SECRET] })
  const storage = createCookieSessionStorage({ cookie })
  const session = await storage.getSession()
  session.set('refresh', 'a-refresh-token-the-api-never-issued')
  const header = await storage.commitSession(session)
  // As the browser keeps it from Set-Cookie: still encoded.
  return header.slice('__session='.length, header.indexOf(';'))
}
