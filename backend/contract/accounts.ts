/** JSON shapes of the auth calls (SPEC.md section 7, "Auth"). */
import { z } from 'zod'

export const accessTokenSchema = z.object({ access: z.string().min(1) })
export const messageSchema = z.object({ message: z.string().default('') })
/** Calls whose answer SPEC.md leaves open: anything JSON (or nothing) is accepted. */
export const anyBodySchema = z.unknown()

export type LoginBody = { email: string; password: string }
export type SendOtpBody = { username: string; email: string; phone_number: string }
export type RegisterBody = {
  username: string
  last_name: string
  first_name: string
  email: string
  phone_number: string
  password: string
  password2: string
  otp_code: string
}
export type PasswordResetConfirmBody = { token: string; new_password1: string; new_password2: string }

/** The claims SPEC.md says the access token carries. */
export const accessClaimsSchema = z.object({
  exp: z.number(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  email: z.string().default(''),
  phone_number: z.string().default(''),
})
export type AccessClaims = z.infer<typeof accessClaimsSchema>
