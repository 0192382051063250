import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from './api-error.ts'
import { parseQueryOr400, single } from './query.ts'

const schema = z.object({ q: single(z.string().max(3, 'too long')), n: z.array(z.string()).optional() })

describe('parseQueryOr400', () => {
  it('reads a query string once: the same string again gives the same frozen reading', () => {
    const first = parseQueryOr400(schema, 'http://api.test/x?q=ab')
    expect(first).toEqual({ q: 'ab' })
    expect(Object.isFrozen(first)).toBe(true)
    expect(parseQueryOr400(schema, 'http://api.test/other/path?q=ab')).toBe(first)
    expect(parseQueryOr400(schema, 'http://api.test/x?q=abc')).toEqual({ q: 'abc' })
  })

  it('reads an address without a query as an empty one', () => {
    const loose = z.object({ q: single(z.string()).optional() })
    expect(parseQueryOr400(loose, 'http://api.test/x')).toEqual({})
    expect(parseQueryOr400(loose, 'http://api.test/y?')).toEqual({})
    expect(parseQueryOr400(loose, 'http://api.test/z?q=%3F')).toEqual({ q: '?' })
  })

  it('refuses a bad query string every time it is asked', () => {
    for (let i = 0; i < 2; i++) expect(() => parseQueryOr400(schema, 'http://api.test/x?q=abcd')).toThrow(ApiError)
  })

  it('keeps each schema’s readings apart', () => {
    const other = z.object({ q: single(z.string().transform((s) => s.toUpperCase())) })
    expect(parseQueryOr400(schema, 'http://api.test/?q=xy')).toEqual({ q: 'xy' })
    expect(parseQueryOr400(other, 'http://api.test/?q=xy')).toEqual({ q: 'XY' })
  })
})
