/**
 * ECPay logistics CheckMacValue (docs/integrations.md#checkmacvalue): MD5 over the sorted parameters
 * wrapped in HashKey/HashIV, encoded the way PHP's `urlencode` and ECPay's .NET code do.
 */
import { createHash, timingSafeEqual } from 'node:crypto'

export type MacKeys = { hashKey: string; hashIv: string }

/** PHP urlencode: only A-Z a-z 0-9 - _ . stay; space is '+'; everything else %XX. */
function phpUrlencode(value: string) {
  return encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/[!'()*~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** ECPay's .NET side keeps these characters literal, so the lower-cased escapes are turned back. */
const DOTNET_LITERALS: Record<string, string> = {
  '%2d': '-',
  '%5f': '_',
  '%2e': '.',
  '%21': '!',
  '%2a': '*',
  '%28': '(',
  '%29': ')',
}

export function checkMacValue(
  params: Record<string, string | number>,
  { hashKey, hashIv }: MacKeys,
) {
  const pairs = Object.entries(params)
    .filter(([key]) => key.toLowerCase() !== 'checkmacvalue')
    .sort(([a], [b]) => {
      const x = a.toLowerCase()
      const y = b.toLowerCase()
      return x < y ? -1 : x > y ? 1 : 0
    })
    .map(([key, value]) => `${key}=${value}`)
  const raw = [`HashKey=${hashKey}`, ...pairs, `HashIV=${hashIv}`].join('&')
  const encoded = phpUrlencode(raw)
    .toLowerCase()
    .replace(/%2d|%5f|%2e|%21|%2a|%28|%29/g, (escape) => DOTNET_LITERALS[escape]!)
  return createHash('md5').update(encoded).digest('hex').toUpperCase()
}

/** Compares a received CheckMacValue with the expected one in constant time. */
export function isValidMac(params: Record<string, string>, keys: MacKeys) {
  const received = Buffer.from(String(params.CheckMacValue ?? '').toUpperCase())
  const expected = Buffer.from(checkMacValue(params, keys))
  return received.length === expected.length && timingSafeEqual(received, expected)
}
