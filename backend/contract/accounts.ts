/**
 * The auth calls (docs/architecture.md#the-shop-api): request bodies with every validation rule of
 * docs/product-rules.md#registration-and-otp and their Chinese messages, and the answers. The API parses with these and
 * the storefront's forms and typed client reuse them, so both sides say the same thing.
 */
import { z } from 'zod'
import { FIELD_MESSAGES } from './field-messages.ts'
import { halfWidth } from './half-width.ts'
import { normaliseSmsCode } from './tw-mobile.ts'
import { twMobileField } from './tw-mobile-field.ts'

export const ACCOUNT_MESSAGES = {
  ...FIELD_MESSAGES,
  badCharacters: '此欄位含有無效的字元。',
  invalidBody: '請求內容需為 JSON 物件。',
  usernameChars: '使用者名稱只能包含文字、數字及 @ . + - _。',
  usernameTaken: '這個使用者名稱已被使用。',
  emailInvalid: '請輸入有效的電子郵件地址。',
  emailTaken: '這個電子郵件已被註冊。',
  phoneInvalid: '請輸入有效的台灣手機號碼（09 開頭共 10 碼）。',
  passwordMin: '密碼至少需要 8 個字元。',
  passwordUpper: '密碼需包含至少一個大寫英文字母。',
  passwordLower: '密碼需包含至少一個小寫英文字母。',
  passwordDigit: '密碼需包含至少一個數字。',
  passwordSpecial: '密碼需包含至少一個特殊符號（例如 !@#$%）。',
  passwordMismatch: '兩次輸入的密碼不一致。',
  otpFormat: '驗證碼為 6 位數字。',
  otpWrong: '驗證碼錯誤，請再試一次。',
  otpInvalid: '驗證碼無效或已過期，請重新取得驗證碼。',
  otpSent: '驗證碼已寄出，10 分鐘內有效。',
  smsFailed: '簡訊發送失敗，請稍後再試。',
  loginFailed: '電子郵件或密碼錯誤。',
  sessionInvalid: '登入已過期或無效，請重新登入。',
  loggedOut: '已登出。',
  resetRequested: '如果這個電子郵件已註冊，您將會收到重設密碼的信件。',
  resetLinkInvalid: '重設密碼連結無效、已使用過或已過期，請重新申請。',
  resetLinkUsable: '重設密碼連結可以使用。',
  resetDone: '密碼已重設成功，請使用新密碼登入。',
  mailSubjectReset: '【卡片代購】重設密碼',
  /** The SMS text; the code is the only variable part. */
  otpSms: (code: string) =>
    `【卡片代購】您的註冊驗證碼為 ${code}，10 分鐘內有效。請勿將驗證碼告訴任何人。`,
  resetMail: (link: string) =>
    `您好：\n\n我們收到重設密碼的申請。請在 1 小時內開啟以下連結設定新密碼（連結只能使用一次）：\n\n${link}\n\n若您沒有申請，請忽略這封信，您的密碼不會改變。`,
  tooManyRequests: (wait: string) => `操作過於頻繁，請於${wait}後再試。`,
} as const

// Field rules. Lengths are capped so a huge value is a 400, never a slow hash or a 5xx.

const text = (max: number) =>
  z
    .string({ error: ACCOUNT_MESSAGES.required })
    .trim()
    .min(1, ACCOUNT_MESSAGES.required)
    .max(max, ACCOUNT_MESSAGES.tooLong(max))
    // Control characters (NUL above all, which PostgreSQL text refuses) never belong in a name.
    .regex(/^[^\p{Cc}]*$/u, ACCOUNT_MESSAGES.badCharacters)

export const usernameSchema = text(150).regex(
  /^[\p{L}\p{N}_.@+-]+$/u,
  ACCOUNT_MESSAGES.usernameChars,
)
export const nameSchema = text(50)
/**
 * E-mails are compared without case (the users table's unique index is on lower(email)), and
 * typed in full-width ('ｍｅ＠ｅｘａｍｐｌｅ．ｔｗ') read as plain: logging in with it said 'wrong password'.
 */
