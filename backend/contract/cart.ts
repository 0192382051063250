/** JSON shapes of the cart-share calls (docs/product-rules.md#shared-carts). */
import { z } from 'zod'
import { PRODUCT_CODE_PATTERN } from './catalogue-values.ts'

export { SHARE_ID_PATTERN } from './share-id.ts'

/** docs/product-rules.md#shared-carts: a shared cart holds at most 50 items. */
export const SHARE_MAX_ITEMS = 50
export const SHARE_TOO_MANY = `分享的購物車最多只能有 ${SHARE_MAX_ITEMS} 件商品。`

export const shareCartBodySchema = z.object({
  items: z
    .array(
      z.object({
        product_code: z
          .string({ error: '商品編號格式不正確。' })
          .regex(PRODUCT_CODE_PATTERN, '商品編號格式不正確。')
          .transform((s) => s.toUpperCase()),
        quantity: z
          .number({ error: '數量必須是 1 到 99 的整數。' })
          .int('數量必須是 1 到 99 的整數。')
          .min(1, '數量必須是 1 到 99 的整數。')
          .max(99, '數量必須是 1 到 99 的整數。'),
        price_twd: z
          .number({ error: '價格必須是不小於 0 的整數。' })
          .int('價格必須是不小於 0 的整數。')
          .min(0, '價格必須是不小於 0 的整數。')
          .max(10_000_000, '價格必須是不小於 0 的整數。'),
      }),
      { error: 'items 必須是商品的陣列。' },
    )
    .min(1, '購物車是空的，無法分享。')
    .max(SHARE_MAX_ITEMS, SHARE_TOO_MANY)
    .refine((items) => new Set(items.map((i) => i.product_code)).size === items.length, '同一件商品只能出現一次。'),
})

export type ShareCartBody = z.input<typeof shareCartBodySchema>

export const shareCreatedSchema = z.object({ share_id: z.string().min(1) })

export const sharedCartSchema = z.object({
  created_at: z.string(),
  items: z.array(
    z.object({
      product_code: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      price_twd: z.number(),
      /** null = delisted */
      current_price_twd: z.number().nullable(),
      current_stock: z.number().int(),
      image_url: z.string().nullable().default(null),
      card_number: z.string().default(''),
      rarity: z.string().default(''),
      condition: z.string().default(''),
      language: z.string().default(''),
    }),
  ),
})
export type SharedCart = z.infer<typeof sharedCartSchema>
