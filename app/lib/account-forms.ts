/**
 * One zod schema per account form, shared by conform's `useForm` in the browser and
 * `parseWithZod` in the action. They are the API's own body rules (backend/contract/accounts.ts)
 * plus what only a page has (the terms box, the way back), so both sides say the same thing.
 */
import { z } from 'zod'
import {
  ACCOUNT_MESSAGES,
  loginBodySchema,
  otpCodeSchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  registrationShape,
} from '#backend/contract/accounts.ts'
import { tAccount } from './messages-account.ts'

export const loginSchema = loginBodySchema.extend({ redirectTo: z.string().max(2000, ACCOUNT_MESSAGES.tooLong(2000)).optional() })

export const registerSchema = z
  .object({
    ...registrationShape,
    // A checkbox sends 'on' when ticked and nothing otherwise.
    terms: z.literal('on', { error: tAccount.register.termsRequired }),
  })
  .refine((value) => value.password === value.password2, {
    path: ['password2'],
    message: ACCOUNT_MESSAGES.passwordMismatch,
  })

export const otpSchema = z.object({ otp_code: otpCodeSchema })

export const forgotPasswordSchema = passwordResetBodySchema

export const resetPasswordSchema = passwordResetConfirmBodySchema
