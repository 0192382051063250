/** JSON shapes of checkout, orders and order messages (SPEC.md sections 3 and 7). */
import { z } from 'zod'

export type CreateOrderBody = {
  recipient_name: string
  recipient_phone: string
  recipient_email: string
  store_id: string
  store_name: string
  items: Array<{ product_code: string; quantity: number }>
}

/** Form parameters for ECPay's store map; MerchantTradeNo ties the reply to the shopper. */
export const mapParametersSchema = z
  .object({ MerchantTradeNo: z.string().optional() })
  .catchall(z.union([z.string(), z.number()]))

export const storeSelectionSchema = z.object({
  status: z.string(),
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
