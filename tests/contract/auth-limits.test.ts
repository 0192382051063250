/** Rate limits of the auth calls: 429 with a Chinese "retry in ..." and Retry-After, then recovery. */
import { beforeAll, describe, expect, it } from 'vitest'
import { createShopApi, type ShopApi } from '#backend/app.ts'
import { waitText } from '#backend/auth/rate-limits.ts'
import { ACCOUNT_MESSAGES as M } from '#backend/contract/accounts.ts'
import type { DatabaseHandle } from '#backend/db/database.ts'
import { DEMO_ACCOUNTS } from '#backend/seed/demo-accounts.ts'
import { jsonCaller, memoryNotifier, newShopper } from '#tests/setup/auth-helpers.ts'
import { call as callApi, newCustomer, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

const outbox = memoryNotifier()
const customer = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!
const rateRules = {
  otpPhoneCooldown: { points: 1, seconds: 1 },
  otpPhoneDaily: { points: 3, seconds: 3600 },
  otpIpDaily: { points: 4, seconds: 3600 },
  loginAccount: { points: 2, seconds: 1 },
  loginIp: { points: 6, seconds: 3600 },
  resetEmail: { points: 1, seconds: 1 },
}
let api: ShopApi
let handle: DatabaseHandle
let post: ReturnType<typeof jsonCaller>
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const fromIp = (ip: string) => ({ 'X-Shop-Client-Ip': ip })
const otpBody = (s = newShopper()) => ({
  username: s.username,
  email: s.email,
  phone_number: s.phone_number,
})

beforeAll(async () => {
  ;({ api, handle } = await useTestShopApi({ auth: { notifier: outbox.notifier, rateRules } }))
  post = jsonCaller(api)
})

function expect429(result: Awaited<ReturnType<typeof post>>, wait: RegExp) {
  expect(result.status).toBe(429)
  expect(result.body.detail).toMatch(/^操作過於頻繁，請於 .+後再試。$/)
  expect(result.body.detail).toMatch(wait)
  expect(Number(result.headers.get('Retry-After'))).toBeGreaterThan(0)
}

describe('OTP sending', () => {
  it('allows one SMS per phone per window, then recovers', async () => {
    const body = otpBody()
    const ip = fromIp('203.0.113.1')
    expect((await post('/auth/send-otp/', body, ip)).status).toBe(200)
    const again = await post('/auth/send-otp/', body, ip)
    expect429(again, /1 秒/)
    expect(again.headers.get('Retry-After')).toBe('1')
    // The limit that refused, by name: the storefront tells a resend asked too soon from a cap by it.
    expect(again.headers.get('RateLimit')).toBe('"otpPhoneCooldown";r=0;t=1')
    await sleep(1100)
    expect((await post('/auth/send-otp/', body, ip)).status).toBe(200)
  })

  it('caps SMS per phone per day', async () => {
    const body = otpBody()
    const ip = fromIp('203.0.113.2')
    for (let i = 0; i < 3; i++) {
      expect((await post('/auth/send-otp/', body, ip)).status).toBe(200)
      await sleep(1050)
    }
    const capped = await post('/auth/send-otp/', body, ip)
    expect429(capped, /1 小時/)
    expect(Number(capped.headers.get('Retry-After'))).toBeGreaterThan(3500)
    expect(capped.headers.get('RateLimit')).toMatch(/^"otpPhoneDaily";r=0;t=\d+$/)
  })

  it('caps SMS per client IP per day, other IPs unaffected', async () => {
    const ip = fromIp('198.51.100.3')
    for (let i = 0; i < 4; i++)
      expect((await post('/auth/send-otp/', otpBody(), ip)).status).toBe(200)
    expect429(await post('/auth/send-otp/', otpBody(), ip), /小時/)
    expect((await post('/auth/send-otp/', otpBody(), fromIp('198.51.100.4'))).status).toBe(200)
  })

  it('counts an IPv6 sender by its /64: a new address of the same network on every request is still capped', async () => {
    for (let i = 1; i <= 4; i++)
      expect((await post('/auth/send-otp/', otpBody(), fromIp(`2001:db8:77:1::${i}`))).status).toBe(
        200,
      )
    expect429(await post('/auth/send-otp/', otpBody(), fromIp('2001:db8:77:1:abcd::5')), /小時/)
    expect((await post('/auth/send-otp/', otpBody(), fromIp('2001:db8:77:2::1'))).status).toBe(200)
  })

  it("gives back what a refused send counted: two phones racing for an IP's last SMS leave the loser free to send", async () => {
    const limited = await useTestShopApi({
      auth: {
        notifier: outbox.notifier,
        rateRules: {
          otpPhoneCooldown: { points: 1, seconds: 3600 },
          otpIpDaily: { points: 1, seconds: 3600 },
        },
      },
    })
    const call = jsonCaller(limited.api)
    const [first, second] = [otpBody(), otpBody()]
    const raced = await Promise.all(
      [first, second].map((body) => call('/auth/send-otp/', body, fromIp('192.0.2.70'))),
    )
    expect(raced.map((r) => r.status).sort()).toEqual([200, 429])
    // The refused phone got no SMS, so its own hour-long cooldown was not used up.
    const loser = raced[0]!.status === 429 ? first : second
    expect((await call('/auth/send-otp/', loser, fromIp('192.0.2.71'))).status).toBe(200)
  })

  it('counts in PostgreSQL, so a second API instance sees the same limits', async () => {
    const other = jsonCaller(
      createShopApi({
        db: handle.db,
        log: () => {},
        auth: { notifier: outbox.notifier, rateRules },
      }),
    )
    const body = otpBody()
    expect((await post('/auth/send-otp/', body, fromIp('192.0.2.9'))).status).toBe(200)
    expect((await other('/auth/send-otp/', body, fromIp('192.0.2.9'))).status).toBe(429)
  })
})

describe('login', () => {
  it('locks an account after failed tries, recovers after the window, whatever the IP', async () => {
    const wrong = { email: customer.email, password: 'Wrong#Pass1' }
    expect((await post('/auth/login/', wrong, fromIp('203.0.113.20'))).status).toBe(401)
    expect((await post('/auth/login/', wrong, fromIp('203.0.113.21'))).status).toBe(401)
    expect429(
      await post(
        '/auth/login/',
        { email: customer.email, password: customer.password },
        fromIp('203.0.113.22'),
      ),
      /秒/,
    )
    await sleep(1100)
    expect(
      (
        await post(
          '/auth/login/',
          { email: customer.email, password: customer.password },
          fromIp('203.0.113.22'),
        )
      ).status,
    ).toBe(200)
  })

  it('counts a try before checking its password: tries sent together cannot slip past the limit', async () => {
    const limited = await useTestShopApi({
      auth: {
        notifier: outbox.notifier,
        rateRules: { loginAccount: { points: 2, seconds: 3600 } },
      },
    })
    const call = jsonCaller(limited.api)
    expect(
      (
        await call(
          '/auth/login/',
          { email: customer.email, password: 'Wrong#Pass1' },
          fromIp('203.0.113.25'),
        )
      ).status,
    ).toBe(401)
    // One try left: of five guesses sent at once, one is checked and the others are refused
    // unchecked. (Guesses, not the password: a success clears the count, so tries that came
    // after it would rightly be checked, and the count would depend on the machine's speed.)
    const guess = { email: customer.email, password: 'Wrong#Pass2' }
    const burst = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => call('/auth/login/', guess, fromIp(`203.0.113.${25 + i}`))),
    )
    expect(burst.map((r) => r.status).sort()).toEqual([401, 429, 429, 429, 429])
    // None slipped past: the right password now waits out the limit too.
    const right = { email: customer.email, password: customer.password }
    expect((await call('/auth/login/', right, fromIp('203.0.113.99'))).status).toBe(429)
  })

  it('limits attempts per client IP', async () => {
    const ip = fromIp('203.0.113.30')
    for (let i = 0; i < 6; i++)
      await post('/auth/login/', { email: `x${i}@example.tw`, password: 'Wrong#Pass1' }, ip)
    expect429(
      await post('/auth/login/', { email: customer.email, password: customer.password }, ip),
      /小時/,
    )
    expect(
      (
        await post(
          '/auth/login/',
          { email: customer.email, password: customer.password },
          fromIp('203.0.113.31'),
        )
      ).status,
    ).toBe(200)
  })
})

