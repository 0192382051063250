/**
 * The `__session` cookie value the storefront itself would set for the given session values,
 * made by its own session storage (app/utils/session.server.ts) with the server's secrets: for
 * tests that hand a browser or a request a login in a given state.
 */
import { RouterContextProvider } from 'react-router'
import { serverContext, type ServerContext } from '#app/context.ts'
import { sessionStorage } from '#app/utils/session.server.ts'

export async function sessionCookieValue(secrets: string[], values: { access?: string; refresh?: string }) {
  const context = new RouterContextProvider()
  context.set(serverContext, { env: { SESSION_SECRETS: secrets, NODE_ENV: 'production' } } as ServerContext)
  const storage = sessionStorage(context)
  const session = await storage.getSession()
  for (const [key, value] of Object.entries(values)) session.set(key as keyof typeof values, value)
  const header = await storage.commitSession(session)
  // As the browser keeps it from Set-Cookie: still encoded.
  return header.slice(header.indexOf('=') + 1, header.indexOf(';'))
}

/** A login whose refresh token the API never issued (revoked, say, elsewhere): the next page ends it. */
export const endedLogin = (secrets: string[]) => sessionCookieValue(secrets, { refresh: 'a-refresh-token-the-api-never-issued' })