const typedEmail = (max: number) => text(max).transform((email) => halfWidth(email).trim().toLowerCase())
export const emailSchema = typedEmail(254).pipe(z.email(ACCOUNT_MESSAGES.emailInvalid))
/** Any way a Taiwanese cellphone is typed, as `09XXXXXXXX` (docs/integrations.md#taiwanese-phone-numbers). */
export const phoneSchema = twMobileField({ required: ACCOUNT_MESSAGES.required, invalid: ACCOUNT_MESSAGES.phoneInvalid })

/** docs/product-rules.md#passwords: at least 8 characters with upper, lower, digit and special; one message per rule. */
export const newPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.required })
  .min(1, ACCOUNT_MESSAGES.required)
  .max(128, ACCOUNT_MESSAGES.tooLong(128))
  .min(8, ACCOUNT_MESSAGES.passwordMin)
  .regex(/\p{Lu}/u, ACCOUNT_MESSAGES.passwordUpper)
  .regex(/\p{Ll}/u, ACCOUNT_MESSAGES.passwordLower)
  .regex(/\d/, ACCOUNT_MESSAGES.passwordDigit)
  .regex(/[^\p{L}\p{N}\s]/u, ACCOUNT_MESSAGES.passwordSpecial)

/** A password as typed at login: any non-empty string (old rules may have been weaker). */
const passwordInputSchema = z
  .string({ error: ACCOUNT_MESSAGES.required })
  .min(1, ACCOUNT_MESSAGES.required)
  .max(128, ACCOUNT_MESSAGES.tooLong(128))

/**
 * The SMS code: 6 digits, typed with spaces or in full-width ('１２３ ４５６') too. A refine, not
 * .regex(), so no HTML pattern reaches the input (see tw-mobile-field.ts).
 */
export const otpCodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.required })
  .trim()
  .min(1, ACCOUNT_MESSAGES.required)
  .transform(normaliseSmsCode)
  .refine((code) => /^\d{6}$/.test(code), ACCOUNT_MESSAGES.otpFormat)

const object = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: ACCOUNT_MESSAGES.invalidBody })

/**
 * The rate limit that refuses a second code for a phone within its minute, as a 429's `RateLimit`
 * header names it (backend/auth/rate-limits.ts): the storefront tells it from the daily caps.
 */
export const OTP_COOLDOWN_LIMIT = 'otpPhoneCooldown'

// Request bodies

export const sendOtpBodySchema = object({
  username: usernameSchema,
  email: emailSchema,
  phone_number: phoneSchema,
})

/** The seven sign-up fields (docs/product-rules.md#registration-and-otp), for forms that add their own (the terms box). */
export const registrationShape = {
  username: usernameSchema,
  last_name: nameSchema,
  first_name: nameSchema,
  email: emailSchema,
  phone_number: phoneSchema,
  password: newPasswordSchema,
  password2: z
    .string({ error: ACCOUNT_MESSAGES.required })
    .min(1, ACCOUNT_MESSAGES.required)
    .max(128, ACCOUNT_MESSAGES.tooLong(128)),
}

/** Step 1 of the sign-up form (docs/product-rules.md#registration-and-otp): the seven fields, passwords equal. */
export const registrationFormSchema = object(registrationShape).refine(
  (b) => b.password === b.password2,
  {
    path: ['password2'],
    message: ACCOUNT_MESSAGES.passwordMismatch,
  },
)

export const registerBodySchema = object({ ...registrationShape, otp_code: otpCodeSchema }).refine(
  (b) => b.password === b.password2,
  { path: ['password2'], message: ACCOUNT_MESSAGES.passwordMismatch },
)

export const loginBodySchema = object({
  email: typedEmail(254),
  password: passwordInputSchema,
})

export const passwordResetBodySchema = object({ email: emailSchema })

