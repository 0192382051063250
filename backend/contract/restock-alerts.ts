/**
 * /api/v1/me/restock-alerts/ (issue 12): a customer's '到貨通知' on sold-out products. The backend
 * types its answers with these; the storefront's client validates every answer against them.
 */
import { z } from 'zod'
import { PRODUCT_CODE_PATTERN } from './catalogue-values.ts'

/** A customer may keep this many alerts (waiting and notified); more is a 400 asking to remove some. */
export const MAX_RESTOCK_ALERTS = 100

export const RESTOCK_ALERT_MESSAGES = {
  productCodeRequired: '請提供商品編號。',
  productCodeInvalid: '商品編號格式不正確。',
  productNotFound: '找不到這件商品，可能已經下架。',
  notSoldOut: '這件商品目前還有庫存，可以直接加入購物車，不需要到貨通知。',
  tooMany: (max: number) => `到貨通知最多 ${max} 項，請先到「到貨通知」頁刪除不需要的項目。`,
  alertNotFound: '沒有這件商品的到貨通知。',
} as const

export const restockAlertInput = z.object({
  product_code: z
    .string({ error: RESTOCK_ALERT_MESSAGES.productCodeRequired })
    .trim()
    .min(1, RESTOCK_ALERT_MESSAGES.productCodeRequired)
    .regex(PRODUCT_CODE_PATTERN, RESTOCK_ALERT_MESSAGES.productCodeInvalid)
    .transform((s) => s.toUpperCase()),
})
export type RestockAlertInput = z.infer<typeof restockAlertInput>

/** waiting = no mail yet; notified = the restock mail went out and the alert has ended. */
export const RESTOCK_ALERT_STATUSES = ['waiting', 'notified'] as const
export type RestockAlertStatus = (typeof RESTOCK_ALERT_STATUSES)[number]

export const restockAlertSchema = z.object({
  product_code: z.string(),
  base_name: z.string(),
  card_number: z.string(),
  rarity: z.string(),
  condition: z.string(),
  price_twd: z.number().int(),
  internal_stock: z.number().int(),
  /** Delisted products stay in the list, without a link to a page that no longer exists. */
  is_active: z.boolean(),
  image_url: z.string().nullable(),
  status: z.enum(RESTOCK_ALERT_STATUSES),
  created_at: z.string(),
  notified_at: z.string().nullable(),
})
export type RestockAlert = z.infer<typeof restockAlertSchema>

/** The customer's alerts, newest first (at most MAX_RESTOCK_ALERTS, so one page). */
export const restockAlertListSchema = z.object({
  results: z.array(restockAlertSchema),
  count: z.number().int(),
})
export type RestockAlertList = z.infer<typeof restockAlertListSchema>
