/**
 * /api/v1/auth/*: the auth calls of docs/architecture.md#the-shop-api. The refresh token lives in an httpOnly cookie
 * the API sets under /api/v1/auth (SameSite=Lax, Secure in production); the storefront's server
 * forwards it, in-process or over BACKEND_URL alike.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import pg from 'pg'
import { ACCOUNT_MESSAGES, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../contract/accounts.ts'
import type { Database } from '../db/database.ts'
import { users } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { readJsonBody } from '../http/body.ts'
import { clientIpOf } from '../http/client-ip.ts'
import type { Notifier } from '../notify/notifier.ts'
import { login, register } from './accounts.service.ts'
import type { AuthContext } from './auth-context.ts'
import { requireUser, type AuthEnv } from './middleware.ts'
import { sendOtp } from './otp.service.ts'
import { checkPasswordResetLink, confirmPasswordReset, requestPasswordReset } from './password-reset.service.ts'
import { createRateLimiters, type RateRules } from './rate-limits.ts'
import {
  createTokens,
  deriveKey,
  REFRESH_TTL_SECONDS,
  signingSecret,
  type Secrets,
} from './tokens.ts'

export type AuthDeps = {
  /**
   * JWT_SECRET or SESSION_SECRET (one, or a rotation list whose first signs); keys are derived
   * from it. Random (tokens die with the process) if absent.
   */
  secret?: Secrets
  notifier: Notifier
  production?: boolean
  publicUrl?: string
  /** Shorter windows or fewer points, e.g. in tests. */
  rateRules?: Partial<RateRules>
  now?: () => Date
  accessTtlSeconds?: number
}

export function createAuth(db: Database, deps: AuthDeps, log: (message: string) => void) {
  const pool = db.$client
  // rate-limiter-flexible needs the pool itself; a checked-out client would serialise every limit.
  if (!(pool instanceof pg.Pool))
    throw new Error('createShopApi needs a database opened on a pg.Pool')
  const secret = deps.secret ?? randomBytes(32).toString('hex')
  const now = deps.now ?? (() => new Date())
  const tokens = createTokens(db, { secret, now, accessTtlSeconds: deps.accessTtlSeconds })
  const ctx: AuthContext = {
    db,
    tokens,
    limits: createRateLimiters(pool, deps.rateRules),
    notifier: deps.notifier,
    log,
    now,
    // Codes live 5 minutes: one sent just before a rotation is simply sent again.
    otpKey: deriveKey(signingSecret(secret), 'otp-code'),
    publicUrl: deps.publicUrl,
    production: deps.production ?? false,
  }
  return { ctx, tokens, routes: authRoutes(ctx, deps.production ?? false) }
}

function authRoutes(ctx: AuthContext, production: boolean) {
  const setRefreshCookie = (c: Context, token: string) =>
    setCookie(c, REFRESH_COOKIE, token, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: production,
      maxAge: REFRESH_TTL_SECONDS,
    })
  const clearRefreshCookie = (c: Context) =>
    deleteCookie(c, REFRESH_COOKIE, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: production,
    })
  const signedIn = (
    c: Context,
    pair: { access: string; refresh: string },
    status: 200 | 201 = 200,
  ) => {
    setRefreshCookie(c, pair.refresh)
    c.header('Cache-Control', 'no-store')
    return c.json({ access: pair.access }, status)
  }
  const ip = (c: Context) => clientIpOf(c.req.raw)

  const app = new Hono<AuthEnv>()

  app.post('/send-otp', async (c) =>
    c.json(await sendOtp(ctx, await readJsonBody(c.req.raw), ip(c))),
  )
  app.post('/register', async (c) =>
    signedIn(c, await register(ctx, await readJsonBody(c.req.raw), ip(c)), 201),
  )
  app.post('/login', async (c) =>
    signedIn(c, await login(ctx, await readJsonBody(c.req.raw), ip(c))),
  )

  app.post('/token/refresh', async (c) => {
    const token = getCookie(c, REFRESH_COOKIE)
    const pair = token && token.length <= 200 ? await ctx.tokens.rotate(token) : undefined
    if (!pair) {
      clearRefreshCookie(c)
      throw new ApiError(401, { detail: ACCOUNT_MESSAGES.sessionInvalid })
    }
    return signedIn(c, pair)
  })

  app.post('/logout', async (c) => {
    const token = getCookie(c, REFRESH_COOKIE)
    if (token && token.length <= 200) await ctx.tokens.revoke(token)
    clearRefreshCookie(c)
    return c.json({ message: ACCOUNT_MESSAGES.loggedOut })
  })

  app.post('/password/reset', async (c) =>
    c.json(
      await requestPasswordReset(
        ctx,
        await readJsonBody(c.req.raw),
        ip(c),
        new URL(c.req.url).origin,
      ),
    ),
  )
  app.post('/password/reset/check', async (c) =>
    c.json(await checkPasswordResetLink(ctx, await readJsonBody(c.req.raw))),
  )
  app.post('/password/reset/confirm', async (c) =>
    c.json(await confirmPasswordReset(ctx, await readJsonBody(c.req.raw), ip(c))),
  )

  app.get('/me', requireUser(ctx.tokens), async (c) => {
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.id, c.get('user').id))
    if (!user?.isActive) throw new ApiError(401, { detail: ACCOUNT_MESSAGES.sessionInvalid })
    c.header('Cache-Control', 'no-store')
    return c.json({
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: user.phoneNumber,
      role: user.role,
    })
  })
  return app
}
