/**
 * One zod schema per cart intent (docs/product-rules.md#cart), read by the cart action with conform's
 * `parseWithZod`. Only the cart pages import this: the product list and modal post plain fields
 * (add-to-cart-form.tsx) so zod stays out of their JavaScript.
 */
import { z } from 'zod'
import { plainNumber } from '#backend/contract/plain-number.ts'
import { FIELD_MESSAGES } from '#backend/contract/field-messages.ts'
import { SHARE_TOO_MANY } from '#backend/contract/cart.ts'
import { SHARE_ID_PATTERN } from '#backend/contract/share-id.ts'
import { PRODUCT_CODE_PATTERN } from '#backend/contract/catalogue-values.ts'
import { CART_LIMITS } from './cart-limits.ts'
import { t } from './messages.ts'
import { tCart } from './messages-cart.ts'
import { tShop } from './messages-shopping.ts'

const productCode = z
  .string({ error: tCart.edit.invalidCode })
  .trim()
  .regex(PRODUCT_CODE_PATTERN, tCart.edit.invalidCode)
  .transform((s) => s.toUpperCase())

// Plain digits only: a quantity of '1e1' is refused, not 10; a full-width '３' is 3 (backend/contract/plain-number.ts).
const quantity = (min: number) => {
  const message = tShop.cart.invalidQuantity(min)
  return plainNumber(
    message,
    z.number({ error: message }).int(message).min(min, message).max(CART_LIMITS.maxQuantity, message),
  )
}

/** Where a no-JS post comes back to; checked again by safeRedirectPath. */
const redirectTo = z.string().max(2000, FIELD_MESSAGES.tooLong(2000)).optional()

/** The localStorage mirror sent back when the cookie is gone: only codes and quantities are trusted. */
const restoreItems = z
  .string({ error: tCart.edit.badRestore })
  .max(12_000, tCart.edit.badRestore)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: tCart.edit.badRestore })
      return z.NEVER
    }
  })
  .pipe(
    z
      .array(z.object({ product_code: productCode, quantity: quantity(1) }), { error: tCart.edit.badRestore })
      .max(CART_LIMITS.maxLines, tCart.edit.badRestore),
  )

export const cartIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), product_code: productCode, quantity: quantity(1).default(1), redirectTo }),
  z.object({ intent: z.literal('set-quantity'), product_code: productCode, quantity: quantity(0), redirectTo }),
  // Hydrogen-style: each +/- button is its own form carrying the quantity it leads to, so a
  // repeated or stale post sets a value instead of stepping twice.
  z.object({ intent: z.literal('increment'), product_code: productCode, quantity: quantity(1), redirectTo }),
  z.object({ intent: z.literal('decrement'), product_code: productCode, quantity: quantity(0), redirectTo }),
  z.object({ intent: z.literal('remove'), product_code: productCode, redirectTo }),
  z.object({ intent: z.literal('clear'), redirectTo }),
  z.object({ intent: z.literal('sync'), redirectTo }),
  z.object({ intent: z.literal('restore'), items: restoreItems, redirectTo }),
  z.object({ intent: z.literal('share') }),
  // The ticked items of a shared cart; their quantities come from the share, not the form.
  z.object({
    intent: z.literal('add-shared'),
    share_id: z.string({ error: tCart.shared.notFound }).regex(SHARE_ID_PATTERN, tCart.shared.notFound),
    product_code: z.array(productCode, { error: tCart.shared.noneSelected }).min(1, tCart.shared.noneSelected).max(CART_LIMITS.maxShareItems, SHARE_TOO_MANY),
    redirectTo,
  }),
  // An intent none of these knows (an edited form): the page's words, not zod's 'Invalid input'.
], { error: t.errors.badRequestBody })

export type CartIntent = z.infer<typeof cartIntentSchema>
