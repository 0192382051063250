/**
 * Orders' fixed patterns and limits, shared by the shop API and the storefront. Plain constants
 * only (no zod): the cart page imports the deposit rule, and orders.ts's schemas would bring zod
 * (24 KB) into its JavaScript.
 */
/** ECPay's MerchantTradeNo: alphanumeric, at most 20 (docs/integrations.md#map-request-fields). */
export const MERCHANT_TRADE_NO_PATTERN = /^[A-Za-z0-9]{1,20}$/
/** 'YG' + Taiwan date (yymmdd) + 8 Crockford base32 characters, e.g. YG2611230K7QW3MZ. */
export const ORDER_NUMBER_PATTERN = /^YG\d{6}[0-9A-HJKMNP-TV-Z]{8}$/
/** Cellphones in Taiwan (docs/integrations.md#taiwanese-phone-numbers): the stored form. */
export { TW_MOBILE_PATTERN } from './tw-mobile.ts'
/** The recipient's longest name and e-mail (the API's rule, the checkout form's and its inputs' maxlength). */
export const RECIPIENT_LIMITS = { name: 50, email: 254 } as const
export const MAX_ORDER_LINES = 100
export const MAX_LINE_QUANTITY = 999
export const MAX_MESSAGE_LENGTH = 1000
export const ORDERS_PAGE_SIZE = 10
/** docs/product-rules.md#deposit: above this item subtotal a deposit of (total - DEPOSIT_REMAINDER) is due. */
export const DEPOSIT_THRESHOLD = 2000
export const DEPOSIT_REMAINDER = 1500
export const DEPOSIT_DUE_DAYS = 3
/** docs/integrations.md#7-eleven-tracking: the public 7-ELEVEN tracking page (number plus captcha, no deep link). */
export const SEVEN_ELEVEN_TRACKING_URL = 'https://eservice.7-11.com.tw/e-tracking/search.aspx'
