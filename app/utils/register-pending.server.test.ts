import { describe, expect, it } from 'vitest'
import { createShopApiClient } from '#app/lib/api/client.server.ts'
import { inProcessTransport } from '#app/lib/api/transport.server.ts'
import { memoryNotifier, newShopper } from '#tests/setup/auth-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'
import { contextWithSecrets } from '#tests/setup/session-cookie.ts'
import { codeOnItsWay, registerPendingCookie, resendWait, type PendingRegistration } from './register-pending.server.ts'

describe('codeOnItsWay', () => {
  const codeRequest = (s = newShopper()) => ({ username: s.username, email: s.email, phone_number: s.phone_number })

  it("takes the next code's wait from the API: its answer to a code sent, then its refusal of the minute between codes", async () => {
    // The API's own minute, not one the storefront keeps: a 45-second cooldown shows as 45 s.
    const rateRules = { otpPhoneCooldown: { points: 1, seconds: 45 } }
    const { api } = await useTestShopApi({ auth: { notifier: memoryNotifier().notifier, rateRules } })
    const client = createShopApiClient({ transport: inProcessTransport(api.fetch) })
    const body = codeRequest()
    const now = Date.now()
    const first = codeOnItsWay(await client.sendOtp(body), now)
    expect(first).toEqual({ resendAt: now + 45_000 })

    // A second tap whose first answer never arrived: the code is on its way, the countdown where the API has it.
    const again = await client.sendOtp(body)
    expect(again).toMatchObject({ ok: false, status: 429, rateLimit: 'otpPhoneCooldown' })
    const later = Date.now()
    const second = codeOnItsWay(again, later)
    expect(second).toEqual({ resendAt: later + (again as { retryAfter: number }).retryAfter * 1000 })
    expect(resendWait({ resendAt: (second as { resendAt: number }).resendAt } as PendingRegistration, later)).toBeGreaterThan(40)
  })

  it('does not take a daily cap for it, even with less than a minute left', async () => {
    // The phone's daily cap refuses with 30 s to go: a 429 whose wait looks like the minute's.
    const rateRules = { otpPhoneCooldown: { points: 5, seconds: 60 }, otpPhoneDaily: { points: 1, seconds: 30 } }
    const { api } = await useTestShopApi({ auth: { notifier: memoryNotifier().notifier, rateRules } })
    const client = createShopApiClient({ transport: inProcessTransport(api.fetch) })
    const body = codeRequest()
    expect((await client.sendOtp(body)).ok).toBe(true)
    const capped = await client.sendOtp(body)
    expect(capped).toMatchObject({ ok: false, status: 429, rateLimit: 'otpPhoneDaily' })
    expect((capped as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(30)
    expect(codeOnItsWay(capped)).toEqual({ failure: capped })
  })

  it('takes nothing else for it', () => {
    const refusal = { ok: false as const, kind: 'http' as const, statusText: '', fieldErrors: {} }
    for (const failure of [
      { ...refusal, status: 400 },
      { ...refusal, status: 429, retryAfter: 40 },
      { ...refusal, status: 503, rateLimit: 'otpPhoneCooldown' },
    ]) {
      expect(codeOnItsWay(failure)).toEqual({ failure })
    }
  })
})

describe('resendWait', () => {
  it('counts whole seconds up to resendAt, and 0 for a cookie written before it was kept', () => {
    const pending = (resendAt?: number) => ({ resendAt: resendAt ?? 0 }) as PendingRegistration
    expect(resendWait(pending(10_500), 1_000)).toBe(10)
    expect(resendWait(pending(10_001), 1_000)).toBe(10)
    expect(resendWait(pending(1_000), 1_000)).toBe(0)
    expect(resendWait(pending(), 1_000)).toBe(0)
  })
})

describe('registerPendingCookie', () => {
  it('reads a cookie written before resendAt was kept (it held sentAt) as free to ask again: the API answers a resend too soon', async () => {
    const cookie = registerPendingCookie(contextWithSecrets(['pending-test-secret-0123456789abcdef']))
    const details = { username: 'duelist1', last_name: '測', first_name: '試', email: 'd@example.tw', phone_number: '0912345678', password: 'p', password2: 'p' }
    const written = { ...details, sentAt: Date.now() }
    const legacy = await cookie.serialize(written)
    const read = await cookie.read(new Request('https://shop.example.tw/register', { headers: { Cookie: legacy.split(';')[0]! } }))
    expect(read).toEqual({ ...details, resendAt: 0 })
  })
})
