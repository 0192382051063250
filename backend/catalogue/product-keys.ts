/**
 * The search keys stored on each product row. Every writer of products (seed, staff tools) goes
 * through here, so stored keys and queries are normalised the same way.
 */
import { buildSearchText, normalizeSearchText } from '../search/normalize.ts'

/** A card's names: the official ones and the aliases players use (searched, not shown as names). */
export type CardNames = {
  baseName: string
  nameZh?: string | null
  nameEn?: string | null
  aliases?: readonly string[] | null
}

export type ProductTextFields = CardNames & {
  cardNumber: string
  productCode: string
  category: string
}

/** A card's names in the order of its `name_keys`: Japanese, Chinese, English, then the aliases. */
export const cardNameList = (c: CardNames) => [c.baseName, c.nameZh ?? null, c.nameEn ?? null, ...(c.aliases ?? [])]

/**
 * Each name is its own field of the search text, so an exact alias ranks like an exact name and
 * an alias prefix like a name prefix (search/search.service.ts).
 */
export function productSearchKeys(p: ProductTextFields) {
  return {
    searchText: buildSearchText([...cardNameList(p), p.cardNumber, p.productCode, p.category]),
    numberKey: normalizeSearchText(p.cardNumber),
  }
}

/**
 * The card's `name_keys`, which search suggestions match: one normalised field per name of
 * cardNameList, a missing name an empty field, so the n-th field is the n-th name and a match
 * maps back to the name without normalising again (search/suggest.service.ts).
 */
export const cardNameKeys = (c: CardNames) => cardNameList(c).map((name) => (name ? normalizeSearchText(name) : '')).join(' ')

/** 'A-' cannot appear in a product code; the code spells it 'AM'. */
export function productCodeFor(cardNumber: string, rarity: string, condition: string, suffix = '') {
  const cond = condition === 'A-' ? 'AM' : condition
  return [cardNumber, rarity, cond, suffix].filter(Boolean).join('-').toUpperCase()
}

export const cardImageUrl = (productCode: string, view: 'front' | 'back' | 'photo') =>
  `/api/v1/media/cards/${productCode}/${view}.svg`
