/** Contract of the auth calls: OTP sign-up, login, refresh rotation, logout and the auth guard. */
import { decodeJwt } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { PARALLEL_REFRESH_SECONDS } from '#backend/auth/tokens.ts'
import { ACCOUNT_MESSAGES as M } from '#backend/contract/accounts.ts'
import { DEMO_ACCOUNTS } from '#backend/seed/demo-accounts.ts'
import { jsonCaller, memoryNotifier, newShopper, refreshFrom } from '#tests/setup/auth-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let post: ReturnType<typeof jsonCaller>
const outbox = memoryNotifier()
const customer = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!
/** Moves the API's clock forward (then back to 0) for tests of time windows. */
let clockOffsetMs = 0

beforeAll(async () => {
  const now = () => new Date(Date.now() + clockOffsetMs)
  ;({ api } = await useTestShopApi({
    auth: { notifier: outbox.notifier, secret: 's'.repeat(40), now },
  }))
  post = jsonCaller(api)
})

const cookie = (token: string) => ({ Cookie: `shop_refresh=${token}` })

async function signUp(shopper = newShopper()) {
  const sent = await post('/auth/send-otp/', {
    username: shopper.username,
    email: shopper.email,
    phone_number: shopper.phone_number,
  })
  expect(sent.status).toBe(200)
  return post('/auth/register/', { ...shopper, otp_code: outbox.lastCode(shopper.phone_number) })
}

