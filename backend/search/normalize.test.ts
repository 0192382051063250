import { describe, expect, it } from 'vitest'
import { buildSearchText, normalizeSearchText, searchQueryKey } from './normalize.ts'

describe('normalizeSearchText', () => {
  it.each([
    ['ブラック・マジシャン', 'ブラックマジシャン'],
    ['ﾌﾞﾗｯｸ･ﾏｼﾞｼｬﾝ', 'ブラックマジシャン'],
    ['ぶらっく まじしゃん', 'ブラックマジシャン'],
    ['QCCU-JP001', 'qccujp001'],
    ['ＱＣＣＵ－ＪＰ００１', 'qccujp001'],
    ['  qccu jp001 ', 'qccujp001'],
    ['Blue-Eyes White Dragon', 'blueeyeswhitedragon'],
    ['青眼白龍', '青眼白龍'],
    ['E・HERO', 'ehero'],
    ['「超融合」!?', '超融合'],
    // Simplified Chinese is read as Taiwan Traditional.
    ['青眼白龙', '青眼白龍'],
    ['黑魔导士', '黑魔導士'],
    ['灰流丽', '灰流麗'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected)
  })

  it('keeps the long vowel mark, which is part of katakana words', () => {
    expect(normalizeSearchText('スーパー')).toBe('スーパー')
  })
})

describe('searchQueryKey', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['\u3000', ''],
    [' ブラック・マジシャン ', 'ブラックマジシャン'],
    ['🐉🔥', null],
    ['%', null],
    ['_', null],
    [`'"\\`, null],
    ['・ - ・', null],
  ])('%j -> %j', (typed, expected) => {
    expect(searchQueryKey(typed)).toBe(expected)
  })
})

describe('buildSearchText', () => {
  it('normalises each field on its own and separates fields by spaces', () => {
    expect(buildSearchText(['灰流うらら', null, 'Ash Blossom & Joyous Spring', 'RC04-JP010', undefined, ''])).toBe('灰流ウララ ashblossomjoyousspring rc04jp010')
  })
})

describe('aliases in the search text', () => {
  it('each alias is a field of its own, so an exact alias is found like an exact name', async () => {
    const { productSearchKeys, cardNameKeys } = await import('../catalogue/product-keys.ts')
    const names = { baseName: 'ブラック・マジシャン', nameZh: '黑魔導', nameEn: 'Dark Magician', aliases: ['黑魔导士', 'ブラマジ'] }
    const { searchText } = productSearchKeys({ ...names, cardNumber: 'QCCU-JP001', productCode: 'QCCU-JP001-UR-S', category: '通常怪獸' })
    expect(` ${searchText} `).toContain(' 黑魔導士 ')
    expect(` ${searchText} `).toContain(' ブラマジ ')
    expect(cardNameKeys(names)).toBe('ブラックマジシャン 黑魔導 darkmagician 黑魔導士 ブラマジ')
    // One field per name, a missing one empty: the n-th key is the n-th name.
    expect(cardNameKeys({ baseName: 'テスト', nameEn: 'Test', aliases: ['試驗卡'] })).toBe('テスト  test 試驗卡')
  })
})
