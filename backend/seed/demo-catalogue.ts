/**
 * Turns the real cards of data/cards.ts into sellable products: each printing in one or two
 * conditions, some as Korean paper (AsiaJP) or Asian-English copies, about 10% sold out, some with
 * several pictures. Deterministic, so every fresh database gets the same demo shop.
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
      stock: random() < 0.1 ? 0 : 1 + Math.floor(random() * 8),
      views,
    })
  }

  for (const card of SEED_CARDS) {
    for (const printing of card.printings) {
      add(card, printing.cardNumber, printing.rarity, pick(['S', 'S', 'A', 'A']), 'JP', printing.priceJpy)
      if (random() < 0.55) add(card, printing.cardNumber, printing.rarity, pick(['A-', 'B', 'C', 'D']), 'JP', printing.priceJpy)
      // Korean paper: the Asian print in Japanese shares the Japanese card number.
      if (random() < 0.12) add(card, printing.cardNumber, printing.rarity, pick(['S', 'A']), 'AsiaJP', printing.priceJpy * 0.7)
      if (printing.asiaEnglishNumber) {
        add(card, printing.asiaEnglishNumber, printing.rarity, pick(['S', 'A', 'B']), 'AsiaEN', printing.priceJpy * 0.6)
      }
    }
  }
  return out
}
