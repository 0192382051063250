/**
 * Forgotten passwords: a mailed single-use link valid one hour (only its hash stored). The request
 * answers the same, at once, whether or not the e-mail has an account: the lookup and the mail
 * happen after the answer, so neither the words nor the timing tell who is registered.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import {
  ACCOUNT_MESSAGES,
  passwordResetBodySchema,
  passwordResetCheckBodySchema,
  passwordResetConfirmBodySchema,
  RESET_TTL_SECONDS,
} from '../contract/accounts.ts'
import { passwordResetTokens, users } from '../db/schema.ts'
import { invalidInput, parseOr400, toFieldErrors, type FieldErrors } from '../http/api-error.ts'
import { maskAddress } from '../notify/notifier.ts'
import type { AuthContext } from './auth-context.ts'
import { hashPassword } from './passwords.ts'
import { randomToken, sha256 } from './tokens.ts'
import { findUserByEmail } from './users.service.ts'

export async function requestPasswordReset(
  ctx: AuthContext,
  input: unknown,
  clientIp: string,
  origin: string,
) {
  const { email } = parseOr400(passwordResetBodySchema, input)
  await ctx.limits.resetIp.hit(clientIp)
  await ctx.limits.resetEmail.hit(email)
  // In production only PUBLIC_URL: a Host header is the sender's to choose (reset-link poisoning).
  const base = (ctx.publicUrl ?? (ctx.production ? undefined : origin))?.replace(/\/$/, '')
  if (!base) {
    ctx.log('[auth] PUBLIC_URL is not set: no reset mail sent')
    return { message: ACCOUNT_MESSAGES.resetRequested }
  }
  void mailResetLink(ctx, email, base).catch((error: Error) =>
    ctx.log(`[auth] reset mail to ${maskAddress(email)} failed: ${error.message}`),
  )
  return { message: ACCOUNT_MESSAGES.resetRequested }
}

async function mailResetLink(ctx: AuthContext, email: string, base: string) {
  const user = await findUserByEmail(ctx.db, email)
  if (!user?.isActive) return
  const token = randomToken()
  const now = ctx.now()
  await ctx.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + RESET_TTL_SECONDS * 1000),
    createdAt: now,
  })
  const link = `${base}/password/reset/confirm?token=${encodeURIComponent(token)}`
  await ctx.notifier.sendMail({
    to: user.email,
    subject: ACCOUNT_MESSAGES.mailSubjectReset,
    text: ACCOUNT_MESSAGES.resetMail(link),
  })
}

/** The field names of reset-confirm errors (docs/product-rules.md#password-reset). */
const CONFIRM_FIELDS: Record<string, string> = {
  new_password1: 'password',
  new_password2: 'password2',
  token: 'error',
}

/**
 * Answers whether a reset link is still usable (unused, unexpired, its account active), so the page
 * says so when it opens instead of after the shopper typed a new password twice. Not rate-limited:
 * a link's token is 32 random bytes, which no amount of guessing finds, and nothing changes here.
 */
export async function checkPasswordResetLink(ctx: AuthContext, input: unknown) {
  const parsed = passwordResetCheckBodySchema.safeParse(input)
  // As confirm answers a bad token: in the field `error`.
  if (!parsed.success) throw invalidInput({ error: [ACCOUNT_MESSAGES.resetLinkInvalid] })
  const { token } = parsed.data
  const [usable] = await ctx.db
    .select({ id: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, ctx.now()),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
  if (!usable) throw invalidInput({ error: [ACCOUNT_MESSAGES.resetLinkInvalid] })
  return { message: ACCOUNT_MESSAGES.resetLinkUsable }
}

export async function confirmPasswordReset(ctx: AuthContext, input: unknown, clientIp: string) {
  const parsed = passwordResetConfirmBodySchema.safeParse(input)
  if (!parsed.success) {
    const errors: FieldErrors = {}
    for (const [field, messages] of Object.entries(toFieldErrors(parsed.error))) {
      ;(errors[CONFIRM_FIELDS[field] ?? field] ??= []).push(...messages)
    }
    throw invalidInput(errors)
  }
  await ctx.limits.resetConfirmIp.hit(clientIp)
  const { token, new_password1 } = parsed.data
  const passwordHash = await hashPassword(new_password1)
  const now = ctx.now()
  const done = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId })
    if (!used) return false
    const changed = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, used.userId), eq(users.isActive, true)))
      .returning({ id: users.id })
    if (!changed.length) return false
    // Every other link and every session of the account end with the old password.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)))
    await ctx.tokens.revokeAllOf(tx, used.userId)
    return true
  })
  if (!done) throw invalidInput({ error: [ACCOUNT_MESSAGES.resetLinkInvalid] })
  return { message: ACCOUNT_MESSAGES.resetDone }
}
