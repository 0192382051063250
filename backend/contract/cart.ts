/** JSON shapes of the cart-share calls (SPEC.md sections 3 and 7). */
import { z } from 'zod'

export type ShareCartBody = { items: Array<{ product_code: string; quantity: number; price_twd: number }> }

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
    }),
  ),
})
export type SharedCart = z.infer<typeof sharedCartSchema>
