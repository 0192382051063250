/**
 * Step 1 of registration waits here while the shopper fetches the SMS code: an encrypted
 * cookie (15 minutes), since it holds the chosen password. Never a hidden field.
 */
import { z } from 'zod'
import type { ApiResult } from '#app/lib/api/result.ts'
import { OTP_COOLDOWN_LIMIT } from '#backend/contract/accounts.ts'
import { encryptedCookieOf } from './encrypted-cookie.server.ts'

export const REGISTER_PENDING_MINUTES = 15
/** docs/product-rules.md#registration-and-otp: a new code may be asked for 60 s after the last one. */
export const OTP_RESEND_SECONDS = 60

const pendingSchema = z.object({
  username: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  password: z.string(),
  password2: z.string(),
  /** When the last code was sent (ms since the epoch). */
  sentAt: z.number(),
})
export type PendingRegistration = z.infer<typeof pendingSchema>

export const registerPendingCookie = encryptedCookieOf({
  name: 'register_pending',
  maxAgeSeconds: REGISTER_PENDING_MINUTES * 60,
  schema: pendingSchema,
})

/** Seconds until another code may be sent. */
export function resendWait(pending: PendingRegistration, now = Date.now()) {
  return Math.max(0, Math.ceil((pending.sentAt + OTP_RESEND_SECONDS * 1000 - now) / 1000))
}

/**
 * When a code request was refused because this phone was sent one within the minute (a second
 * tap whose first answer never arrived): when that code was sent, for the countdown. Undefined
 * for any other answer, a daily cap's 429 included, whatever its wait (the 429 names its limit).
 */
export function earlierCodeSentAt(answer: ApiResult<unknown>, now = Date.now()): number | undefined {
  if (answer.ok || answer.status !== 429 || answer.rateLimit !== OTP_COOLDOWN_LIMIT) return undefined
  const wait = Math.min(answer.retryAfter ?? OTP_RESEND_SECONDS, OTP_RESEND_SECONDS)
  return now - (OTP_RESEND_SECONDS - wait) * 1000
}

/** 0912345678 -> 0912***678: enough to recognise one's own number on a shared screen. */
export function maskPhone(phone: string) {
  return phone.length === 10 ? `${phone.slice(0, 4)}***${phone.slice(7)}` : phone
}
