/**
 * Turns the real cards of data/cards.ts into sellable products: each printing in three to six
 * conditions, Korean paper (AsiaJP) and Asian-English copies where the data has them, about 10%
 * sold out, some with several pictures. Deterministic: every fresh database gets the same shop.
 */
import type { Condition, Language } from '../contract/catalogue-values.ts'
import { productCodeFor } from '../catalogue/product-keys.ts'
import { SEED_CARDS, type SeedCard } from './data/cards.ts'
import { seededRandom } from '../lib/seeded-random.ts'

export type DemoProduct = {
  card: SeedCard
  productCode: string
  cardNumber: string
  rarity: string
  condition: Condition
  language: Language
  priceJpy: number
  priceTwd: number
  stock: number
  views: Array<'front' | 'back' | 'photo'>
}

const CONDITION_PRICE: Record<Condition, number> = {
  S: 1,
  A: 0.9,
  'A-': 0.8,
  B: 0.68,
  C: 0.52,
  D: 0.35,
}

/** The shop's TWD price: JPY at about 0.23 plus handling, rounded up to NT$10. */
export function twdFromJpy(jpy: number) {
  return Math.max(30, Math.ceil((jpy * 0.23 + 25) / 10) * 10)
}

export function demoProducts(): DemoProduct[] {
  const random = seededRandom('ygo-demo-catalogue')
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
  const out: DemoProduct[] = []
  const add = (card: SeedCard, cardNumber: string, rarity: string, condition: Condition, language: Language, basePrice: number) => {
    const suffix = language === 'AsiaJP' ? 'K' : ''
    const productCode = productCodeFor(cardNumber, rarity, condition, suffix)
    if (out.some((p) => p.productCode === productCode)) return
    const priceJpy = Math.max(30, Math.round((basePrice * CONDITION_PRICE[condition]) / 10) * 10)
    const views: DemoProduct['views'] = ['front']
    if (random() < 0.3) views.push('back')
    if (random() < 0.2) views.push('photo')
    out.push({
      card,
      productCode,
      cardNumber,
      rarity,
      condition,
      language,
      priceJpy,
      priceTwd: twdFromJpy(priceJpy),
      stock: random() < 0.11 ? 0 : 1 + Math.floor(random() * 8),
      views,
    })
  }

  const OTHER_CONDITIONS: Condition[] = ['A-', 'B', 'C', 'D']
  for (const card of SEED_CARDS) {
    for (const printing of card.printings) {
      const language: Language = printing.asiaJapanese ? 'AsiaJP' : 'JP'
      // A shop holds several copies of a printing in different conditions: one near mint (S or
      // A), and two to four worn ones.
      const conditions: Condition[] = [pick(['S', 'S', 'A'])]
      if (conditions[0] === 'S' && random() < 0.5) conditions.push('A')
      for (const condition of OTHER_CONDITIONS) if (random() < 0.55) conditions.push(condition)
      if (conditions.length < 3) conditions.push(pick(OTHER_CONDITIONS.filter((c) => !conditions.includes(c))))
      for (const condition of conditions) add(card, printing.cardNumber, printing.rarity, condition, language, printing.priceJpy)
      if (printing.asiaEnglishNumber) {
        for (const condition of ['S', pick(['A', 'B'])] as Condition[]) {
          add(card, printing.asiaEnglishNumber, printing.rarity, condition, 'AsiaEN', printing.priceJpy * 0.6)
        }
      }
    }
  }
  return out
}
