/**
 * Reading query strings the way the storefront sends them (docs/storefront.md#catalogue-pages): a filter may repeat
 * (`rarity=SR&rarity=UR`) or list values with commas (`rarity=SR,UR`); both mean the same.
 */
import { z } from 'zod'
import { deepFreeze } from '../contract/frozen.ts'
import { LruMap } from '../contract/lru-map.ts'
import { emptyRecord } from '../contract/own-key.ts'
import { parseOr400 } from './api-error.ts'
import { digitsOnlyMessage, plainNumber } from '../contract/plain-number.ts'
import { refuseNul } from './body.ts'

/**
 * Every parameter as the list of its values; single-valued schemas take the last one. A value
 * holding NUL (`?q=%00`) is a 400 naming the parameter: PostgreSQL text cannot hold one.
 */
export function queryValues(url: URL): Record<string, string[]> {
  // Null prototype: `?__proto__=x` or `?toString=x` must be a parameter like any other.
  const out = emptyRecord<string[]>()
  for (const [key, value] of url.searchParams) (out[key] ??= []).push(value)
  // A URL carries a NUL only percent-encoded, so most queries are not walked at all.
  return url.search.includes('%00') ? refuseNul(out) : out
}

const readQueries = new WeakMap<z.ZodType, LruMap<string, unknown>>()

/**
 * `schema`'s reading of the query string of `url`, or a 400 naming what is wrong. A query string
 * read before is not read again: the list, search and facet calls of every catalogue page ask
 * for the same few, and parsing one cost about 0.07 ms (issue 13). The reading is kept frozen,
 * at most a thousand per schema; a refused one is not kept.
 */
export function parseQueryOr400<S extends z.ZodType>(schema: S, url: string): z.output<S> {
  let read = readQueries.get(schema)
  if (!read) readQueries.set(schema, (read = new LruMap(1000)))
  // The query as it came (a request's URL has no fragment): parsing the URL only to look it up
  // was a fifth of a hit's time. Two spellings of one query are two entries with one reading.
  const at = url.indexOf('?')
  const search = at < 0 ? '' : url.slice(at)
  const kept = read.get(search)
  if (kept !== undefined) return kept as z.output<S>
  return read.set(search, deepFreeze(parseOr400(schema, queryValues(new URL(url))))) as z.output<S>
}

/** One optional value: the last one given; an empty string counts as absent. */
export const single = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => {
    const list = v as string[] | undefined
    const last = list?.[list.length - 1]
    return last === '' ? undefined : last
  }, schema.optional())

/** Several values from a fixed list, repeated or comma separated; unknown values are a 400. */
export const manyOf = (allowed: readonly string[], label: string) =>
  z.preprocess(
    (v) =>
      ((v as string[] | undefined) ?? [])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    z
      .array(
        z.string().refine((s) => allowed.includes(s), {
          error: (issue) => `「${String(issue.input).slice(0, 40)}」不是有效的${label}。`,
        }),
      )
      .max(allowed.length, `${label}最多選擇 ${allowed.length} 個。`)
      .transform((list) => [...new Set(list)]),
  )

// Plain digits only: ?page=1e1 is refused, not page 10 (backend/contract/plain-number.ts). The
// range comes before .int(), which also refuses a whole number past 2^53: ?page=99999999999999999
// is 'at most …', not 'not a whole number'.
export const positiveInt = (label: string, max = 1_000_000) =>
  plainNumber(
    digitsOnlyMessage(label),
    z
      .number({ error: `${label}必須是正整數。` })
      .min(1, `${label}必須是正整數。`)
      .max(max, `${label}不可大於 ${max}。`)
      .int(`${label}必須是正整數。`),
  )

export const nonNegativeInt = (label: string, max: number) =>
  plainNumber(
    digitsOnlyMessage(label),
    z
      .number({ error: `${label}必須是 0 以上的整數。` })
      .min(0, `${label}必須是 0 以上的整數。`)
      .max(max, `${label}不可大於 ${max}。`)
      .int(`${label}必須是 0 以上的整數。`),
  )
