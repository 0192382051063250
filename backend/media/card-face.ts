/** What the card drawings need of a product (by its product code) or of a shared cart's items. */
import { and, asc, eq } from 'drizzle-orm'
import { SHARE_NOT_FOUND } from '../cart/share.service.ts'
import type { Database } from '../db/database.ts'
import { cards, products, sharedCartItems, sharedCarts } from '../db/schema.ts'
import { notFound } from '../http/api-error.ts'
import type { CardFace } from './card-svg.ts'

const faceColumns = {
  name: cards.baseName,
  nameZh: cards.nameZh,
  cardNumber: products.cardNumber,
  rarity: products.rarity,
  category: products.category,
}

export async function cardFaceOf(db: Database, productCode: string): Promise<CardFace & { nameEn: string | null }> {
  const [row] = await db
    .select({ ...faceColumns, nameEn: cards.nameEn })
    .from(products)
    .innerJoin(cards, eq(cards.id, products.cardId))
    .where(eq(products.productCode, productCode))
    .limit(1)
  if (!row) throw notFound('圖片不存在。')
  return row
}

/**
 * A shared cart's card faces for its link preview: the items still on sale, in the cart's order
 * (a delisted card is not advertised), and how many lines the cart has. Unknown or expired: 404,
 * as the shared cart itself answers (cart/share.service.ts).
 */
export async function sharedCartFaces(db: Database, shareId: string): Promise<{ faces: CardFace[]; itemCount: number }> {
  const [cart] = await db.select().from(sharedCarts).where(eq(sharedCarts.shareId, shareId)).limit(1)
  if (!cart || (cart.expiresAt && cart.expiresAt.getTime() < Date.now())) throw notFound(SHARE_NOT_FOUND)
  const rows = await db
    .select({ ...faceColumns, onSale: products.id })
    .from(sharedCartItems)
    .leftJoin(products, and(eq(products.productCode, sharedCartItems.productCode), eq(products.isActive, true)))
    .leftJoin(cards, eq(cards.id, products.cardId))
    .where(eq(sharedCartItems.sharedCartId, cart.id))
    .orderBy(asc(sharedCartItems.id))
  const faces = rows.flatMap(({ onSale, ...face }) =>
    onSale !== null && face.name !== null && face.cardNumber !== null && face.rarity !== null && face.category !== null
      ? [{ ...face, name: face.name, cardNumber: face.cardNumber, rarity: face.rarity, category: face.category }]
      : [],
  )
  return { faces, itemCount: rows.length }
}
