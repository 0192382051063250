/**
 * Step 1 of registration waits here while the shopper fetches the SMS code: an encrypted
 * cookie (15 minutes), since it holds the chosen password. Never a hidden field.
 */
import { z } from 'zod'
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

/** 0912345678 -> 0912***678: enough to recognise one's own number on a shared screen. */
export function maskPhone(phone: string) {
  return phone.length === 10 ? `${phone.slice(0, 4)}***${phone.slice(7)}` : phone
}
