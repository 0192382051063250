/**
 * Staff product tools: list and search every product (delisted too), read one, edit its price,
 * stock, featured rank, listing, card names, description and pictures, and add a new one with its
 * card. Every change writes the audit log in its own transaction. The shop sees changes through
 * migration 0007's NOTIFY triggers.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { updateCardNames } from '../catalogue/card-names.ts'
import { cardsOfNumbers, cardWordsOf, joinCard } from '../catalogue/card-of-number.ts'
import { cardImageUrl, cardNameKeys, productCodeFor, productSearchKeys } from '../catalogue/product-keys.ts'
import { UPLOADS_PATH } from '../contract/image-variants.ts'
import { CHANGED_BY, sameValue } from '../contract/stale-edit.ts'
import {
  editableFields,
  STAFF_PAGE_SIZE,
  type ImageRef,
  type ListingFilter,
  type ProductCreateFields,
  type ProductEditInput,
  type StaffProduct,
  type StaffProductPage,
} from '../contract/staff-products.ts'
import type { Database, Executor, Transaction } from '../db/database.ts'
import { queryRows } from '../db/query.ts'
import { once, type OnceKey } from '../db/idempotency.ts'
import { pgErrorCode, withRetry } from '../db/retry.ts'
import { cards, productImages, products } from '../db/schema.ts'
import { ApiError, invalidInput, notFound } from '../http/api-error.ts'
import { fireRestockAlerts } from '../restock/restock-alerts.service.ts'
import { searchQueryKey } from '../search/normalize.ts'
import { shownValue, unlessUntouched } from '../lib/unless-untouched.ts'
import { recordAudit } from './audit.ts'

const PRODUCT_NOT_FOUND = '找不到這件商品。'

/**
 * A staff change's transaction: retried on a deadlock (stock changes meet checkouts in the
 * counting trigger), and a product code taken by someone else meanwhile is a 409, not a 500.
 */
export async function staffTransaction<T>(db: Database, run: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await withRetry(() => db.transaction(run))
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw new ApiError(409, { product_code: ['這個商品編號剛被其他人新增，請重新整理後再試。'] })
    throw error
  }
}

const staffColumns = {
  id: products.id,
  product_code: products.productCode,
  card_number: products.cardNumber,
  rarity: products.rarity,
  condition: products.condition,
  language: products.language,
  category: products.category,
  base_name: cards.baseName,
  name_zh: cards.nameZh,
  name_en: cards.nameEn,
  aliases: cards.aliases,
  description: cards.description,
  price_jpy: products.priceJpy,
  price_twd: products.priceTwd,
  internal_stock: products.internalStock,
  is_active: products.isActive,
  featured_rank: products.featuredRank,
  image_url: sql<string | null>`(
    select i.image_url from product_images i where i.product_id = ${products.id}
    order by i.is_default desc, i.position, i.id limit 1)`,
  images: sql<StaffProduct['images']>`coalesce((
    select json_agg(json_build_object('id', i.id, 'image_url', i.image_url) order by i.is_default desc, i.position, i.id)
    from product_images i where i.product_id = ${products.id}), '[]'::json)`,
  card_product_count: sql<number>`(select count(*)::int from products s where s.card_id = ${products.cardId})`,
  updated_at: products.updatedAt,
}

type StaffRow = Omit<StaffProduct, 'updated_at'> & { updated_at: Date }
const toJson = (row: StaffRow): StaffProduct => ({ ...row, updated_at: row.updated_at.toISOString() })

export type StaffProductQuery = { q?: string; listing: ListingFilter; page: number }