describe('send-otp and register', () => {
  it('sends a 6-digit code by SMS and registers with it, logged in at once', async () => {
    const shopper = newShopper()
    const sent = await post('/auth/send-otp/', {
      username: shopper.username,
      email: shopper.email,
      phone_number: shopper.phone_number,
    })
    expect(sent).toMatchObject({
      status: 200,
      body: { message: M.otpSent, expires_in: 600, resend_after: 60 },
    })
    expect(outbox.sms.at(-1)!.to).toBe(shopper.phone_number)
    const code = outbox.lastCode(shopper.phone_number)!
    expect(code).toMatch(/^\d{6}$/)
    const registered = await post('/auth/register/', { ...shopper, otp_code: code })
    expect(registered.status).toBe(201)
    const claims = decodeJwt(registered.body.access as string)
    expect(claims).toMatchObject({
      email: shopper.email,
      first_name: '小華',
      last_name: '陳',
      phone_number: shopper.phone_number,
      role: 'customer',
    })
    expect(claims.exp! - claims.iat!).toBe(15 * 60)
    expect(refreshFrom(registered.headers)).toMatch(/^[\w-]{40,}$/)
    const setCookie = registered.headers.getSetCookie().join()
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/Path=\/api\/v1\/auth/)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    // The code worked once.
    const again = await post('/auth/register/', {
      ...shopper,
      username: shopper.username + 'x',
      email: 'x' + shopper.email,
      otp_code: code,
    })
    expect(again).toMatchObject({ status: 400, body: { otp_code: [M.otpInvalid] } })
    // The new account logs in.
    expect(
      (
        await post('/auth/login/', {
          email: shopper.email.toUpperCase(),
          password: shopper.password,
        })
      ).status,
    ).toBe(200)
  })

  it('takes the phone, the e-mail and the code as shoppers type them, keeping the phone as 09XXXXXXXX and the e-mail plain', async () => {
    const shopper = newShopper()
    const rest = shopper.phone_number.slice(2)
    const international = `+886 9${rest.slice(0, 2)}-${rest.slice(2, 5)}-${rest.slice(5)}`
    // A Chinese IME left in full-width mode: 'ｄｕｅｌｉｓｔ＠ｅｘａｍｐｌｅ．ｔｗ'.
    const fullWidthEmail = shopper.email.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
    const sent = await post('/auth/send-otp/', {
      username: shopper.username,
      email: fullWidthEmail,
      phone_number: international,
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(outbox.sms.at(-1)!.to).toBe(shopper.phone_number)
    // One number, one limit: the same phone in another shape is the same phone.
    const again = await post('/auth/send-otp/', { username: shopper.username, email: shopper.email, phone_number: shopper.phone_number })
    expect(again.status).toBe(429)
    const code = outbox.lastCode(shopper.phone_number)!
    const fullWidth = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0))
    const registered = await post('/auth/register/', {
      ...shopper,
      email: fullWidthEmail,
      phone_number: international,
      otp_code: `${fullWidth(code.slice(0, 3))} ${fullWidth(code.slice(3))}`,
    })
    expect(registered.status, JSON.stringify(registered.body)).toBe(201)
    expect(decodeJwt(registered.body.access as string)).toMatchObject({ phone_number: shopper.phone_number, email: shopper.email })
    // Logging in with the e-mail typed either way is the same account (it had said 'wrong password').
    for (const email of [fullWidthEmail, shopper.email.toUpperCase()]) {
      const login = await post('/auth/login/', { email, password: shopper.password })
      expect(login.status, email).toBe(200)
    }
  })

  it('refuses taken usernames and e-mails as field errors, case-insensitively', async () => {
    const result = await post('/auth/send-otp/', {
      username: customer.username.toUpperCase(),
      email: customer.email.toUpperCase(),
      phone_number: '0987654321',
    })
    expect(result).toMatchObject({
      status: 400,
      body: { username: [M.usernameTaken], email: [M.emailTaken] },
    })
    const shopper = newShopper({ username: customer.username, email: customer.email })
    const registered = await post('/auth/register/', { ...shopper, otp_code: '123456' })
    expect(registered).toMatchObject({
      status: 400,
      body: { username: [M.usernameTaken], email: [M.emailTaken] },
    })
  })

  it('checks every field with its own Chinese message', async () => {
    const empty = await post('/auth/register/', {})
    expect(empty.status).toBe(400)
    for (const field of [
      'username',
      'last_name',
      'first_name',
      'email',
      'phone_number',
      'password',
      'password2',
      'otp_code',
    ]) {
      expect(empty.body[field]).toEqual([M.required])
    }
    const cases: [Record<string, string>, string, string][] = [
      [{ phone_number: '0812345678' }, 'phone_number', M.phoneInvalid],
      [{ phone_number: '091234567' }, 'phone_number', M.phoneInvalid],
      [{ email: 'not-mail' }, 'email', M.emailInvalid],
      [{ username: 'has space' }, 'username', M.usernameChars],
      [{ last_name: 'a\u0000b' }, 'last_name', M.badCharacters],
      [{ first_name: 'x'.repeat(51) }, 'first_name', M.tooLong(50)],
      [{ password: 'Aa1#', password2: 'Aa1#' }, 'password', M.passwordMin],
      [{ password: 'aaaa#111', password2: 'aaaa#111' }, 'password', M.passwordUpper],
      [{ password: 'AAAA#111', password2: 'AAAA#111' }, 'password', M.passwordLower],
      [{ password: 'Aaaa#aaa', password2: 'Aaaa#aaa' }, 'password', M.passwordDigit],
      [{ password: 'Aaaa1111', password2: 'Aaaa1111' }, 'password', M.passwordSpecial],
      [{ password2: 'Other#Pass1' }, 'password2', '兩次輸入的密碼不一致。'],
      [{ otp_code: '12345' }, 'otp_code', M.otpFormat],
      [{ otp_code: '12345a' }, 'otp_code', M.otpFormat],
    ]
    for (const [change, field, message] of cases) {
      const result = await post('/auth/register/', {
        ...newShopper(),
        otp_code: '123456',
        ...change,
      })
      expect(result.status, JSON.stringify(change)).toBe(400)
      expect(result.body[field], JSON.stringify(change)).toEqual([message])
    }
    const weak = await post('/auth/register/', {
      ...newShopper(),
      password: 'abc',
      password2: 'abc',
      otp_code: '123456',
    })
    expect(weak.body.password).toEqual([
      M.passwordMin,
      M.passwordUpper,
      M.passwordDigit,
      M.passwordSpecial,
    ])
  })

  it('burns a code after 5 wrong tries', async () => {
    const shopper = newShopper()
    await post('/auth/send-otp/', {
      username: shopper.username,
      email: shopper.email,
      phone_number: shopper.phone_number,
    })
    const code = outbox.lastCode(shopper.phone_number)!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= 5; i++) {
      const result = await post('/auth/register/', { ...shopper, otp_code: wrong })
      expect(result.body.otp_code).toEqual([i < 5 ? M.otpWrong : M.otpInvalid])
    }
    const right = await post('/auth/register/', { ...shopper, otp_code: code })
    expect(right).toMatchObject({ status: 400, body: { otp_code: [M.otpInvalid] } })
  })

  it('answers 503 and refunds the limits when the SMS cannot be sent', async () => {
    const failing = await useTestShopApi({
      auth: {
        notifier: {
          sendSms: async () => {
            throw new Error('down')
          },
          sendMail: async () => {},
        },
      },
    })
    const call = jsonCaller(failing.api)
    const shopper = newShopper()
    const body = {
      username: shopper.username,
      email: shopper.email,
      phone_number: shopper.phone_number,
    }
    expect(await call('/auth/send-otp/', body)).toMatchObject({
      status: 503,
      body: { detail: M.smsFailed },
    })
    // Not held against the shopper: the 60-second cooldown did not start.
    expect((await call('/auth/send-otp/', body)).status).toBe(503)
  })
})

