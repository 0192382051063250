import { describe, expect, it } from 'vitest'
import { normalizeSearchText } from './normalize.ts'
import { matchedAlias } from './suggest.service.ts'

const darkMagician = {
  base_name: 'ブラック・マジシャン',
  name_zh: '黑魔導',
  name_en: 'Dark Magician',
  aliases: ['黑魔導士', '黑魔術師', 'ブラマジ', '黑魔导士'],
}
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
})
