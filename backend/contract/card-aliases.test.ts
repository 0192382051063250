import { describe, expect, it } from 'vitest'
import { aliasList, aliasText, splitAliases } from './card-aliases.ts'

describe('card aliases as staff write them', () => {
  it('splits on line breaks, | and 、 but not on commas (English names have them)', () => {
    expect(splitAliases('黑魔導士|ブラマジ、Cartesia, the Virtuous\r\n黑魔导士｜ BM ')).toEqual([
      '黑魔導士',
      'ブラマジ',
      'Cartesia, the Virtuous',
      '黑魔导士',
      'BM',
    ])
  })

  it('drops blanks and repeats that differ only in case or width', () => {
    expect(splitAliases('Dark Magician||dark magician|ＤＡＲＫ　ＭＡＧＩＣＩＡＮ|  ')).toEqual(['Dark Magician'])
    expect(aliasList.parse([' 青眼 ', '青眼', ''])).toEqual(['青眼'])
  })

  it('limits count and length with Chinese messages', () => {
    expect(aliasText.safeParse(Array.from({ length: 31 }, (_, i) => `a${i}`).join('|')).error?.issues[0]?.message).toBe('別名最多 30 個。')
    expect(aliasList.safeParse(['x'.repeat(61)]).error?.issues[0]?.message).toBe('每個別名最多 60 個字。')
    expect(aliasText.parse('|')).toEqual([])
  })
})
