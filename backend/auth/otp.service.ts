/**
 * Phone OTP for registration: a 6-digit code, valid 10 minutes, kept only as a keyed hash, sent
 * by SMS. Sends are limited per phone (one per 60 s, a daily cap) and per client IP (daily cap).
 * A code works once; 5 wrong tries burn it.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import { ACCOUNT_MESSAGES, sendOtpBodySchema } from '../contract/accounts.ts'
import type { Executor } from '../db/database.ts'
import { otpCodes } from '../db/schema.ts'
import { ApiError, invalidInput, parseOr400 } from '../http/api-error.ts'
import { maskAddress } from '../notify/notifier.ts'
import type { AuthContext } from './auth-context.ts'
import { hitAll } from './rate-limits.ts'
import { assertAvailable } from './users.service.ts'

export const OTP_TTL_SECONDS = 10 * 60
export const MAX_OTP_ATTEMPTS = 5
const PURPOSE = 'register'

const codeHash = (key: Buffer, phone: string, code: string) =>
  createHmac('sha256', key).update(`${phone}:${code}`).digest('base64url')

export async function sendOtp(ctx: AuthContext, input: unknown, clientIp: string) {
  const body = parseOr400(sendOtpBodySchema, input)
  const phone = body.phone_number
  // Every limit before anything is told about taken names. Counted up front (see RateLimiter.hit)
  // and given back when no SMS goes out: a taken name, a refusal by a later limit, a failed send.
  const counted = await hitAll([
    [ctx.limits.otpPhoneCooldown, phone],
    [ctx.limits.otpPhoneDaily, phone],
    [ctx.limits.otpIpDaily, clientIp],
  ])
  try {
    await assertAvailable(ctx.db, body)
  } catch (error) {
    await counted.refund()
    throw error
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const now = ctx.now()
  const id = await ctx.db.transaction(async (tx) => {
    // Only the newest code of a phone counts.
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpCodes.phoneNumber, phone),
          eq(otpCodes.purpose, PURPOSE),
          isNull(otpCodes.consumedAt),
        ),
      )
    const [row] = await tx
      .insert(otpCodes)
      .values({
        phoneNumber: phone,
        purpose: PURPOSE,
        codeHash: codeHash(ctx.otpKey, phone, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
        createdAt: now,
      })
      .returning({ id: otpCodes.id })
    return row!.id
  })
  try {
    await ctx.notifier.sendSms({ to: phone, text: ACCOUNT_MESSAGES.otpSms(code) })
  } catch (error) {
    ctx.log(`[auth] OTP SMS to ${maskAddress(phone)} failed: ${(error as Error).message}`)
    await ctx.db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, id))
    // The shopper got nothing: the attempt does not count against them.
    await counted.refund().catch(() => {})
    throw new ApiError(503, { detail: ACCOUNT_MESSAGES.smsFailed })
  }
  return {
    message: ACCOUNT_MESSAGES.otpSent,
    expires_in: OTP_TTL_SECONDS,
    resend_after: ctx.limits.otpPhoneCooldown.seconds,
  }
}

const otpError = (message: string) => invalidInput({ otp_code: [message] })

/**
 * Checks a code without using it up: a wrong code counts a try (committed at once), a right one
 * returns the row id for consumeOtp inside the registration's transaction.
 */
export async function checkOtp(ctx: AuthContext, phone: string, code: string) {
  const [row] = await ctx.db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phoneNumber, phone),
        eq(otpCodes.purpose, PURPOSE),
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1)
  if (!row || row.expiresAt <= ctx.now() || row.attempts >= MAX_OTP_ATTEMPTS)
    throw otpError(ACCOUNT_MESSAGES.otpInvalid)
  const expected = Buffer.from(row.codeHash)
  const given = Buffer.from(codeHash(ctx.otpKey, phone, code))
  if (expected.length === given.length && timingSafeEqual(expected, given)) return row.id
  const [counted] = await ctx.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, row.id))
    .returning({ attempts: otpCodes.attempts })
  throw otpError(
    (counted?.attempts ?? MAX_OTP_ATTEMPTS) >= MAX_OTP_ATTEMPTS
      ? ACCOUNT_MESSAGES.otpInvalid
      : ACCOUNT_MESSAGES.otpWrong,
  )
}

/** Uses a checked code up; false when another request used it first. */
export async function consumeOtp(tx: Executor, id: number, now: Date) {
  const rows = await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.id, id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, MAX_OTP_ATTEMPTS),
      ),
    )
    .returning({ id: otpCodes.id })
  return rows.length === 1
}