/** Newest first; `q` matches the product code, card number or any of the card's names. */
export async function listStaffProducts(db: Database, { q, listing, page }: StaffProductQuery): Promise<StaffProductPage> {
  const conditions: SQL[] = []
  const key = searchQueryKey(q ?? '')
  // The stored search text already holds the code, card number and names in this normal form.
  if (key === null) conditions.push(sql`false`)
  else if (key) conditions.push(sql`${products.searchText} like ${'%' + key + '%'}`)
  if (listing !== 'all') conditions.push(eq(products.isActive, listing === 'listed'))
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select(staffColumns)
      .from(products)
      .innerJoin(cards, eq(cards.id, products.cardId))
      .where(where)
      .orderBy(desc(products.id))
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE),
    db.select({ n: count() }).from(products).where(where),
  ])
  const n = total?.n ?? 0
  const pageCount = Math.max(1, Math.ceil(n / STAFF_PAGE_SIZE))
  if (page > pageCount) throw notFound('無效的頁碼：超過最後一頁。')
  return { results: rows.map(toJson), count: n, page, page_count: pageCount }
}

export async function getStaffProduct(db: Executor, productCode: string): Promise<StaffProduct> {
  const [row] = await db
    .select(staffColumns)
    .from(products)
    .innerJoin(cards, eq(cards.id, products.cardId))
    .where(eq(products.productCode, productCode))
    .limit(1)
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
  return toJson(row)
}

/** The editable fields as stored, for the audit log's before/after (pictures by their URLs). */
/** A product field's value in a "changed meanwhile" message: listed or not in the editor's words, not true/false. */
export const shownProductValue = (field: string, value: unknown) =>
  field === 'is_active' ? (value ? '上架' : '下架') : shownValue(value)

const editable = (p: StaffProduct) => ({ ...editableFields(p), images: p.images.map((i) => i.image_url) })

/** The card's fields of an edit: changing any of them rewrites the card (and its products' search keys). */
const CARD_FIELDS = ['base_name', 'name_zh', 'name_en', 'description', 'aliases'] as const

const PICTURES_CHANGED = '商品圖片在您開啟頁面後已被其他店員變更，這次沒有儲存；請看過現在的圖片後再改。'

/** A picture of the new list: one the product has (id) or a new upload (url). */
type NextImage = { id: number; url: string } | { id: null; url: string }

/**
 * The product's new list of pictures from the edit's `images` and the URLs of the call's uploads
 * (stored already). A picture that is not this product's is a 409: the page that sent the list
 * showed pictures someone has changed since.
 */
function nextImages(current: StaffProduct['images'], refs: ImageRef[], uploads: string[]): NextImage[] {
  const byId = new Map(current.map((i) => [i.id, i.image_url]))
  const seen = new Set<string>()
  const next = refs.map((ref): NextImage => {
    const key = typeof ref === 'number' ? `id:${ref}` : `upload:${ref.upload}`
    if (seen.has(key)) throw invalidInput({ images: ['同一張圖片不能在清單中出現兩次。'] })
    seen.add(key)
    if (typeof ref !== 'number') {
      const url = uploads[ref.upload]
      if (url === undefined) throw invalidInput({ images: [`沒有第 ${ref.upload + 1} 個上傳的檔案。`] })
      return { id: null, url }
    }
    const url = byId.get(ref)
    if (url === undefined) throw new ApiError(409, { images: [PICTURES_CHANGED] })
    return { id: ref, url }
  })
  if (next.filter((i) => i.id === null).length !== uploads.length) {
    throw invalidInput({ images: ['每個上傳的檔案都要排進圖片清單（images）。'] })
  }
  return next
}

/**
 * Writes the new list: pictures left out are deleted, the others get their new positions, new
 * uploads are added; the first is the main one. An empty list falls back to the drawn card, as a
 * new product without pictures has. Answers the URLs of the pictures taken off.
 */
async function writeImages(tx: Executor, productId: number, productCode: string, current: StaffProduct['images'], next: NextImage[]) {
  const kept = new Set(next.map((i) => i.id))
  const removed = current.filter((i) => !kept.has(i.id))
  if (removed.length) await tx.delete(productImages).where(inArray(productImages.id, removed.map((i) => i.id)))
  // One main picture per product (a unique index): none for a moment, then the new first one.
  await tx.update(productImages).set({ isDefault: false }).where(eq(productImages.productId, productId))
  const list: NextImage[] = next.length ? next : [{ id: null, url: cardImageUrl(productCode, 'front') }]
  for (const [position, image] of list.entries()) {
    const isDefault = position === 0
    if (image.id === null) await tx.insert(productImages).values({ productId, imageUrl: image.url, isDefault, position })
    else await tx.update(productImages).set({ isDefault, position }).where(eq(productImages.id, image.id))
  }
  return removed.map((i) => i.image_url)
}