/** docs/product-rules.md#password-reset: a mailed link works for an hour, once. */
export const RESET_TTL_SECONDS = 60 * 60

/**
 * docs/product-rules.md#password-reset: reset-confirm errors come in fields password, password2, error, non_field_errors;
 * the API maps new_password1 to `password`, new_password2 to `password2` and the token to `error`.
 */
const resetTokenSchema = z
  .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
  .trim()
  .min(1, ACCOUNT_MESSAGES.resetLinkInvalid)
  .max(200, ACCOUNT_MESSAGES.resetLinkInvalid)

/** Whether a mailed reset link can still be used, asked before its form is shown. */
export const passwordResetCheckBodySchema = object({ token: resetTokenSchema })

export const passwordResetConfirmBodySchema = object({
  token: resetTokenSchema,
  new_password1: newPasswordSchema,
  new_password2: z
    .string({ error: ACCOUNT_MESSAGES.required })
    .min(1, ACCOUNT_MESSAGES.required)
    .max(128, ACCOUNT_MESSAGES.tooLong(128)),
}).refine((b) => b.new_password1 === b.new_password2, {
  path: ['new_password2'],
  message: ACCOUNT_MESSAGES.passwordMismatch,
})

export type LoginBody = z.input<typeof loginBodySchema>
export type SendOtpBody = z.input<typeof sendOtpBodySchema>
export type RegisterBody = z.input<typeof registerBodySchema>
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>
export type PasswordResetConfirmBody = z.input<typeof passwordResetConfirmBodySchema>

// Answers

/** Login, register and refresh: the access token (the refresh token travels in a cookie). */
export const accessTokenSchema = z.object({ access: z.string().min(1) })
export const messageSchema = z.object({ message: z.string().default('') })
/** Answers the original API left open (logout, reset-confirm): our {message}, or nothing at all. */
export const optionalMessageSchema = z.preprocess((v) => v ?? {}, messageSchema)
/** docs/product-rules.md#registration-and-otp: for another backend that leaves the wait unsaid. */
export const OTP_RESEND_FALLBACK_SECONDS = 60
/**
 * send-otp: the code's lifetime and when a new one may be asked for, in seconds. Another
 * backend may leave this answer open, so it falls back to docs/product-rules.md#registration-and-otp.
 */
export const otpSentSchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    message: z.string().default(''),
    expires_in: z.number().int().default(600),
    resend_after: z.number().int().default(OTP_RESEND_FALLBACK_SECONDS),
  }),
)
/** GET /auth/me/: the logged-in user. */
export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  role: z.enum(['customer', 'staff']),
})
export type Profile = z.infer<typeof profileSchema>

/** The claims the access token carries (docs/architecture.md#sessions-and-cookies), plus the user id (sub) and role. */
export const accessClaimsSchema = z.object({
  sub: z.string().optional(),
  role: z.enum(['customer', 'staff']).optional(),
  exp: z.number(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  email: z.string().default(''),
  phone_number: z.string().default(''),
})
export type AccessClaims = z.infer<typeof accessClaimsSchema>

/** Outside production: what the outbox stand-in "sent" (docs/integrations.md#outbox), newest first. */
export const outboxEntrySchema = z.object({
  kind: z.enum(['sms', 'mail']),
  to: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  sent_at: z.string(),
})
export const outboxSchema = z.object({ results: z.array(outboxEntrySchema) })
export type OutboxEntry = z.infer<typeof outboxEntrySchema>

/** The refresh token's cookie: set and read by the API only, under its auth path. */
export const REFRESH_COOKIE = 'shop_refresh'
export const REFRESH_COOKIE_PATH = '/api/v1/auth'
/** Request header carrying the shopper's IP from the storefront to the API (server/http-app.ts). */
export const CLIENT_IP_HEADER = 'X-Shop-Client-Ip'
/** With BACKEND_URL: the shared secret that makes the API believe CLIENT_IP_HEADER. */
export const API_KEY_HEADER = 'X-Shop-Api-Key'
