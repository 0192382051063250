/** How prices, counts and dates look everywhere: `NT$1,234`, `1,234`, `2026/11/22` (Taipei time). */
const twd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const jpy = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

export const formatTwd = (amount: number) => `NT$${twd.format(amount)}`
export const formatJpy = (amount: number) => `¥${jpy.format(amount)}`
/** `12,345`: counts in list headings. One formatter made once; toLocaleString builds one per call. */
export const formatCount = (n: number) => twd.format(n)

const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

export function formatDate(iso: string) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateParts.format(date).replaceAll('-', '/')
}

const timeParts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Taipei', hour: '2-digit', minute: '2-digit', hour12: false })

/** `2026/11/22 14:05` (Taipei time), for messages and order history. */
export function formatDateTime(iso: string) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${formatDate(iso)} ${timeParts.format(date)}`
}
