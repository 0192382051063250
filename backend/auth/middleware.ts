/**
 * Guards for authenticated calls (orders, staff, ...): a valid Bearer access token, else a 401
 * `{detail}`. Handlers read the caller as `c.get('user')` ({id, role}).
 */
import { createMiddleware } from 'hono/factory'
import { ACCOUNT_MESSAGES } from '../contract/accounts.ts'
import { API_NOT_FOUND, ApiError } from '../http/api-error.ts'
import type { AuthUser, Tokens } from './tokens.ts'

export type AuthEnv = { Variables: { user: AuthUser } }

const unauthorized = () =>
  new ApiError(401, { detail: ACCOUNT_MESSAGES.sessionInvalid }, { 'WWW-Authenticate': 'Bearer' })

export function requireUser(tokens: Tokens) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/.exec(header)
    const user = match ? await tokens.verifyAccess(match[1]!) : undefined
    if (!user) throw unauthorized()
    c.set('user', user)
    await next()
  })
}

/**
 * Staff only. No or an expired token is a 401 like every authenticated call (so the storefront
 * refreshes it); a customer's valid token is a 404, so the staff API is not even shown to exist.
 */
export function requireStaff(tokens: Tokens) {
  const authenticate = requireUser(tokens)
  return createMiddleware<AuthEnv>(async (c, next) =>
    authenticate(c, async () => {
      if (c.get('user').role !== 'staff') throw new ApiError(404, { detail: API_NOT_FOUND })
      await next()
    }),
  )
}
