import { describe, expect, it } from 'vitest'
import { PAGE_NUMBER_MAX, parsePageNumber } from './page-numbers.server.ts'

describe('page numbers of the lists', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['12', 12],
    [String(PAGE_NUMBER_MAX), PAGE_NUMBER_MAX],
    // Larger than any list's API accepts: no page, rather than a refusal the shopper would read.
    [String(PAGE_NUMBER_MAX + 1), null],
    ['9999999', null],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['99999999', null],
  ])('page number %s -> %s', (value, expected) => {
    expect(parsePageNumber(value)).toBe(expected)
  })
})
