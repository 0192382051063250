/**
 * Cookie values the storefront itself would set, made by its own code with the server's
 * secrets: for tests that hand a browser or a request a login, or a registration, in a given state.
 */
import { RouterContextProvider } from 'react-router'
import { serverContext, type ServerContext } from '#app/context.ts'
import { registerPendingCookie, type PendingRegistration } from '#app/utils/register-pending.server.ts'
import { sessionStorage } from '#app/utils/session.server.ts'

/** A request context holding only what cookies need: the production server's secrets. */
export function contextWithSecrets(secrets: string[]) {
  const context = new RouterContextProvider()
  context.set(serverContext, { env: { SESSION_SECRETS: secrets, NODE_ENV: 'production' } } as ServerContext)
  return context
}

/** As the browser keeps a cookie from its Set-Cookie header: the value, still encoded. */
const valueOf = (header: string) => header.slice(header.indexOf('=') + 1, header.indexOf(';'))

/** The `__session` cookie for the given session values (app/utils/session.server.ts). */
export async function sessionCookieValue(secrets: string[], values: { access?: string; refresh?: string }) {
  const storage = sessionStorage(contextWithSecrets(secrets))
  const session = await storage.getSession()
  for (const [key, value] of Object.entries(values)) session.set(key as keyof typeof values, value)
  return valueOf(await storage.commitSession(session))
}

/** The `register_pending` cookie of step 2 (encrypted, so a test cannot write it by hand). */
export async function registerPendingCookieValue(secrets: string[], pending: PendingRegistration) {
  return valueOf(await registerPendingCookie(contextWithSecrets(secrets)).serialize(pending))
}

/** A login whose refresh token the API never issued (revoked, say, elsewhere): the next page ends it. */
export const endedLogin = (secrets: string[]) => sessionCookieValue(secrets, { refresh: 'a-refresh-token-the-api-never-issued' })
