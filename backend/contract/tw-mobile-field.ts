/**
 * A cellphone field of a form or request body (docs/integrations.md#taiwanese-phone-numbers):
 * any shape normaliseTwMobile reads comes out as `09XXXXXXXX`, anything else gets `invalid`.
 * The check is a refine, not .regex(): a conform that reads a regex would make it the input's
 * HTML pattern, and a browser without JavaScript would then refuse '0912 345 678' itself.
 */
import { z } from 'zod'
import { normaliseTwMobile, TW_MOBILE_PATTERN } from './tw-mobile.ts'

export function twMobileField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .transform((typed) => normaliseTwMobile(typed) ?? typed)
    .refine((phone) => TW_MOBILE_PATTERN.test(phone), messages.invalid)
}
