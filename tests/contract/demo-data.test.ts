/**
 * Facts about the demo shop that its pages rely on: no filter option leads to an empty list, and
 * every link in a news article lands on something (a search or list with products, an FAQ entry).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { CATEGORIES, CONDITIONS, RARITIES } from '#backend/contract/catalogue-values.ts'
import { FAQ_IDS } from '#app/content/faq.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
beforeAll(async () => {
  ;({ api } = await useTestShopApi())
})

async function json<T>(path: string): Promise<T> {
  const response = await api.request(`/api/v1${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

describe('demo catalogue', () => {
  it.each([
    ...RARITIES.map((v) => ['rarity', v] as const),
    ...CATEGORIES.map((v) => ['category', v] as const),
    ...CONDITIONS.map((v) => ['condition', v] as const),
  ])('has products for the filter %s=%s', async (field, value) => {
    const { count } = await json<{ count: number }>(`/products/?${new URLSearchParams({ [field]: value })}`)
    expect(count).toBeGreaterThan(0)
  })
})

describe('searching the demo shop as a Taiwanese player would', () => {
  const numbers = async (q: string) =>
    (await json<{ hits: Array<{ card_number: string }> }>(`/search/?${new URLSearchParams({ q, limit: '100' })}`)).hits.map((h) => h.card_number)

  it.each([
    ['the common name 黑魔導士', '黑魔導士', ['QCCU-JP001', 'PSEC-JP002']],
    ['Simplified Chinese 黑魔导', '黑魔导', ['QCCU-JP001']],
    ['Simplified Chinese 青眼白龙', '青眼白龙', ['QCCP-JP001', 'PSEC-JP001']],
    ['the English name of every printing', 'dark magician girl', ['QCCU-JP002', 'ALIN-JP004', 'ALIN-AE004']],
  ])('finds cards by %s', async (_label, q, expected) => {
    expect(await numbers(q)).toEqual(expect.arrayContaining(expected))
  })
})

describe('demo news links', () => {
  it('land on pages with results', async () => {
    const { results } = await json<{ results: Array<{ id: number }> }>('/news/?page=1')
    const links: string[] = []
    for (const { id } of results) {
      const { content } = await json<{ content: string }>(`/news/${id}/`)
      for (const [, href] of content.matchAll(/href="([^"]+)"/g)) links.push(href!.replace(/&amp;/g, '&'))
    }
    expect(links.length).toBeGreaterThanOrEqual(3)
    for (const link of links) {
      const url = new URL(link, 'https://shop.test')
      expect(url.origin, link).toBe('https://shop.test')
      const page = url.pathname.match(/^\/products(?:\/(\d+))?$/)
      if (url.pathname === '/search') {
        const { estimatedTotalHits } = await json<{ estimatedTotalHits: number }>(`/search/?${url.searchParams}`)
        expect(estimatedTotalHits, link).toBeGreaterThan(0)
      } else if (page) {
        url.searchParams.set('page', page[1] ?? '1')
        const { results: products } = await json<{ results: unknown[] }>(`/products/?${url.searchParams}`)
        expect(products.length, link).toBeGreaterThan(0)
      } else if (url.pathname === '/faq') {
        expect(FAQ_IDS, link).toContain(url.hash.slice(1))
      } else {
        throw new Error(`No check for the news link ${link}: add one`)
      }
    }
  })

  it('send shoppers to the cards they talk about', async () => {
    const { hits } = await json<{ hits: Array<{ card_number: string }> }>('/search/?q=ALIN-JP&limit=100')
    expect(new Set(hits.map((h) => h.card_number.slice(0, 7)))).toEqual(new Set(['ALIN-JP']))
  })
})
