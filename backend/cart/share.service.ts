/**
 * Shared carts (docs/product-rules.md#shared-carts): a snapshot of a cart under an unguessable id, read back
 * with today's price and stock of each item so the page can say what changed.
 */
import { randomBytes } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import type { Product } from '../contract/catalogue.ts'
import type { z } from 'zod'
import type { SharedCart, shareCartBodySchema } from '../contract/cart.ts'
import { productsByCodes } from '../catalogue/catalogue.service.ts'
import type { Database } from '../db/database.ts'
import { sharedCartItems, sharedCarts } from '../db/schema.ts'
import { invalidInput, notFound } from '../http/api-error.ts'

/** The page promises 'kept at least 90 days'; rows are not served after that. */
export const SHARE_KEEP_DAYS = 90
import { SHARE_ID_PATTERN } from '../contract/cart.ts'
export const SHARE_NOT_FOUND = '這個分享連結不存在或已過期。'

const productImage = (p: Product) => p.image_url ?? p.default_image?.image_url ?? p.product_images[0]?.image_url ?? null

export async function createSharedCart(db: Database, body: z.output<typeof shareCartBodySchema>): Promise<{ share_id: string }> {
  const codes = body.items.map((i) => i.product_code)
  const products = new Map((await productsByCodes(db, codes)).map((p) => [p.product_code, p]))
  const missing = codes.filter((code) => !products.has(code))
  if (missing.length) throw invalidInput({ items: [`商品不存在或已下架：${missing.join('、')}`] })
  const shareId = randomBytes(16).toString('base64url')
  const expiresAt = new Date(Date.now() + SHARE_KEEP_DAYS * 24 * 60 * 60 * 1000)
  await db.transaction(async (tx) => {
    const [cart] = await tx.insert(sharedCarts).values({ shareId, expiresAt }).returning({ id: sharedCarts.id })
    await tx.insert(sharedCartItems).values(
      body.items.map((item) => {
        const product = products.get(item.product_code)!
        // The shop's own price now, not the one the browser sent: a forged price in a share
        // must not make a friend's page announce a 'price change' that never happened.
        return {
          sharedCartId: cart!.id,
          productCode: product.product_code,
          productId: product.id,
          name: product.base_name || product.card.base_name,
          quantity: item.quantity,
          priceTwd: product.price_twd,
        }
      }),
    )
  })
  return { share_id: shareId }
}

export async function getSharedCart(db: Database, shareId: string): Promise<SharedCart> {
  if (!SHARE_ID_PATTERN.test(shareId)) throw notFound(SHARE_NOT_FOUND)
  const [cart] = await db.select().from(sharedCarts).where(eq(sharedCarts.shareId, shareId)).limit(1)
  if (!cart || (cart.expiresAt && cart.expiresAt.getTime() < Date.now())) throw notFound(SHARE_NOT_FOUND)
  const items = await db
    .select()
    .from(sharedCartItems)
    .where(eq(sharedCartItems.sharedCartId, cart.id))
    .orderBy(asc(sharedCartItems.id))
  const current = new Map((await productsByCodes(db, items.map((i) => i.productCode))).map((p) => [p.product_code, p]))
  return {
    created_at: cart.createdAt.toISOString(),
    items: items.map((item) => {
      const product = current.get(item.productCode)
      return {
        product_code: item.productCode,
        name: item.name,
        quantity: item.quantity,
        price_twd: item.priceTwd,
        current_price_twd: product ? product.price_twd : null,
        current_stock: product ? Math.max(0, product.internal_stock) : 0,
        image_url: product ? productImage(product) : null,
        card_number: product?.card_number ?? '',
        rarity: product?.rarity ?? '',
        condition: product?.condition ?? '',
        language: product?.language ?? '',
      }
    }),
  }
}
