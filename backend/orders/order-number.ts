/** Order numbers: readable on the phone, sortable by day, and not guessable from one another. */
import { randomBase32 } from '../ecpay/store-selection.service.ts'

/** 'YG' + the Taiwan date (yymmdd) + 8 random Crockford base32 characters (40 bits). */
export function newOrderNumber(now = new Date()) {
  const taipei = new Date(now.getTime() + 8 * 60 * 60 * 1000)
  const day = taipei.toISOString().slice(2, 10).replace(/-/g, '')
  return `YG${day}${randomBase32(8)}`
}
