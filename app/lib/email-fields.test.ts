/**
 * Every e-mail field, in the forms and at the API, reads an address typed by a Chinese IME left in
 * full-width mode ('ｍｅ＠ｅｘａｍｐｌｅ．ｔｗ') as the plain address: the login had answered
 * 「電子郵件或密碼錯誤。」 to the right password.
 */
import { describe, expect, it } from 'vitest'
import { loginBodySchema, passwordResetBodySchema, registrationShape, sendOtpBodySchema } from '#backend/contract/accounts.ts'
import { createOrderSchema } from '#backend/orders/order-input.ts'
import { forgotPasswordSchema, loginSchema } from './account-forms.ts'
import { checkoutSchema } from './order-forms.ts'

const FULL_WIDTH = '\u3000ｍｅ．ｔｅｓｔ＋１＠ｅｘａｍｐｌｅ．ｔｗ\u3000'

const PLAIN = 'me.test+1@example.tw'

describe.each([
  // Accounts compare e-mails without case, and keep them in lower case.
  { name: 'register form and body', field: registrationShape.email },
  { name: 'send-otp body', field: sendOtpBodySchema.shape.email },
  { name: 'forgot-password form and body', field: forgotPasswordSchema.shape.email },
  { name: 'password reset body', field: passwordResetBodySchema.shape.email },
  // A recipient's address is kept as typed, but in plain characters.
  { name: 'checkout form', field: checkoutSchema.shape.recipient_email },
  { name: 'orders body', field: createOrderSchema.shape.recipient_email },
])('the $name', ({ field }) => {
  it('reads a full-width address as the plain one, and still refuses what is not an address', () => {
    expect(field.safeParse(FULL_WIDTH).data).toBe(PLAIN)
    expect(field.safeParse('ｍｅ＠ｅｘａｍｐｌｅ').success).toBe(false)
    expect(field.safeParse('me at example.tw').success).toBe(false)
  })
})

// The login takes any text as the e-mail (a wrong one is 'wrong e-mail or password'), read the same way.
it.each([
  { name: 'login form', field: loginSchema.shape.email },
  { name: 'login body', field: loginBodySchema.shape.email },
])('the $name reads a full-width address as the plain one, in lower case', ({ field }) => {
  expect(field.safeParse(FULL_WIDTH).data).toBe(PLAIN)
  expect(field.safeParse('ＭＥ．ＴＥＳＴ＋１＠ＥＸＡＭＰＬＥ．ＴＷ').data).toBe(PLAIN)
})