describe('password reset', () => {
  it('limits requests per e-mail, known or not, and recovers', async () => {
    for (const email of [customer.email, 'ghost@example.tw']) {
      expect((await post('/auth/password/reset/', { email })).status).toBe(200)
      expect429(await post('/auth/password/reset/', { email }), /秒/)
    }
    await sleep(1100)
    expect((await post('/auth/password/reset/', { email: 'ghost@example.tw' })).status).toBe(200)
  })
})

describe('register', () => {
  it('limits attempts per client IP', async () => {
    const limited = await useTestShopApi({
      auth: { notifier: outbox.notifier, rateRules: { registerIp: { points: 2, seconds: 3600 } } },
    })
    const call = jsonCaller(limited.api)
    const attempt = () =>
      call('/auth/register/', { ...newShopper(), otp_code: '123456' }, fromIp('203.0.113.40'))
    expect((await attempt()).body.otp_code).toEqual([M.otpInvalid])
    expect((await attempt()).status).toBe(400)
    expect429(await attempt(), /小時/)
  })
})

describe('store map', () => {
  it('limits how often one shopper opens the store map (each opening writes a row)', async () => {
    const limited = await useTestShopApi({
      auth: { secret: TEST_SECRET, rateRules: { storeMapUser: { points: 2, seconds: 3600 } } },
    })
    const [shopper, other] = [
      await newCustomer(limited.handle.db),
      await newCustomer(limited.handle.db),
    ]
    const open = async (token: string) =>
      await callApi(limited.api, 'GET', '/ecpay/map-parameters/', { token })
    expect((await open(shopper.token)).status).toBe(200)
    expect((await open(shopper.token)).status).toBe(200)
    const refused = await open(shopper.token)
    expect(refused.status).toBe(429)
    expect((refused.body as { detail: string }).detail).toMatch(
      /^操作過於頻繁，請於 .+小時後再試。$/,
    )
    // Counted per shopper: another shopper still opens it.
    expect((await open(other.token)).status).toBe(200)
  })
})

