/**
 * Numbers typed into a form, or sent as text, count only when written plainly. JavaScript's
 * Number(), behind z.coerce and conform's coercion, also reads '1e2' (100), '0x10' (16), '0b1',
 * 'Infinity' and '.5', so a shipping fee typed as '1e2' was saved as NT$100 and a stock of '1e3'
 * as 1000. Digits pass, full-width ones too ('３' from a Chinese IME is 3), and so do a minus sign
 * or a decimal part, which each field's own rule then refuses in its own words ('must be whole',
 * 'not negative'); anything else gets `message`.
 */
import { z } from 'zod'
import { halfWidth } from './half-width.ts'

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/** What a field says to anything but digits (the common words for every number field). */
export const digitsOnlyMessage = (label: string) => `${label}只能輸入數字（0-9），例如 120。`

/** `schema` (a z.number) fed only plain numbers; a blank text is a missing value, not 0. */
export function plainNumber<T extends z.ZodType>(message: string, schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value
    const text = halfWidth(value).trim()
    if (text === '') return undefined
    // Past about 309 digits Number() is Infinity, which z.number() refuses as 'not a number':
    // the largest finite number instead, so the field's own 'at most …' answers.
    if (PLAIN_NUMBER.test(text)) return Math.max(-Number.MAX_VALUE, Math.min(Number.MAX_VALUE, Number(text)))
    ctx.addIssue({ code: 'custom', message, input: value })
    return z.NEVER
  }, schema)
}
