/** Contract of GET /search/ and /search/facets/, and the matching rules card shoppers rely on. */
import { beforeAll, describe, expect, it } from 'vitest'
import { facetsSchema, searchResultSchema } from '#backend/contract/catalogue.ts'
import type { ShopApi } from '#backend/app.ts'
import { ensureSyntheticProducts } from '#backend/seed/synthetic.ts'
import { insertProducts } from '#tests/setup/catalogue-fixtures.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
beforeAll(async () => {
  const test = await useTestShopApi()
  api = test.api
  const db = test.handle.db
  await ensureSyntheticProducts(db, 1200, () => {})
  await insertProducts(db, [
    { baseName: 'ブラック・マジシャン', nameZh: '黑魔導', nameEn: 'Dark Magician', category: '通常怪獸', cardNumber: 'TSTX-JP001', rarity: 'UR' },
    { baseName: 'ダーク・ブラック・ナイト', nameZh: '暗黑騎士', nameEn: 'Dark Black Knight', cardNumber: 'TSTX-JP002', rarity: 'SR' },
    { baseName: '青眼の白龍', nameZh: '青眼白龍', nameEn: 'Blue-Eyes White Dragon', category: '通常怪獸', cardNumber: 'TSTX-JP010', rarity: 'SE' },
    { baseName: 'テスト・カード', nameZh: '測試卡', nameEn: 'Test Card TSTXJP001', cardNumber: 'TSTY-JP099', rarity: 'N' },
    // Two buyable and two sold-out products of one set, for the sold-out-last orderings.
    { baseName: 'ソルドテスト壱', cardNumber: 'TSTS-JP001', stock: 0, priceJpy: 5000 },
    { baseName: 'ソルドテスト弐', cardNumber: 'TSTS-JP002', stock: 3, priceJpy: 100 },
    { baseName: 'ソルドテスト参', cardNumber: 'TSTS-JP003', stock: 0, priceJpy: 50 },
    { baseName: 'ソルドテスト肆', cardNumber: 'TSTS-JP004', stock: 2, priceJpy: 9000 },
    // Inserted in this order so that newest-first alone would list the 'contains' card first.
    { baseName: 'ゼクスト・ウォリアー', cardNumber: 'TSTZ-JP001' },
    { baseName: 'ダーク・ゼクスト', cardNumber: 'TSTZ-JP002' },
  ])
})

async function search(query: string) {
  const response = await api.request(`/api/v1/search/?${query}`)
  const body = (await response.json()) as unknown
  expect(response.status, JSON.stringify(body)).toBe(200)
  return searchResultSchema.parse(body)
}
const q = (text: string, extra = '') => search(`q=${encodeURIComponent(text)}${extra}`)
const numbers = (hits: Array<{ card_number: string }>) => hits.map((h) => h.card_number)

describe('GET /search/ matching', () => {
  it.each([
    ['the name with its middle dot', 'ブラック・マジシャン'],
    ['the name without the middle dot', 'ブラックマジシャン'],
    ['half-width katakana', 'ﾌﾞﾗｯｸﾏｼﾞｼｬﾝ'],
    ['hiragana', 'ぶらっくまじしゃん'],
    ['the Chinese name', '黑魔導'],
    ['the English name in any case', 'dark MAGICIAN'],
    ['full-width Latin letters', 'ＤＡＲＫ　ＭＡＧＩＣＩＡＮ'],
    ['a part of the name', 'マジシャ'],
  ])('finds a card by %s', async (_label, text) => {
    const { hits } = await q(text)
    expect(numbers(hits)).toContain('TSTX-JP001')
  })

  it.each(['TSTX-JP001', 'tstx-jp001', 'TSTX JP001', 'tstxjp001', 'ＴＳＴＸ－ＪＰ００１'])('finds card number %s, exact match first', async (text) => {
    const { hits } = await q(text)
    expect(hits[0]?.card_number).toBe('TSTX-JP001')
    // The English name of another card contains the same letters: it comes after.
    expect(numbers(hits)).toContain('TSTY-JP099')
  })

  it('ranks names that start with the query before names that contain it', async () => {
    const { hits } = await q('ゼクスト')
    expect(hits.map((h) => h.base_name)).toEqual(['ゼクスト・ウォリアー', 'ダーク・ゼクスト'])
  })

  it('finds a set by the card-number prefix', async () => {
    const { hits } = await q('tstx')
    expect(numbers(hits).slice(0, 3).sort()).toEqual(['TSTX-JP001', 'TSTX-JP002', 'TSTX-JP010'])
  })

  it('applies filters and an explicit ordering together with the query', async () => {
    const { hits } = await q('tstx', '&rarity=SE&rarity=UR&ordering=-price_jpy')
    expect(numbers(hits).sort()).toEqual(['TSTX-JP001', 'TSTX-JP010'])
    const none = await q('ブラックマジシャン', '&category=魔法')
    expect(none.hits.filter((h) => h.card_number === 'TSTX-JP001')).toEqual([])
  })

  it('returns no hits, not an error, for text nothing matches', async () => {
    expect(await q('zzqqzzqq')).toEqual({ hits: [], estimatedTotalHits: 0 })
  })

  // Normalised, such a query is empty, and an empty query (no query) lists every product.
  it.each(['🐉🔥', '%', '_', `'"\\`, '・ - ・'])('finds nothing for %j, which has no letter or digit, and counts no facets', async (text) => {
    expect(await q(text)).toEqual({ hits: [], estimatedTotalHits: 0 })
    const facets = await api.request(`/api/v1/search/facets/?q=${encodeURIComponent(text)}`)
    expect(facetsSchema.parse(await facets.json())).toEqual({ category: {}, rarity: {}, condition: {} })
  })

  it('lists every product for no query, nothing typed or only spaces', async () => {
    for (const text of ['', '   ', '\u3000']) expect((await q(text)).estimatedTotalHits, JSON.stringify(text)).toBe(1000)
  })
})

