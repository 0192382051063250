/**
 * How prices and counts look everywhere: `NT$1,234`, `¥1,234`, `1,234` (dates: backend/contract/format-date.ts,
 * kept apart so the product list's JavaScript does not carry them).
 */
// One formatter made once; toLocaleString builds one per call.
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

export const formatTwd = (amount: number) => `NT$${whole.format(amount)}`
export const formatJpy = (amount: number) => `¥${whole.format(amount)}`
/** `12,345`: counts in list headings. */
export const formatCount = (n: number) => whole.format(n)