describe('login', () => {
  it('answers {access} and a refresh cookie for the demo customer', async () => {
    const result = await post('/auth/login/', {
      email: customer.email,
      password: customer.password,
    })
    expect(result.status).toBe(200)
    expect(Object.keys(result.body)).toEqual(['access'])
    expect(decodeJwt(result.body.access as string)).toMatchObject({
      email: customer.email,
      sub: expect.any(String),
      role: 'customer',
    })
    expect(refreshFrom(result.headers)).toBeTruthy()
  })

  it('gives one answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await post('/auth/login/', { email: customer.email, password: 'Wrong#Pass1' })
    const unknown = await post('/auth/login/', {
      email: 'nobody@example.tw',
      password: 'Wrong#Pass1',
    })
    expect(wrong).toMatchObject({ status: 401, body: { detail: M.loginFailed } })
    expect(unknown.body).toEqual(wrong.body)
    expect(unknown.status).toBe(wrong.status)
  })

  it('requires both fields', async () => {
    expect(await post('/auth/login/', {})).toMatchObject({
      status: 400,
      body: { email: [M.required], password: [M.required] },
    })
  })

  it('refuses the published demo passwords in production', async () => {
    const prod = await useTestShopApi({
      auth: { notifier: memoryNotifier().notifier, production: true },
    })
    const result = await jsonCaller(prod.api)('/auth/login/', {
      email: customer.email,
      password: customer.password,
    })
    expect(result).toMatchObject({ status: 401, body: { detail: M.loginFailed } })
    const cookie = (await jsonCaller(prod.api)('/auth/logout/')).headers.getSetCookie().join()
    expect(cookie).toMatch(/Secure/)
  })
})

