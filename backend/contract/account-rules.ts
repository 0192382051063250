/**
 * The field rules of the account forms (SPEC.md section 5), with their Chinese messages. One
 * definition for both sides: the storefront's forms check them before sending (conform + zod),
 * the shop API checks them again, so a shopper sees the same message whichever side refuses.
 */
import { z } from 'zod'

export const ACCOUNT_MESSAGES = {
  required: '此欄位不可為空。',
  email: '請輸入有效的電子郵件地址。',
  phone: '請輸入有效的手機號碼（09 開頭，共 10 碼）。',
  username: '帳號須為 3 到 30 個英文字母、數字或 . _ - 符號。',
  tooLong: (max: number) => `長度不可超過 ${max} 個字元。`,
  passwordLength: '密碼至少需要 8 個字元。',
  passwordUpper: '密碼需包含至少一個大寫英文字母。',
  passwordLower: '密碼需包含至少一個小寫英文字母。',
  passwordDigit: '密碼需包含至少一個數字。',
  passwordSpecial: '密碼需包含至少一個特殊符號（例如 !@#$%）。',
  passwordMismatch: '兩次輸入的密碼不一致。',
  otp: '驗證碼為 6 位數字。',
  terms: '請先閱讀並同意服務條款與隱私權政策。',
} as const

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const OTP_LENGTH = 6
export const TAIWAN_MOBILE = /^09\d{8}$/

const required = (max: number) =>
  z
    .string({ error: ACCOUNT_MESSAGES.required })
    .trim()
    .min(1, ACCOUNT_MESSAGES.required)
    .max(max, ACCOUNT_MESSAGES.tooLong(max))

export const emailField = required(254).pipe(z.email(ACCOUNT_MESSAGES.email)).transform((v) => v.toLowerCase())
export const phoneField = required(20).regex(TAIWAN_MOBILE, ACCOUNT_MESSAGES.phone)
export const usernameField = required(30).regex(/^[A-Za-z0-9._-]{3,30}$/, ACCOUNT_MESSAGES.username)
export const nameField = required(50)

/** Each unmet rule gets its own message (SPEC.md section 5), all shown at once. */
export const passwordField = z
  .string({ error: ACCOUNT_MESSAGES.required })
  .min(1, ACCOUNT_MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong(PASSWORD_MAX_LENGTH))
  .superRefine((value, ctx) => {
    if (!value) return
    const rules: Array<[boolean, string]> = [
      [value.length >= PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordLength],
      [/[A-Z]/.test(value), ACCOUNT_MESSAGES.passwordUpper],
      [/[a-z]/.test(value), ACCOUNT_MESSAGES.passwordLower],
      [/[0-9]/.test(value), ACCOUNT_MESSAGES.passwordDigit],
      [/[^A-Za-z0-9]/.test(value), ACCOUNT_MESSAGES.passwordSpecial],
    ]
    for (const [ok, message] of rules) if (!ok) ctx.addIssue({ code: 'custom', message })
  })

/** A password being typed in to log in: only present, never judged by the creation rules. */
export const currentPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.required })
  .min(1, ACCOUNT_MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong(PASSWORD_MAX_LENGTH))

export const otpField = z
  .string({ error: ACCOUNT_MESSAGES.required })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), ACCOUNT_MESSAGES.otp)
