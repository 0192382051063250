/**
 * Taiwanese cellphone numbers and SMS codes as shoppers really type them
 * (docs/integrations.md#taiwanese-phone-numbers): grouped with spaces, dashes, dots or
 * parentheses, in full-width characters from a Chinese IME, or in the international +886 form.
 * Everything stored, compared and shown is the plain `09XXXXXXXX`. Plain functions (no zod): the
 * API's bodies, the register and checkout forms and the staff search all use them.
 */

import { halfWidth } from './half-width.ts'

/** The one stored form of a Taiwanese cellphone. */
export const TW_MOBILE_PATTERN = /^09\d{8}$/

/** The inputs' maxlength: room for the longest usual shape, '+886 (0)912-345-678'. */
export const TW_MOBILE_INPUT_LENGTH = 20

/** The SMS code's input maxlength: 6 digits with spaces between groups ('12 34 56'). */
export const SMS_CODE_INPUT_LENGTH = 12

// Spaces, dots, parentheses and the dashes a phone or an IME offers (hyphen, en/em dash, minus).
const SEPARATORS = /[\s.()\-\u2010-\u2015\u2212]/g
// 09 + 8 digits, or after the country code 886 (with or without '+') the 9 + 8 digits; the 0
// people keep after 886 ('+886 0912…') is a common slip and read the same.
const TYPED_MOBILE = /^(?:0|\+?8860?)(9\d{8})$/

/** The typed cellphone as `09XXXXXXXX`, or null when it is not one (landline, too short, letters). */
export function normaliseTwMobile(typed: string): string | null {
  const match = TYPED_MOBILE.exec(halfWidth(typed).replace(SEPARATORS, ''))
  return match ? `0${match[1]}` : null
}

/**
 * The typed SMS code without its spaces and in plain digits ('１２３ ４５６' -> '123456'); whether
 * that is 6 digits is the schema's rule, which answers anything else with its own words.
 */
export function normaliseSmsCode(typed: string) {
  return halfWidth(typed).replace(/\s/g, '')
}
