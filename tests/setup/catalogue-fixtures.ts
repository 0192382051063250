/** Products with known names and numbers, added to a test database the way the catalogue writes them. */
import { cards, productImages, products } from '#backend/db/schema.ts'
import type { Database } from '#backend/db/database.ts'
import { cardImageUrl, cardNameKeys, productCodeFor, productSearchKeys } from '#backend/catalogue/product-keys.ts'

export type FixtureProduct = {
  baseName: string
  nameZh?: string
  nameEn?: string
  aliases?: string[]
  category?: string
  cardNumber: string
  rarity?: string
  condition?: 'S' | 'A' | 'A-' | 'B' | 'C' | 'D'
  stock?: number
  priceJpy?: number
}

export async function insertProducts(db: Database, fixtures: FixtureProduct[]) {
  const out = []
  for (const f of fixtures) {
    const category = f.category ?? '效果怪獸'
    const [card] = await db
      .insert(cards)
      .values({
        baseName: f.baseName,
        nameZh: f.nameZh ?? null,
        nameEn: f.nameEn ?? null,
        aliases: f.aliases ?? [],
        nameKeys: cardNameKeys(f),
        category,
        description: 'test',
      })
      .returning({ id: cards.id })
    const rarity = f.rarity ?? 'SR'
    const condition = f.condition ?? 'S'
    const productCode = productCodeFor(f.cardNumber, rarity, condition)
    const [product] = await db
      .insert(products)
      .values({
        productCode,
        cardId: card!.id,
        cardNumber: f.cardNumber,
        category,
        rarity,
        condition,
        language: 'JP',
        priceJpy: f.priceJpy ?? 1000,
        priceTwd: 250,
        internalStock: f.stock ?? 3,
        ...productSearchKeys({ ...f, category, productCode }),
      })
      .returning()
    await db.insert(productImages).values({ productId: product!.id, imageUrl: cardImageUrl(productCode, 'front'), isDefault: true })
    out.push(product!)
  }
  return out
}
