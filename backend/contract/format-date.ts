/** How dates look everywhere: `2026/11/22`, `2026/11/22 14:05` (Taipei time). */
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
