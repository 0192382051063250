import { describe, expect, it } from 'vitest'
import { PAGE_NUMBER_MAX, parsePageNumber, pastLastPageAfter } from './page-numbers.server.ts'

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

describe('pastLastPageAfter', () => {
  const thrown = async (promise: Promise<unknown>) => {
    try {
      await promise
    } catch (error) {
      return error as { data: { lastHref: string; message: string }; init: { status: number } }
    }
    throw new Error('nothing was thrown')
  }
  const href = (page: number) => `/news?page=${page}`

  it('is the 404 naming the last page, as page 1 counts it', async () => {
    const page1 = Promise.resolve({ ok: true as const, data: { pages: 7 }, headers: new Headers() })
    const error = await thrown(pastLastPageAfter(page1, (first) => first.pages, href))
    expect(error.init.status).toBe(404)
    expect(error.data.lastHref).toBe('/news?page=7')
    expect(error.data.message).toContain('第 7 頁')
  })

  it('names page 1 when page 1 cannot be read either', async () => {
    const page1 = Promise.resolve({ ok: false as const, kind: 'http' as const, status: 502, message: 'x' })
    const error = await thrown(pastLastPageAfter(page1 as never, () => 9, href))
    expect(error.data.lastHref).toBe('/news?page=1')
  })
})