/**
 * Saves the edit; a product it makes buyable again (stock up from 0, or listed again) ends its
 * waiting restock alerts in the same transaction: `restocked` is what to mail after the commit.
 * `uploads` are the URLs of the call's new pictures, stored already, in `{upload: n}` order;
 * `removed` the URLs of the pictures it took off (uploads to delete once nothing shows them).
 */
export async function editProduct(db: Database, productCode: string, input: ProductEditInput, actorId: number, uploads: string[] = []) {
  return staffTransaction(db, async (tx) => {
    // Row locks first, so two staff editing at once each see the other's change in `before`: the
    // product's, and its card's, whose names another printing of the card can change meanwhile.
    const [locked] = await tx
      .select({ id: products.id, cardId: products.cardId })
      .from(products)
      .innerJoin(cards, eq(cards.id, products.cardId))
      .where(eq(products.productCode, productCode))
      .for('update', { of: [products, cards] })
    if (!locked) throw notFound(PRODUCT_NOT_FOUND)
    const before = await getStaffProduct(tx, productCode)
    const current = editable(before)
    const { images, expected, ...sent } = input
    // Fields sent as the page showed them are left as they are now (docs/architecture.md#product-editor).
    const fields = unlessUntouched(sent, expected, current, { by: CHANGED_BY.product, show: shownProductValue })
    if (uploads.length && !images) throw invalidInput({ images: ['每個上傳的檔案都要排進圖片清單（images）。'] })
    // A list is the whole set of pictures: sent from a page that showed others (a picture added,
    // taken off or made the main one since), it would silently undo that change.
    if (images && expected?.images !== undefined && !sameValue(expected.images, before.images.map((i) => i.id))) {
      throw new ApiError(409, { images: [PICTURES_CHANGED] })
    }
    const pictures = images ? nextImages(before.images, images, uploads) : null
    const picturesChange = pictures !== null && !sameValue(pictures.map((i) => i.url), current.images)
    const changed = (Object.keys(fields) as Array<keyof typeof fields>).filter((k) => fields[k] !== undefined && !sameValue(fields[k], current[k]))
    // Saving an unchanged form changes nothing, so it leaves no audit entry either.
    if (!changed.length && !picturesChange) return { product: before, restocked: [], removed: [] }
    await tx
      .update(products)
      .set({
        priceTwd: fields.price_twd,
        priceJpy: fields.price_jpy,
        internalStock: fields.internal_stock,
        featuredRank: fields.featured_rank,
        isActive: fields.is_active,
        updatedAt: new Date(),
      })
      .where(eq(products.id, locked.id))
    if (changed.some((k) => (CARD_FIELDS as readonly string[]).includes(k))) {
      await updateCardNames(tx, locked.cardId, {
        baseName: fields.base_name ?? before.base_name,
        nameZh: fields.name_zh === undefined ? before.name_zh : fields.name_zh,
        nameEn: fields.name_en === undefined ? before.name_en : fields.name_en,
        aliases: fields.aliases ?? before.aliases,
        description: fields.description ?? before.description,
      })
    }
    const removed = picturesChange ? await writeImages(tx, locked.id, productCode, before.images, pictures) : []
    const after = await getStaffProduct(tx, productCode)
    await recordAudit(tx, {
      actorId,
      action: 'product.update',
      entityType: 'product',
      entityId: productCode,
      before: current,
      after: editable(after),
    })
    return { product: after, restocked: await fireRestockAlerts(tx, [locked.id]), removed }
  })
}

/**
 * Of these picture URLs, the uploads nothing shows any more: no product's picture, no order
 * line's (an order keeps the picture of what was bought) and no news cover.
 */
