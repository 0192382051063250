/** JSON shapes of checkout, orders and order messages (docs/architecture.md#the-shop-api). */
import { z } from 'zod'

export type CreateOrderBody = {
  recipient_name: string
  recipient_phone: string
  recipient_email: string
  store_id: string
  store_name: string
  items: Array<{ product_code: string; quantity: number }>
}

/**
 * ECPay's store map: POST `fields` (CheckMacValue included) as a form to `map_url`. The
 * MerchantTradeNo ties ECPay's reply to the shopper. `?flow=popup` asks for a reply page that
 * closes its window instead of the 303 back to /checkout.
 */
export const mapParametersSchema = z.object({
  map_url: z.string(),
  MerchantTradeNo: z.string(),
  fields: z.record(z.string(), z.string()),
})
export type MapParameters = z.infer<typeof mapParametersSchema>

export const storeSelectionSchema = z.object({
  status: z.string(),
  detail: z.string().optional(),
  data: z
    .object({ CVSStoreID: z.string(), CVSStoreName: z.string(), CVSAddress: z.string() })
    .optional(),
})

export const orderCreatedSchema = z.object({ order_number: z.string().min(1) })

export const orderSummarySchema = z.object({
  order_number: z.string(),
  created_at: z.string(),
  status: z.string(),
  total_amount: z.number(),
})
export const orderPageSchema = z.object({ results: z.array(orderSummarySchema), count: z.number().int() })

export const orderDetailSchema = z.object({
  order_number: z.string(),
  current_status: z.string(),
  created_at: z.string(),
  shipping_fee: z.number(),
  total_amount: z.number(),
  tracking_number: z.string().nullable().default(null),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  recipient_email: z.string(),
  store_name: z.string(),
  items: z.array(
    z.object({
      snapshot_name: z.string(),
      snapshot_card_number: z.string(),
      snapshot_rarity: z.string(),
      snapshot_condition: z.string(),
      snapshot_language: z.string(),
      snapshot_unit_price_twd: z.number(),
      snapshot_image_url: z.string().nullable().default(null),
      snapshot_product_code: z.string(),
      quantity: z.number().int(),
    }),
  ),
  status_history: z.array(z.object({ status: z.string(), timestamp: z.string() })),
  // Additions beyond the original order detail (optional so older answers still parse).
  store_id: z.string().optional(),
  store_address: z.string().optional(),
  items_total: z.number().optional(),
  /** Present when the item subtotal exceeds DEPOSIT_THRESHOLD. */
  deposit: z
    .object({
      amount: z.number(),
      /** Null until the order is established: the deposit is due 3 days after that. */
      due_at: z.string().nullable(),
      /** When staff recorded the deposit as paid; null while it is still due. */
      received_at: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
})
export type OrderDetail = z.infer<typeof orderDetailSchema>

export const orderMessageSchema = z.object({
  id: z.number().int(),
  message_content: z.string(),
  /** '顧客' is the customer; any other value is staff. */
  sender_type: z.string(),
  created_at: z.string(),
})
export const orderMessagesSchema = z.object({ results: z.array(orderMessageSchema) })

/** What the orders and store-map calls answer with (Traditional Chinese, shown to shoppers). */
export const ORDER_MESSAGES = {
  storeNotFound: '找不到這次的門市選擇，請重新選擇門市。',
  storeNotSelected: '尚未選擇門市，請在電子地圖選擇取貨門市。',
  storeReplyInvalid: '門市資料不完整，請重新選擇門市。',
  storeReplyExpired: '這次的門市選擇已失效，請回到結帳頁面重新選擇門市。',
  mapMacInvalid: '電子地圖參數驗證失敗，請回到結帳頁面重新開啟地圖。',
  storeNotPicked: '請先在電子地圖選擇取貨門市。',
  orderNotFound: '找不到這筆訂單，或您沒有權限查看。',
  orderNotSettled: '這筆訂單還在處理中，請稍後再送出一次。',
  formAlreadyUsed: (orderNumber: string) =>
    `這張結帳表單已經送出過訂單（${orderNumber}），內容不同的訂單請重新整理結帳頁面後再送出。`,
  tooManyMessages: '這筆訂單的留言已達上限，請透過客服信箱與我們聯絡。',
  productUnavailable: (code: string) => `商品 ${code} 已下架或不存在，請從購物車移除。`,
  outOfStock: (name: string, left: number) =>
    left > 0 ? `「${name}」庫存不足，目前只剩 ${left} 張。` : `「${name}」已售完，請從購物車移除。`,
} as const
