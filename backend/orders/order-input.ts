/** The checkout body of POST /orders/ (docs/architecture.md#the-shop-api), checked before anything is read or reserved. */
import { z } from 'zod'
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, MAX_MESSAGE_LENGTH, RECIPIENT_LIMITS } from '../contract/order-values.ts'
import { halfWidth } from '../contract/half-width.ts'
import { twMobileField } from '../contract/tw-mobile-field.ts'

/** Same rule as the products table's check constraint (db/schema.ts). */
const PRODUCT_CODE = /^[A-Z0-9][A-Z0-9-]{0,63}$/

const line = z.object(
  {
    product_code: z
      .string({ error: '商品編號格式不正確。' })
      .regex(PRODUCT_CODE, '商品編號格式不正確。'),
    quantity: z
      .number({ error: '數量必須是正整數。' })
      // The range first: zod's .int() also refuses a whole number past 2^53 (contract/staff-products.ts).
      .min(1, '數量必須是正整數。')
      .max(MAX_LINE_QUANTITY, `每項商品數量不可超過 ${MAX_LINE_QUANTITY}。`)
      .int('數量必須是正整數。'),
  },
  { error: '訂單商品格式不正確。' },
)

export const createOrderSchema = z.object(
  {
    recipient_name: z
      .string({ error: '請填寫收件人姓名。' })
      .trim()
      .min(1, '請填寫收件人姓名。')
      .max(RECIPIENT_LIMITS.name, `收件人姓名不可超過 ${RECIPIENT_LIMITS.name} 個字。`),
    recipient_phone: twMobileField({ required: '請填寫收件人手機。', invalid: '手機號碼需為 09 開頭的 10 位數字。' }),
    recipient_email: z
      .string({ error: '請填寫電子郵件。' })
      .trim()
      .max(RECIPIENT_LIMITS.email, '電子郵件過長。')
      // Typed in full-width from a Chinese IME, read as plain (an ideographic space trimmed too).
      .transform((email) => halfWidth(email).trim())
      .pipe(z.email('電子郵件格式不正確。')),
    store_id: z
      .string({ error: '請選擇取貨門市。' })
      .trim()
      .regex(/^[0-9A-Za-z]{1,10}$/, '請選擇取貨門市。'),
    store_name: z
      .string({ error: '請選擇取貨門市。' })
      .trim()
      .min(1, '請選擇取貨門市。')
      .max(60, '門市名稱過長。'),
    items: z
      .array(line, { error: '訂單商品格式不正確。' })
      .min(1, '購物車是空的，請先加入商品。')
      .max(MAX_ORDER_LINES, `一筆訂單最多 ${MAX_ORDER_LINES} 項商品。`),
  },
  { error: '請求內容格式不正確。' },
)
export type CreateOrderInput = z.infer<typeof createOrderSchema>

export const messageSchema = z.object(
  {
    message_content: z
      .string({ error: '請輸入留言內容。' })
      .trim()
      .min(1, '請輸入留言內容。')
      .max(MAX_MESSAGE_LENGTH, `留言不可超過 ${MAX_MESSAGE_LENGTH} 個字。`),
  },
  { error: '請求內容格式不正確。' },
)

/** The same product on two lines is one line of the summed quantity. */
export function mergeLines(items: CreateOrderInput['items']) {
  const byCode = new Map<string, number>()
  for (const item of items)
    byCode.set(item.product_code, (byCode.get(item.product_code) ?? 0) + item.quantity)
  return [...byCode].map(([product_code, quantity]) => ({ product_code, quantity }))
}
