/**
 * The page number of every paged list, catalogue, search, news, the shopper's orders and the staff
 * lists alike (docs/storefront.md#page-numbers): a bad number and a page past the last one are
 * both 404s that say so, never a list that pretends to be empty, page 1 instead, or the API's
 * refusal of an offset it was never meant to be asked for.
 */
import { data } from 'react-router'
import type { ApiResult } from './api/result.ts'
import { tPages } from './messages-pages.ts'
import { t } from './messages.ts'

/** No list has more pages; the APIs refuse larger numbers (the shopper's orders at 100000). */
export const PAGE_NUMBER_MAX = 100_000

/** A path segment or ?page= value as a page number (absent or empty is 1), or null when it is none. */
export function parsePageNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return 1
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return null
  const page = Number(value)
  return page <= PAGE_NUMBER_MAX ? page : null
}

/** The page number, or the shop's 404 page for a value that is not one. */
export function pageNumberOr404(value: string | null | undefined): number {
  const page = parsePageNumber(value)
  if (page === null) throw data({ message: t.errors.notFoundBody }, { status: 404 })
  return page
}

/**
 * The 404 of a page past the last one: the catalogue's error page links to `lastHref`
 * (components/catalogue/catalogue-error.tsx), every other page names the last page.
 */
export function pastLastPage(lastHref: string, lastPage: number) {
  return data(
    { pastLastPage: true, lastHref, message: tPages.lists.pastLastPage(lastPage) },
    { status: 404 },
  )
}

/**
 * The 404 of a page past the last one of a list whose API answers such a page with a 404 and no
 * count: page 1 tells which page is the last (`lastOf` its answer; 1 when that fails too).
 */
export async function pastLastPageAfter<T>(
  firstPage: Promise<ApiResult<T>>,
  lastOf: (page1: T) => number,
  hrefFor: (page: number) => string,
): Promise<never> {
  const first = await firstPage
  const last = first.ok ? lastOf(first.data) : 1
  throw pastLastPage(hrefFor(last), last)
}
