/**
 * Step 1 of registration waits here while the shopper fetches the SMS code: an encrypted
 * cookie (15 minutes), since it holds the chosen password. Never a hidden field.
 */
import { z } from 'zod'
import type { ApiFailure, ApiResult } from '#app/lib/api/result.ts'
import { OTP_COOLDOWN_LIMIT, OTP_RESEND_FALLBACK_SECONDS, type otpSentSchema } from '#backend/contract/accounts.ts'
import { encryptedCookieOf } from './encrypted-cookie.server.ts'

export const REGISTER_PENDING_MINUTES = 15

const pendingSchema = z.object({
  username: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  password: z.string(),
  password2: z.string(),
  /**
   * When another code may be asked for (ms since the epoch), as the API said. 0 in a cookie
   * written before this field (it held when the code was sent): a resend asked for too soon is
   * then answered by the API's own wait (codeOnItsWay).
   */
  resendAt: z.number().default(0),
})
export type PendingRegistration = z.infer<typeof pendingSchema>
type OtpSent = z.infer<typeof otpSentSchema>

export const registerPendingCookie = encryptedCookieOf({
  name: 'register_pending',
  maxAgeSeconds: REGISTER_PENDING_MINUTES * 60,
  schema: pendingSchema,
})

/** Seconds until another code may be sent. */
export function resendWait(pending: PendingRegistration, now = Date.now()) {
  return Math.max(0, Math.ceil((pending.resendAt - now) / 1000))
}

/**
 * Whether a code is on its way to the phone after this send-otp answer, and when another may be
 * asked for: sent now (the API says when the next may follow), or by an earlier tap whose answer
 * never arrived (a double tap, a slow line: the API refuses a second code within the minute, its
 * 429 naming that limit and its wait). Any other refusal is the failure to show, a daily cap's
 * 429 included whatever its wait.
 */
export function codeOnItsWay(answer: ApiResult<OtpSent>, now = Date.now()): { resendAt: number } | { failure: ApiFailure } {
  if (answer.ok) return { resendAt: now + answer.data.resend_after * 1000 }
  if (answer.status === 429 && answer.rateLimit === OTP_COOLDOWN_LIMIT) {
    return { resendAt: now + (answer.retryAfter ?? OTP_RESEND_FALLBACK_SECONDS) * 1000 }
  }
  return { failure: answer }
}

/** 0912345678 -> 0912***678: enough to recognise one's own number on a shared screen. */
export function maskPhone(phone: string) {
  return phone.length === 10 ? `${phone.slice(0, 4)}***${phone.slice(7)}` : phone
}
