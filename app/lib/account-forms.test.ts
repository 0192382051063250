import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES as M } from '#backend/contract/accounts.ts'
import { otpSchema, registerSchema, resetPasswordSchema } from './account-forms.ts'
import { tAccount } from './messages-account.ts'

const valid = {
  username: 'duelist01',
  last_name: '王',
  first_name: '小明',
  email: 'Duelist@Example.TW',
  phone_number: '0912345678',
  password: 'Abcdef1!',
  password2: 'Abcdef1!',
  terms: 'on',
}
const messagesFor = (input: unknown, field: string) => {
  const result = registerSchema.safeParse(input)
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message)
}

describe('the registration form (docs/product-rules.md#registration-and-otp)', () => {
  it('accepts a complete form and lower-cases the e-mail', () => {
    expect(registerSchema.parse(valid).email).toBe('duelist@example.tw')
  })

  it('names every unmet password rule on its own', () => {
    expect(messagesFor({ ...valid, password: 'abc', password2: 'abc' }, 'password')).toEqual([
      M.passwordMin,
      M.passwordUpper,
      M.passwordDigit,
      M.passwordSpecial,
    ])
    expect(messagesFor({ ...valid, password: 'ABCDEFG1!', password2: 'ABCDEFG1!' }, 'password')).toEqual([M.passwordLower])
  })

  it('requires every field, a Taiwan mobile, matching passwords and the terms', () => {
    for (const field of ['username', 'last_name', 'first_name', 'email', 'phone_number', 'password2']) {
      expect(messagesFor({ ...valid, [field]: undefined }, field)).toEqual([M.required])
    }
    expect(messagesFor({ ...valid, phone_number: '0212345678' }, 'phone_number')).toEqual([M.phoneInvalid])
    expect(messagesFor({ ...valid, password2: 'Abcdef1?' }, 'password2')).toEqual([M.passwordMismatch])
    expect(messagesFor({ ...valid, terms: undefined }, 'terms')).toEqual([tAccount.register.termsRequired])
  })

  it('takes only 6 digits as the SMS code (typed with spaces or full-width too: phone-fields.test.ts)', () => {
    expect(otpSchema.safeParse({ otp_code: '123456' }).success).toBe(true)
    for (const code of ['12345', '1234567', '12345a']) expect(otpSchema.safeParse({ otp_code: code }).success).toBe(false)
  })

  it('checks the new password and its repeat on reset', () => {
    const result = resetPasswordSchema.safeParse({ token: 't', new_password1: 'Abcdef1!', new_password2: 'Abcdef1?' })
    expect(result.error?.issues.map((i) => i.message)).toEqual([M.passwordMismatch])
  })
})
