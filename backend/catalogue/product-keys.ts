/**
 * The search keys stored on each product row. Every writer of products (seed, staff tools) goes
 * through here, so stored keys and queries are normalised the same way.
 */
import { buildSearchText, normalizeSearchText } from '../search/normalize.ts'

export type ProductTextFields = {
  baseName: string
  nameZh?: string | null
  nameEn?: string | null
  cardNumber: string
  productCode: string
  category: string
  /** Names players use besides the official ones (searched, never shown). */
  commonNames?: readonly string[] | null
}

export function productSearchKeys(p: ProductTextFields) {
  return {
    searchText: buildSearchText([p.baseName, p.nameZh, p.nameEn, p.cardNumber, p.productCode, p.category, ...(p.commonNames ?? [])]),
    numberKey: normalizeSearchText(p.cardNumber),
  }
}

/** 'A-' cannot appear in a product code; the code spells it 'AM'. */
export function productCodeFor(cardNumber: string, rarity: string, condition: string, suffix = '') {
  const cond = condition === 'A-' ? 'AM' : condition
  return [cardNumber, rarity, cond, suffix].filter(Boolean).join('-').toUpperCase()
}

export const cardImageUrl = (productCode: string, view: 'front' | 'back' | 'photo') =>
  `/api/v1/media/cards/${productCode}/${view}.svg`
