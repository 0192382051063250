/** The staff rules call's body: the shipping fee in whole NT$. */
import { z } from 'zod'
import { digitsOnlyMessage, plainNumber } from './plain-number.ts'
import { EXPECTED_INVALID } from './stale-edit.ts'

export const MAX_SHIPPING_FEE = 10_000

export const shippingFeeInput = z.object({
  value: plainNumber(
    digitsOnlyMessage('運費'),
    z
      .number({ error: '請輸入運費金額。' })
      // The range first: zod's .int() also refuses a whole number past 2^53 (staff-products.ts).
      .min(0, '運費不能是負數。')
      .max(MAX_SHIPPING_FEE, `運費最多 NT$${MAX_SHIPPING_FEE.toLocaleString('en-US')}。`)
      .int('運費必須是整數。'),
  ),
})
export type ShippingFeeInput = z.infer<typeof shippingFeeInput>

/**
 * The call's body: the fee, and `expected`, the fee the rules page showed. A fee sent as shown
 * changes nothing; one changed there and meanwhile by another staff member is a 409 naming it.
 */
export const shippingFeeBody = shippingFeeInput.extend({
  expected: z.object({ value: z.json() }, { error: EXPECTED_INVALID }).partial().strict().optional(),
})