describe('GET /search/ sold-out products', () => {
  it.each([
    ['relevance', '', ['TSTS-JP004', 'TSTS-JP002', 'TSTS-JP003', 'TSTS-JP001']],
    ['-id', '&ordering=-id', ['TSTS-JP004', 'TSTS-JP002', 'TSTS-JP003', 'TSTS-JP001']],
    ['price_jpy', '&ordering=price_jpy', ['TSTS-JP002', 'TSTS-JP004', 'TSTS-JP003', 'TSTS-JP001']],
    ['-price_jpy', '&ordering=-price_jpy', ['TSTS-JP004', 'TSTS-JP002', 'TSTS-JP001', 'TSTS-JP003']],
  ])('come after every buyable one when ordered by %s, and still count', async (_label, ordering, expected) => {
    const result = await q('tsts', ordering)
    expect(numbers(result.hits)).toEqual(expected)
    expect(result.estimatedTotalHits).toBe(4)
  })
})

describe('GET /search/ paging', () => {
  it('pages with limit and offset', async () => {
    const ten = await search('q=&limit=10&offset=0&ordering=-id')
    const second = await search('q=&limit=5&offset=5&ordering=-id')
    expect(second.hits.map((h) => h.id)).toEqual(ten.hits.slice(5).map((h) => h.id))
  })

  it('defaults to 20 hits and counts at most 1000', async () => {
    const all = await search('q=')
    expect(all.hits).toHaveLength(20)
    expect(all.estimatedTotalHits).toBe(1000)
    const tail = await search('q=&offset=990&limit=20')
    expect(tail.hits).toHaveLength(10)
  })

  it.each([
    ['q=' + 'あ'.repeat(101), 'q'],
    ['limit=101', 'limit'],
    ['limit=-1', 'limit'],
    ['offset=-5', 'offset'],
    ['offset=abc', 'offset'],
    ['rarity=XYZ', 'rarity'],
    ['ordering=name', 'ordering'],
  ])('answers 400 with field errors for %s', async (query, field) => {
    const response = await api.request(`/api/v1/search/?${query}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ [field]: [expect.any(String)] })
  })
})

describe('GET /search/facets/', () => {
  it('counts the matches of the query per category, rarity and condition', async () => {
    const response = await api.request(`/api/v1/search/facets/?q=${encodeURIComponent('tstx')}`)
    expect(response.status).toBe(200)
    const facets = facetsSchema.parse(await response.json())
    expect(facets.rarity).toEqual({ UR: 1, SR: 1, SE: 1, N: 1 })
    expect(facets.category).toEqual({ 通常怪獸: 2, 效果怪獸: 2 })
    expect(facets.condition).toEqual({ S: 4 })
  })

  it('agrees with the search total for every field', async () => {
    const { estimatedTotalHits } = await q('ドラゴン')
    expect(estimatedTotalHits).toBeGreaterThan(0)
    expect(estimatedTotalHits).toBeLessThan(1000)
    const response = await api.request(`/api/v1/search/facets/?q=${encodeURIComponent('ドラゴン')}`)
    const facets = facetsSchema.parse(await response.json())
    for (const field of ['category', 'rarity', 'condition'] as const) {
      expect(Object.values(facets[field]).reduce((a, b) => a + b, 0)).toBe(estimatedTotalHits)
    }
  })

  it('answers 400 for bad filters', async () => {
    expect((await api.request('/api/v1/search/facets/?stock_status=all')).status).toBe(400)
  })
})