export async function unusedUploads(db: Executor, urls: string[]): Promise<string[]> {
  const uploads = urls.filter((url) => url.startsWith(UPLOADS_PATH))
  if (!uploads.length) return []
  const list = sql.param(uploads)
  const used = await queryRows<{ url: string }>(
    db,
    sql`select image_url as url from product_images where image_url = any(${list}::text[])
        union select snapshot_image_url from order_items where snapshot_image_url = any(${list}::text[])
        union select image_url from news where image_url = any(${list}::text[])`,
  )
  const inUse = new Set(used.map((r) => r.url))
  return uploads.filter((url) => !inUse.has(url))
}

/** The code a new product gets when staff leave it blank: card number, rarity, condition (+K for 韓紙). */
export const defaultProductCode = (f: Pick<ProductCreateFields, 'card_number' | 'rarity' | 'condition' | 'language'>) =>
  productCodeFor(f.card_number, f.rarity, f.condition, f.language === 'AsiaJP' ? 'K' : '')

/**
 * Inserts a product (and, for a new product, its pictures) with `tx`, joining the card its card
 * number already has or else inserting a new card (catalogue/card-of-number.ts); the caller owns
 * the transaction and the audit entry. Answers 400 on a product code already taken, or on card
 * words that differ from the card's.
 */
export async function insertProduct(tx: Executor, fields: ProductCreateFields, imageUrls: string[]) {
  const productCode = fields.product_code ?? defaultProductCode(fields)
  const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.productCode, productCode))
  if (taken) throw invalidInput({ product_code: [`商品編號 ${productCode} 已經存在。`] })
  const words = cardWordsOf(fields)
  const known = (await cardsOfNumbers(tx, [fields.card_number], true)).get(fields.card_number)
  const joined = known && joinCard(fields.card_number, known, words)
  if (joined && Object.keys(joined.problems).length) throw invalidInput(joined.problems)
  const card = joined ? joined.words : words
  const cardNames = { baseName: card.base_name, nameZh: card.name_zh, nameEn: card.name_en, aliases: card.aliases }
  let cardId = known?.id
  if (cardId !== undefined && joined?.filled) await updateCardNames(tx, cardId, { ...cardNames, description: card.description })
  if (cardId === undefined) {
    const [inserted] = await tx
      .insert(cards)
      .values({ ...cardNames, category: card.category, description: card.description, nameKeys: cardNameKeys(cardNames) })
      .returning({ id: cards.id })
    cardId = inserted!.id
  }
  const [product] = await tx
    .insert(products)
    .values({
      productCode,
      cardId,
      cardNumber: fields.card_number,
      category: card.category,
      rarity: fields.rarity,
      condition: fields.condition,
      language: fields.language,
      priceJpy: fields.price_jpy,
      priceTwd: fields.price_twd,
      internalStock: fields.internal_stock,
      ...productSearchKeys({ ...cardNames, cardNumber: fields.card_number, productCode, category: card.category }),
    })
    .returning({ id: products.id })
  // Without a photo the shop draws the card from its data, as it does for the demo catalogue.
  const urls = imageUrls.length ? imageUrls : [cardImageUrl(productCode, 'front')]
  await tx
    .insert(productImages)
    .values(urls.map((imageUrl, position) => ({ productId: product!.id, imageUrl, isDefault: position === 0, position })))
  return productCode
}

/**
 * A new product. With a one-time key (db/idempotency.ts) the same form sent again answers the
 * first product (`created` false) instead of refusing its code as taken.
 */
export async function createProduct(db: Database, fields: ProductCreateFields, imageUrls: string[], actorId: number, onceKey?: OnceKey) {
  return staffTransaction(db, (tx) =>
    once(tx, onceKey, async () => {
      const productCode = await insertProduct(tx, fields, imageUrls)
      const after = await getStaffProduct(tx, productCode)
      await recordAudit(tx, { actorId, action: 'product.create', entityType: 'product', entityId: productCode, after })
      return after
    }),
  )
}
