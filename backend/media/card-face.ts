/** What the card drawings need of a product, read by its product code. */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { cards, products } from '../db/schema.ts'
import { notFound } from '../http/api-error.ts'
import type { CardFace } from './card-svg.ts'

export async function cardFaceOf(db: Database, productCode: string): Promise<CardFace & { nameEn: string | null }> {
  const [row] = await db
    .select({
      name: cards.baseName,
      nameZh: cards.nameZh,
      nameEn: cards.nameEn,
      cardNumber: products.cardNumber,
      rarity: products.rarity,
      category: products.category,
    })
    .from(products)
    .innerJoin(cards, eq(cards.id, products.cardId))
    .where(eq(products.productCode, productCode))
    .limit(1)
  if (!row) throw notFound('圖片不存在。')
  return row
}
