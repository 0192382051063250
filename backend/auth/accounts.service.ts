/** Registration (after the phone OTP) and login; both answer with a fresh pair of tokens. */
import { eq } from 'drizzle-orm'
import { ACCOUNT_MESSAGES, loginBodySchema, registerBodySchema } from '../contract/accounts.ts'
import { users } from '../db/schema.ts'
import { ApiError, invalidInput, parseOr400 } from '../http/api-error.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import type { AuthContext } from './auth-context.ts'
import { checkOtp, consumeOtp } from './otp.service.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { randomToken } from './tokens.ts'
import { assertAvailable, findUserByEmail, uniqueViolationToFieldErrors } from './users.service.ts'

export async function register(ctx: AuthContext, input: unknown, clientIp: string) {
  const body = parseOr400(registerBodySchema, input)
  await ctx.limits.registerIp.hit(clientIp)
  await assertAvailable(ctx.db, body)
  const otpId = await checkOtp(ctx, body.phone_number, body.otp_code)
  const passwordHash = await hashPassword(body.password)
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await consumeOtp(tx, otpId, ctx.now())))
        throw invalidInput({ otp_code: [ACCOUNT_MESSAGES.otpInvalid] })
      const [user] = await tx
        .insert(users)
        .values({
          username: body.username,
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          phoneNumber: body.phone_number,
          lastLoginAt: ctx.now(),
        })
        .returning()
      return ctx.tokens.login(user!, tx)
    })
  } catch (error) {
    // A sign-up racing this one took the name first: the transaction (and the OTP use) rolled back.
    throw uniqueViolationToFieldErrors(error)
  }
}

/** Verified against when the e-mail is unknown, so both answers take as long. */
let dummyHash: Promise<string> | undefined

const loginFailed = () => new ApiError(401, { detail: ACCOUNT_MESSAGES.loginFailed })

export async function login(ctx: AuthContext, input: unknown, clientIp: string) {
  const { email, password } = parseOr400(loginBodySchema, input)
  await ctx.limits.loginIp.hit(clientIp)
  // Counted before the password is verified (see RateLimiter.hit); a success clears it.
  await ctx.limits.loginAccount.hit(email)
  const user = await findUserByEmail(ctx.db, email)
  dummyHash ??= hashPassword(randomToken())
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password)
  const demoPassword =
    ctx.production && DEMO_ACCOUNTS.some((a) => a.email === email && a.password === password)
  if (!user || !valid || !user.isActive || demoPassword) throw loginFailed()
  await ctx.limits.loginAccount.reset(email)
  await ctx.db.update(users).set({ lastLoginAt: ctx.now() }).where(eq(users.id, user.id))
  return ctx.tokens.login(user)
}
