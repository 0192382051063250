/**
 * One normal form for product text and for what shoppers type, so that matching ignores case,
 * full/half width, hiragana vs katakana, middle dots, spaces and hyphens:
 * 'ブラック・マジシャン', 'ﾌﾞﾗｯｸﾏｼﾞｼｬﾝ' and 'ぶらっくまじしゃん' all become 'ブラックマジシャン';
 * 'QCCU-JP001', 'qccu jp001' and 'ＱＣＣＵ－ＪＰ００１' all become 'qccujp001'.
 * Simplified Chinese becomes Taiwan Traditional (OpenCC cn -> tw, characters only, no phrase
 * rewriting), so '青眼白龙' finds '青眼白龍'. Stored text goes through the same function
 * (catalogue/product-keys.ts), so both sides always agree.
 */
import { Converter } from 'opencc-js/cn2t'
import { LruMap } from '../contract/lru-map.ts'

const toTraditional = Converter({ from: 'cn', to: 'tw' })
const HIRAGANA = /[\u3041-\u3096\u309D\u309E]/g
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu

export function normalizeSearchText(input: string): string {
  return toTraditional(input.normalize('NFKC'))
    .toLowerCase()
    .replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(NOT_LETTER_OR_DIGIT, '')
}

/**
 * What a shopper's query searches for: '' when nothing but spaces was typed (no query: every
 * product), else its normal form, or null when the query has no letter or digit at all (🐉🔥,
 * `%`, quotes): such a query asks for something, and nothing is that, so it matches nothing
 * rather than, normalised to '', everything.
 */
export function searchQueryKey(typed: string): string | null {
  return queryKeys.remember(typed, () => {
    const key = normalizeSearchText(typed)
    return key || !typed.trim() ? key : null
  })
}

/** The queries shoppers repeat, each normalised once: a search page asked for it twice, for about 0.04 ms (issue 13). */
const queryKeys = new LruMap<string, string | null>(1000)

/**
 * The stored search document: each field normalised on its own and joined by spaces, so a
 * query (which never contains a space) cannot match across two fields, and field starts can be
 * found with ' ' || text LIKE '% q%'.
 */
export function buildSearchText(fields: Array<string | null | undefined>): string {
  return fields
    .map((f) => (f ? normalizeSearchText(f) : ''))
    .filter((f) => f.length > 0)
    .join(' ')
}
