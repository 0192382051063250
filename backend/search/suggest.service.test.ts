import { describe, expect, it } from 'vitest'
import { cardNameKeys } from '../catalogue/product-keys.ts'
import { normalizeSearchText } from './normalize.ts'
import { matchedAlias as matchedOf } from './suggest.service.ts'

type Card = { base_name: string; name_zh: string | null; name_en: string | null; aliases: string[] }
const darkMagician: Card = {
  base_name: 'ブラック・マジシャン',
  name_zh: '黑魔導',
  name_en: 'Dark Magician',
  aliases: ['黑魔導士', '黑魔術師', 'ブラマジ', '黑魔导士'],
}
/** As stored: the card with its name keys. */
const matchedAlias = (card: Card, q: string) =>
  matchedOf({ ...card, name_keys: cardNameKeys({ baseName: card.base_name, nameZh: card.name_zh, nameEn: card.name_en, aliases: card.aliases }) }, q)
const matched = (typed: string) => matchedAlias(darkMagician, normalizeSearchText(typed))

describe('matchedAlias', () => {
  it('adds nothing when a name shown (Japanese or Chinese) contains the query', () => {
    expect(matched('ブラック')).toBeNull()
    expect(matched('魔導')).toBeNull()
  })

  it('names the English name or alias that explains the suggestion', () => {
    expect(matched('dark magi')).toBe('Dark Magician')
    expect(matched('ぶらまじ')).toBe('ブラマジ')
    expect(matched('魔術')).toBe('黑魔術師')
  })

  it('prefers an exact alias over one that starts with the query, and that over one containing it', () => {
    const card = { ...darkMagician, aliases: ['超黑魔導士', '黑魔導士見習', '黑魔導士'] }
    expect(matchedAlias(card, normalizeSearchText('黑魔導士'))).toBe('黑魔導士')
    expect(matchedAlias({ ...card, aliases: ['超黑魔導士', '黑魔導士見習'] }, normalizeSearchText('黑魔導士'))).toBe('黑魔導士見習')
  })

  it('reads Simplified as Traditional: 黑魔导士 is the alias 黑魔導士', () => {
    expect(matchedAlias({ ...darkMagician, aliases: ['黑魔導士'] }, normalizeSearchText('黑魔导士'))).toBe('黑魔導士')
  })

  it('is null when nothing matches', () => {
    expect(matched('青眼')).toBeNull()
  })

  it('maps a key back to its name when the card has no Chinese or English name', () => {
    const card = { base_name: 'テスト', name_zh: null, name_en: null, aliases: ['試驗卡', 'テストカード'] }
    expect(matchedAlias(card, normalizeSearchText('試驗'))).toBe('試驗卡')
    expect(matchedAlias(card, normalizeSearchText('テスト'))).toBeNull()
  })
})