describe('refresh tokens', () => {
  it('rotates on every use and revokes the family when an old one comes back', async () => {
    const first = await signUp()
    const r1 = refreshFrom(first.headers)!
    const second = await post('/auth/token/refresh/', undefined, cookie(r1))
    expect(second.status).toBe(200)
    expect(second.body.access).toEqual(expect.any(String))
    const r2 = refreshFrom(second.headers)!
    expect(r2).not.toBe(r1)
    const third = await post('/auth/token/refresh/', undefined, cookie(r2))
    const r3 = refreshFrom(third.headers)!
    expect(third.status).toBe(200)
    // r1 again: stolen. The whole family, including the newest r3, is revoked.
    const reuse = await post('/auth/token/refresh/', undefined, cookie(r1))
    expect(reuse).toMatchObject({ status: 401, body: { detail: M.sessionInvalid } })
    expect(reuse.headers.getSetCookie().join()).toMatch(/shop_refresh=;.*Max-Age=0/)
    expect((await post('/auth/token/refresh/', undefined, cookie(r3))).status).toBe(401)
  })

  it('a replaced token spent again at once, its successor unused, is a parallel request: both go on', async () => {
    // Two requests of one shopper on two instances, each spending the same token (the replaced
    // token whose successor was already spent is theft: the test above).
    const r1 = refreshFrom((await signUp()).headers)!
    const first = await post('/auth/token/refresh/', undefined, cookie(r1))
    const second = await post('/auth/token/refresh/', undefined, cookie(r1))
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    const [r2, sibling] = [refreshFrom(first.headers)!, refreshFrom(second.headers)!]
    expect(sibling).not.toBe(r2)
    for (const token of [r2, sibling])
      expect((await post('/auth/token/refresh/', undefined, cookie(token))).status).toBe(200)
  })

  it('a replaced token spent again after the parallel window revokes the family', async () => {
    const r1 = refreshFrom((await signUp()).headers)!
    const r2 = refreshFrom((await post('/auth/token/refresh/', undefined, cookie(r1))).headers)!
    clockOffsetMs = (PARALLEL_REFRESH_SECONDS + 1) * 1000
    try {
      expect((await post('/auth/token/refresh/', undefined, cookie(r1))).status).toBe(401)
      expect((await post('/auth/token/refresh/', undefined, cookie(r2))).status).toBe(401)
    } finally {
      clockOffsetMs = 0
    }
  })

  it('refuses a missing, unknown or huge cookie with 401', async () => {
    expect((await post('/auth/token/refresh/')).status).toBe(401)
    expect((await post('/auth/token/refresh/', undefined, cookie('nope'))).status).toBe(401)
    expect((await post('/auth/token/refresh/', undefined, cookie('x'.repeat(5000)))).status).toBe(
      401,
    )
  })

  it('logout revokes the token and clears the cookie', async () => {
    const login = await post('/auth/login/', { email: customer.email, password: customer.password })
    const token = refreshFrom(login.headers)!
    const out = await post('/auth/logout/', undefined, cookie(token))
    expect(out).toMatchObject({ status: 200, body: { message: M.loggedOut } })
    expect(out.headers.getSetCookie().join()).toMatch(/shop_refresh=;.*Max-Age=0/)
    expect((await post('/auth/token/refresh/', undefined, cookie(token))).status).toBe(401)
  })
})

describe('the auth guard', () => {
  it('lets a valid Bearer token through and exposes the user', async () => {
    const login = await post('/auth/login/', { email: customer.email, password: customer.password })
    const me = await api.request('/api/v1/auth/me/', {
      headers: { Authorization: `Bearer ${login.body.access as string}` },
    })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({
      email: customer.email,
      username: customer.username,
      role: 'customer',
    })
  })

  it.each([
    ['no header', undefined],
    ['garbage', 'Bearer abc'],
    [
      'another secret',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwicm9sZSI6InN0YWZmIiwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmF0dXJl',
    ],
    [
      'alg none',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6InN0YWZmIiwiZXhwIjo0MTAyNDQ0ODAwLCJhdWQiOiJ5Z28tc2hvcCIsImlzcyI6Inlnby1zaG9wLWFwaSJ9.',
    ],
    ['basic', 'Basic dXNlcjpwYXNz'],
  ])('answers 401 {detail} for %s', async (_name, authorization) => {
    const response = await api.request('/api/v1/auth/me/', {
      headers: authorization ? { Authorization: authorization } : {},
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: M.sessionInvalid })
  })

  it('refuses an expired access token', async () => {
    const past = new Date(Date.now() - 16 * 60 * 1000)
    const old = await useTestShopApi({
      auth: { notifier: outbox.notifier, secret: 's'.repeat(40), now: () => past },
    })
    const login = await jsonCaller(old.api)('/auth/login/', {
      email: customer.email,
      password: customer.password,
    })
    const response = await api.request('/api/v1/auth/me/', {
      headers: { Authorization: `Bearer ${login.body.access as string}` },
    })
    expect(response.status).toBe(401)
    // The same token is fine for a server whose clock is at its issue time: only expiry failed.
    const then = await old.api.request('/api/v1/auth/me/', {
      headers: { Authorization: `Bearer ${login.body.access as string}` },
    })
    expect(then.status).toBe(200)
  })
})
