/** Schemas of the checkout and order Q&A forms, shared by conform in the browser and the actions. */
import { z } from 'zod'
import { FIELD_MESSAGES } from '#backend/contract/field-messages.ts'
import { halfWidth } from '#backend/contract/half-width.ts'
import { MAX_MESSAGE_LENGTH, MERCHANT_TRADE_NO_PATTERN, RECIPIENT_LIMITS } from '#backend/contract/order-values.ts'
import { twMobileField } from '#backend/contract/tw-mobile-field.ts'
import { tCheckout, tOrders } from './messages-orders.ts'

export const orderMessageFormSchema = z.object({
  message_content: z
    .string({ error: tOrders.messages.required })
    .trim()
    .min(1, tOrders.messages.required)
    .max(MAX_MESSAGE_LENGTH, tOrders.messages.tooLong(MAX_MESSAGE_LENGTH)),
})

/** The checkout form (docs/storefront.md#checkout-and-orders): recipient fields, the picked store (its one-time key: app/lib/once-key.ts). */
export const checkoutSchema = z.object({
  recipient_name: z.string({ error: tCheckout.required }).trim().min(1, tCheckout.required).max(RECIPIENT_LIMITS.name, FIELD_MESSAGES.tooLong(RECIPIENT_LIMITS.name)),
  recipient_phone: twMobileField({ required: tCheckout.required, invalid: tCheckout.phone }),
  recipient_email: z
    .string({ error: tCheckout.required })
    .trim()
    .max(RECIPIENT_LIMITS.email, FIELD_MESSAGES.tooLong(RECIPIENT_LIMITS.email))
    // Typed in full-width from a Chinese IME, read as plain (an ideographic space trimmed too).
    .transform((email) => halfWidth(email).trim())
    .pipe(z.email(tCheckout.email)),
  merchant_trade_no: z.string({ error: tCheckout.needStore }).regex(MERCHANT_TRADE_NO_PATTERN, tCheckout.needStore),
})