describe('shared carts', () => {
  it('limits how many carts one client IP shares (each stays a row; guests share too)', async () => {
    const limited = await useTestShopApi({
      auth: { secret: TEST_SECRET, rateRules: { shareIp: { points: 2, seconds: 3600 } } },
    })
    const call = jsonCaller(limited.api)
    const listed = await callApi(limited.api, 'GET', '/products/?stock_status=in_stock')
    const p = (listed.body as { results: Array<{ product_code: string; price_twd: number }> })
      .results[0]!
    const cart = { items: [{ product_code: p.product_code, quantity: 1, price_twd: p.price_twd }] }
    const ip = fromIp('203.0.113.50')
    // A bad body is refused without using up the allowance.
    expect((await call('/cart/share/', { items: [] }, ip)).status).toBe(400)
    expect((await call('/cart/share/', cart, ip)).status).toBe(201)
    expect((await call('/cart/share/', cart, ip)).status).toBe(201)
    expect429(await call('/cart/share/', cart, ip), /小時/)
    expect((await call('/cart/share/', cart, fromIp('203.0.113.51'))).status).toBe(201)
  })
})

it('says how long to wait in units a shopper reads', () => {
  expect(waitText(1)).toBe(' 1 秒')
  expect(waitText(59)).toBe(' 59 秒')
  expect(waitText(61)).toBe(' 2 分鐘')
  expect(waitText(3540)).toBe(' 59 分鐘')
  expect(waitText(3599)).toBe(' 1 小時')
  expect(waitText(3600)).toBe(' 1 小時')
  expect(waitText(86_000)).toBe(' 24 小時')
})
