/** The guards later routes (orders, staff) mount: the user reaches the handler, guests get 401, customers on staff routes 404. */
import { Hono } from 'hono'
import { SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../http/api-error.ts'
import { useTestDatabase } from '#tests/setup/test-database.ts'
import { requireStaff, requireUser, type AuthEnv } from './middleware.ts'
import { createTokens, deriveKey, type Tokens } from './tokens.ts'
import { users } from '../db/schema.ts'

const secret = 'm'.repeat(40)
let tokens: Tokens
let app: Hono<AuthEnv>
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

beforeAll(async () => {
  const { db } = await useTestDatabase()
  tokens = createTokens(db, { secret })
  app = new Hono<AuthEnv>()
  app.onError((error, c) =>
    error instanceof ApiError ? c.json(error.body, error.status, error.headers) : c.json({}, 500),
  )
  app.get('/mine', requireUser(tokens), (c) => c.json(c.get('user')))
  app.get('/staff', requireStaff(tokens), (c) => c.json(c.get('user')))
  const all = await db.select().from(users)
  staffToken = await tokens.accessToken(all.find((u) => u.role === 'staff')!)
  customerToken = await tokens.accessToken(all.find((u) => u.role === 'customer')!)
})
let staffToken: string
let customerToken: string

describe('requireUser and requireStaff', () => {
  it('expose {id, role} to the handler', async () => {
    const response = await app.request('/mine', bearer(customerToken))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: expect.any(Number), role: 'customer' })
    expect(await (await app.request('/staff', bearer(staffToken))).json()).toMatchObject({
      role: 'staff',
    })
  })

  it('answer 401 with WWW-Authenticate without a valid token, 404 for a customer on staff routes', async () => {
    const none = await app.request('/mine')
    expect(none.status).toBe(401)
    expect(none.headers.get('WWW-Authenticate')).toBe('Bearer')
    expect((await app.request('/staff')).status).toBe(401)
    expect((await app.request('/staff', bearer(customerToken))).status).toBe(404)
  })

  it.each([
    ['another audience', { aud: 'someone-else' }, 'HS256'],
    ['another issuer', { iss: 'someone-else' }, 'HS256'],
    ['another algorithm', {}, 'HS512'],
    ['no subject', { sub: undefined }, 'HS256'],
    ['a made-up role', { role: 'admin' }, 'HS256'],
  ] as const)('refuse a token with the right key but %s', async (_name, change, alg) => {
    const claims = { role: 'staff', sub: '1', aud: 'ygo-shop', iss: 'ygo-shop-api', ...change }
    let jwt = new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg })
      .setAudience(claims.aud)
      .setIssuer(claims.iss)
      .setExpirationTime('5m')
    if (claims.sub) jwt = jwt.setSubject(claims.sub)
    const forged = await jwt.sign(deriveKey(secret, 'jwt-hs256'))
    expect((await app.request('/mine', bearer(forged))).status).toBe(401)
  })
})
