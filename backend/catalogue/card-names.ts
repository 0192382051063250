/**
 * Writing a card's names and aliases. Every product of the card carries them in its search text,
 * and the card its own name keys for suggestions, so both are rewritten with the names, in the
 * caller's transaction. The statement triggers of migration 0007 then announce the change to
 * every instance's caches (cards and products).
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/database.ts'
import { cards, products } from '../db/schema.ts'
import { cardNameKeys, productSearchKeys, type CardNames } from './product-keys.ts'

export type CardNameFields = Required<CardNames> & { aliases: readonly string[] }

export async function updateCardNames(tx: Executor, cardId: number, next: CardNameFields & { description?: string }) {
  await tx
    .update(cards)
    .set({
      baseName: next.baseName,
      nameZh: next.nameZh,
      nameEn: next.nameEn,
      aliases: [...next.aliases],
      nameKeys: cardNameKeys(next),
      description: next.description,
    })
    .where(eq(cards.id, cardId))
  const siblings = await tx
    .select({ id: products.id, productCode: products.productCode, cardNumber: products.cardNumber, category: products.category })
    .from(products)
    .where(eq(products.cardId, cardId))
  for (const s of siblings) await tx.update(products).set(productSearchKeys({ ...next, ...s })).where(eq(products.id, s.id))
}

/**
 * Cards written before migration 0008 have no name keys (SQL cannot normalise like
 * search/normalize.ts): fill them in after migrating, a batch at a time. Does nothing once done.
 */
export async function fillCardNameKeys(db: Database) {
  for (;;) {
    const batch = await db
      .select({ id: cards.id, baseName: cards.baseName, nameZh: cards.nameZh, nameEn: cards.nameEn, aliases: cards.aliases })
      .from(cards)
      .where(and(eq(cards.nameKeys, ''), ne(cards.baseName, '')))
      .limit(500)
    const filled = batch.map((c) => ({ id: c.id, keys: cardNameKeys(c) })).filter((c) => c.keys)
    if (!filled.length) return
    await db.execute(sql`
      update cards set name_keys = v.keys
      from (select unnest(${sql.param(filled.map((c) => c.id))}::int[]) as id,
                   unnest(${sql.param(filled.map((c) => c.keys))}::text[]) as keys) v
      where cards.id = v.id`)
    if (batch.length < 500) return
  }
}
