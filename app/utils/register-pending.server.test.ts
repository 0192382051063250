import { describe, expect, it } from 'vitest'
import { createShopApiClient } from '#app/lib/api/client.server.ts'
import { inProcessTransport } from '#app/lib/api/transport.server.ts'
import { memoryNotifier, newShopper } from '#tests/setup/auth-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'
import { earlierCodeSentAt, OTP_RESEND_SECONDS } from './register-pending.server.ts'

describe('earlierCodeSentAt', () => {
  const codeRequest = (s = newShopper()) => ({ username: s.username, email: s.email, phone_number: s.phone_number })

  it('reads a refusal of the minute between codes as a code just sent, its countdown where the API has it', async () => {
    const { api } = await useTestShopApi({ auth: { notifier: memoryNotifier().notifier } })
    const client = createShopApiClient({ transport: inProcessTransport(api.fetch) })
    const body = codeRequest()
    const first = await client.sendOtp(body)
    expect(first.ok).toBe(true)
    expect(earlierCodeSentAt(first)).toBeUndefined()
    const again = await client.sendOtp(body)
    const now = Date.now()
    const sentAt = earlierCodeSentAt(again, now)!
    expect(sentAt).toBeLessThanOrEqual(now)
    expect(now - sentAt).toBeLessThan(5000)
    expect(sentAt + OTP_RESEND_SECONDS * 1000 - now).toBe((again as { retryAfter: number }).retryAfter * 1000)
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
    expect(earlierCodeSentAt(capped)).toBeUndefined()
  })

  it('takes nothing else for it', () => {
    const refusal = { ok: false as const, kind: 'http' as const, statusText: '', fieldErrors: {} }
    expect(earlierCodeSentAt({ ...refusal, status: 400 })).toBeUndefined()
    expect(earlierCodeSentAt({ ...refusal, status: 429, retryAfter: 40 })).toBeUndefined()
    expect(earlierCodeSentAt({ ...refusal, status: 503, rateLimit: 'otpPhoneCooldown' })).toBeUndefined()
  })
})
