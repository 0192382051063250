/**
 * Every number field of the staff and shopper forms, and the API's, takes plain digits only:
 * '1e2', '0x10', 'Infinity' are refused in Chinese, not read as 100, 16 or infinity. Full-width
 * digits ('１２０') are plain digits typed by a Chinese IME.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { cartIntentSchema } from '#app/lib/cart-forms.ts'
import { productEditSchema, productNewSchema } from '#app/lib/staff-products-forms.ts'
import { positiveInt } from '#backend/http/query.ts'
import { productEditInput } from './staff-products.ts'
import { shippingFeeInput } from './staff-rules.ts'

const NOT_PLAIN = ['1e2', '1E2', '0x10', '0b1', 'Infinity', '.5', '+5', '1_000', '١٢']
const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return form
}
const formErrors = (schema: Parameters<typeof parseWithZod>[1]['schema'], fields: Record<string, string>) => {
  const submission = parseWithZod(formOf(fields), { schema })
  return submission.status === 'success' ? null : submission.reply().error
}

describe('number fields take plain digits only', () => {
  it('the shipping fee, in the form and at the API', () => {
    for (const text of NOT_PLAIN) {
      expect(formErrors(shippingFeeInput, { value: text })?.value, text).toEqual(['運費只能輸入數字（0-9），例如 120。'])
      expect(shippingFeeInput.safeParse({ value: text }).error?.issues[0]?.message, text).toBe('運費只能輸入數字（0-9），例如 120。')
    }
    expect(formErrors(shippingFeeInput, { value: ' 120 ' })).toBeNull()
    // Full-width digits, as a Chinese IME types them, are the same digits.
    expect(shippingFeeInput.parse({ value: '１２０' }).value).toBe(120)
    expect(shippingFeeInput.parse({ value: '0' }).value).toBe(0)
    expect(shippingFeeInput.parse({ value: 150 }).value).toBe(150)
    // A fraction or a minus still gets its own words; a blank is missing, not NT$0.
    expect(formErrors(shippingFeeInput, { value: '12.5' })?.value).toEqual(['運費必須是整數。'])
    expect(shippingFeeInput.safeParse({ value: '-1' }).error?.issues[0]?.message).toBe('運費不能是負數。')
    expect(shippingFeeInput.safeParse({ value: '' }).error?.issues[0]?.message).toBe('請輸入運費金額。')
  })

  it('prices, stock and the featured rank of a product, new or edited, and the API edit', () => {
    const product = {
      card_number: 'QCCU-JP001', rarity: 'UR', condition: 'A', language: 'JP', category: 'monster',
      base_name: '青眼の白龍', price_jpy: '1000', price_twd: '250', internal_stock: '3',
    }
    const fields = { price_twd: '台幣售價', price_jpy: '日幣價格', internal_stock: '庫存' } as const
    for (const [field, label] of Object.entries(fields)) {
      expect(formErrors(productNewSchema, { ...product, [field]: '1e3' })?.[field], field).toEqual([`${label}只能輸入數字（0-9），例如 120。`])
      expect(formErrors(productEditSchema, { ...product, [field]: '1e3' })?.[field], field).toEqual([`${label}只能輸入數字（0-9），例如 120。`])
      expect(productEditInput.safeParse({ [field]: '1e3' }).error?.issues[0]?.message).toBe(`${label}只能輸入數字（0-9），例如 120。`)
    }
    expect(formErrors(productEditSchema, { ...product, featured_rank: '1e1' })?.featured_rank).toEqual(['精選順序只能輸入數字（0-9），例如 120。'])
    expect(productEditInput.parse({ internal_stock: '1000', featured_rank: null })).toEqual({ internal_stock: 1000, featured_rank: null })
    const edited = parseWithZod(formOf({ ...product, featured_rank: '' }), { schema: productEditSchema })
    expect(edited.status === 'success' && edited.value).toMatchObject({ internal_stock: 3, featured_rank: null })
  })

  it('a whole number too large says the field\'s maximum, also past 2^53 and past what a double holds', () => {
    const product = { card_number: 'QCCU-JP001', rarity: 'UR', condition: 'A', language: 'JP', category: 'monster', base_name: '青眼の白龍', price_jpy: '1000', price_twd: '250', internal_stock: '3' }
    for (const text of ['99999999999999999', '9'.repeat(40), '9'.repeat(400)]) {
      // A field shows its first message (app/components/forms.tsx).
      expect(formErrors(shippingFeeInput, { value: text })?.value?.[0], text).toBe('運費最多 NT$10,000。')
      expect(formErrors(shippingFeeInput, { value: `-${text}` })?.value?.[0], text).toBe('運費不能是負數。')
      expect(productEditInput.safeParse({ price_twd: text }).error?.issues[0]?.message, text).toBe('台幣售價不可大於 10,000,000。')
      expect(formErrors(productEditSchema, { ...product, internal_stock: text })?.internal_stock?.[0], text).toBe('庫存不可大於 100,000。')
      expect(formErrors(productEditSchema, { ...product, featured_rank: text })?.featured_rank?.[0], text).toBe('精選順序不可大於 999。')
      expect(positiveInt('頁碼', 100_000).safeParse(text).error?.issues[0]?.message, text).toBe('頁碼不可大於 100000。')
    }
    // Within the range a fraction is still 'whole numbers only'.
    expect(productEditInput.safeParse({ price_twd: '10.5' }).error?.issues[0]?.message).toBe('台幣售價必須是 0 以上的整數。')
  })

  it('cart quantities and the API\'s page numbers', () => {
    for (const text of NOT_PLAIN)
      expect(formErrors(cartIntentSchema, { intent: 'add', product_code: 'P1', quantity: text })?.quantity, text).toEqual(['請輸入 1 到 99 之間的數量。'])
    // The cart line's own box takes 0 (it removes the line), and says so.
    expect(formErrors(cartIntentSchema, { intent: 'set-quantity', product_code: 'P1', quantity: '100' })?.quantity).toEqual([
      '請輸入 0 到 99 之間的數量（0 會移除這項商品）。',
    ])
    const added = parseWithZod(formOf({ intent: 'set-quantity', product_code: 'p1', quantity: '2' }), { schema: cartIntentSchema })
    expect(added.status === 'success' && added.value).toMatchObject({ quantity: 2 })
    const fullWidth = parseWithZod(formOf({ intent: 'set-quantity', product_code: 'p1', quantity: '３' }), { schema: cartIntentSchema })
    expect(fullWidth.status === 'success' && fullWidth.value).toMatchObject({ quantity: 3 })
    expect(positiveInt('頁碼').parse('１２')).toBe(12)
    expect(positiveInt('頁碼').safeParse('1e1').error?.issues[0]?.message).toBe('頁碼只能輸入數字（0-9），例如 120。')
    expect(positiveInt('頁碼').parse('10')).toBe(10)
  })
})
