/**
 * One zod schema per account form, shared by conform's `useForm` in the browser and
 * `parseWithZod` in the action. Field names are the API's (SPEC.md sections 3 and 7).
 */
import { z } from 'zod'
import {
  ACCOUNT_MESSAGES,
  currentPasswordField,
  emailField,
  nameField,
  otpField,
  passwordField,
  phoneField,
  usernameField,
} from '#backend/contract/account-rules.ts'

const redirectTo = z.string().max(2000).optional()

export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
  redirectTo,
})

export const registerSchema = z
  .object({
    username: usernameField,
    last_name: nameField,
    first_name: nameField,
    email: emailField,
    phone_number: phoneField,
    password: passwordField,
    password2: z.string({ error: ACCOUNT_MESSAGES.required }).min(1, ACCOUNT_MESSAGES.required),
    // A checkbox sends 'on' when ticked and nothing otherwise.
    terms: z.literal('on', { error: ACCOUNT_MESSAGES.terms }),
  })
  .superRefine((value, ctx) => {
    if (value.password2 && value.password !== value.password2) {
      ctx.addIssue({ code: 'custom', path: ['password2'], message: ACCOUNT_MESSAGES.passwordMismatch })
    }
  })
export type RegisterStep1 = Omit<z.output<typeof registerSchema>, 'terms'>

export const otpSchema = z.object({ otp_code: otpField })

export const forgotPasswordSchema = z.object({ email: emailField })

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: ACCOUNT_MESSAGES.required }).min(1).max(512),
    new_password1: passwordField,
    new_password2: z.string({ error: ACCOUNT_MESSAGES.required }).min(1, ACCOUNT_MESSAGES.required),
  })
  .superRefine((value, ctx) => {
    if (value.new_password2 && value.new_password1 !== value.new_password2) {
      ctx.addIssue({ code: 'custom', path: ['new_password2'], message: ACCOUNT_MESSAGES.passwordMismatch })
    }
  })
