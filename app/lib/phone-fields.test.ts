/**
 * The register form, the checkout form and the API's bodies agree on a typed cellphone
 * (docs/integrations.md#taiwanese-phone-numbers): each takes the shapes shoppers type and hands on
 * `09XXXXXXXX` and each refuses the rest in its own words. That no input carries an HTML pattern (a
 * browser without JavaScript would refuse '0912 345 678' itself) is checked on the rendered pages
 * (accounts.spec, checkout.spec): the installed conform derives no pattern from any schema.
 */
import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES as M, registerBodySchema, sendOtpBodySchema } from '#backend/contract/accounts.ts'
import { createOrderSchema } from '#backend/orders/order-input.ts'
import { otpSchema, registerSchema } from './account-forms.ts'
import { tCheckout } from './messages-orders.ts'
import { checkoutSchema } from './order-forms.ts'

const PHONES = [
  { name: 'register form', field: registerSchema.shape.phone_number, invalid: M.phoneInvalid },
  { name: 'send-otp and register bodies', field: sendOtpBodySchema.shape.phone_number, invalid: M.phoneInvalid },
  { name: 'checkout form', field: checkoutSchema.shape.recipient_phone, invalid: tCheckout.phone },
  { name: 'orders body', field: createOrderSchema.shape.recipient_phone, invalid: '手機號碼需為 09 開頭的 10 位數字。' },
]
const TYPED = ['0912 345 678', '0912-345-678', '(0912)345-678', '０９１２－３４５－６７８', '+886 912-345-678', '886912345678', '+8860912345678']
const REFUSED = ['0812345678', '09123456789', '02-2345-6789', '09l2345678']

describe.each(PHONES)('the $name', ({ field, invalid }) => {
  it('hands on 09XXXXXXXX for every shape shoppers type', () => {
    for (const typed of TYPED) expect(field.safeParse(typed).data, typed).toBe('0912345678')
  })

  it('refuses anything else with its clear message, and an empty field as empty', () => {
    for (const typed of REFUSED) expect(field.safeParse(typed).error?.issues.map((i) => i.message), typed).toEqual([invalid])
    expect(field.safeParse('  ').error?.issues).toHaveLength(1)
    expect(field.safeParse('  ').error?.issues[0]?.message).not.toBe(invalid)
  })
})

describe('the SMS code', () => {
  const code = registerBodySchema.shape.otp_code
  it('is 6 digits however typed, in the form and at the API', () => {
    for (const typed of ['123456', '123 456', '１２３ ４５６', '１２３４５６']) {
      expect(otpSchema.safeParse({ otp_code: typed }).data?.otp_code, typed).toBe('123456')
      expect(code.safeParse(typed).data, typed).toBe('123456')
    }
    for (const typed of ['12345', '1234567', '12a456', 'abcdef']) expect(code.safeParse(typed).error?.issues.map((i) => i.message), typed).toEqual([M.otpFormat])
  })
})
