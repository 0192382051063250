/**
 * A card number names one card: every product of it (another rarity, condition or language of
 * the same printing) shares that card's names, aliases, category and description, which search,
 * suggestions and the product page read. A new product, from the staff form or a CSV row, joins
 * the card its card number already has instead of making a second one, which showed the card
 * twice in suggestions and left the new copy without the card's aliases and description.
 *
 * The card's words are not changed by a new product: a name typed differently is refused with the
 * card's own (renaming is the product editor's, for every printing at once), and a blank optional
 * field takes the card's. A field the card has blank is filled in from the new product.
 */
import { sql } from 'drizzle-orm'
import type { ProductCreateFields } from '../contract/staff-products.ts'
import type { Executor } from '../db/database.ts'
import { queryRows } from '../db/query.ts'

/** A card as a new product of its number compares with it. */
export type NumberedCard = {
  id: number
  base_name: string
  name_zh: string | null
  name_en: string | null
  category: string
  description: string
  aliases: string[]
}

/** What a new product says of its card (the staff form's and the CSV's field names). */
export type CardWords = Omit<NumberedCard, 'id'>

type Problems = Record<string, string[]>

/** The card words of a new product's fields (a blank name is null, as the card stores it). */
export const cardWordsOf = (f: ProductCreateFields): CardWords => ({
  base_name: f.base_name,
  name_zh: f.name_zh ?? null,
  name_en: f.name_en ?? null,
  category: f.category,
  description: f.description,
  aliases: f.aliases,
})

/**
 * The cards these card numbers already have, by card number. With `lock` the cards are locked
 * (FOR UPDATE) as the product editor locks them, so a rename meanwhile is compared as it ends.
 */
export async function cardsOfNumbers(tx: Executor, cardNumbers: string[], lock: boolean): Promise<Map<string, NumberedCard>> {
  if (!cardNumbers.length) return new Map()
  // The oldest product of each number names its card (data from before this rule may have more).
  const owners = await queryRows<{ card_number: string; card_id: number }>(
    tx,
    sql`select distinct on (card_number) card_number, card_id from products
        where card_number = any(${sql.param(cardNumbers)}::text[]) order by card_number, id`,
  )
  if (!owners.length) return new Map()
  const ids = owners.map((o) => o.card_id)
  const rows = await queryRows<NumberedCard>(
    tx,
    sql`select id, base_name, name_zh, name_en, category, description, aliases from cards
        where id = any(${sql.param(ids)}::int[]) ${lock ? sql`for update` : sql``}`,
  )
  const byId = new Map(rows.map((c) => [c.id, c]))
  return new Map(owners.flatMap((o) => (byId.has(o.card_id) ? [[o.card_number, byId.get(o.card_id)!] as const] : [])))
}

const LABELS = { base_name: '日文卡名', name_zh: '中文卡名', name_en: '英文卡名', category: '卡片種類', description: '卡片說明', aliases: '別名' } as const

const differs = (cardNumber: string, field: keyof typeof LABELS, now: string) =>
  `卡號 ${cardNumber} 已有這張卡，${LABELS[field]}是「${now.length > 60 ? `${now.slice(0, 60)}…` : now}」；同一張卡的商品共用卡片資料，請填一樣的內容或留白（要修改請到這張卡任一商品的編輯頁，會一起改）。`

/**
 * The new product's card words checked against the card of its number: `problems` by field for
 * what it says differently, else `words`, the card's with its blanks filled from the product, and
 * `filled` when that changed the card.
 */
export function joinCard(cardNumber: string, card: CardWords, product: CardWords) {
  const problems: Problems = {}
  const words: CardWords = { ...card, aliases: [...card.aliases] }
  let filled = false
  for (const field of ['base_name', 'category', 'name_zh', 'name_en', 'description'] as const) {
    const mine = (product[field] ?? '').trim()
    const theirs = (card[field] ?? '').trim()
    if (!mine || mine.replace(/\r\n/g, '\n') === theirs.replace(/\r\n/g, '\n')) continue
    if (theirs) problems[field] = [differs(cardNumber, field, theirs)]
    else {
      words[field] = mine
      filled = true
    }
  }
  const sameAliases = product.aliases.length === card.aliases.length && product.aliases.every((a, i) => a === card.aliases[i])
  if (product.aliases.length && !sameAliases) {
    if (card.aliases.length) problems.aliases = [differs(cardNumber, 'aliases', card.aliases.join('、'))]
    else {
      words.aliases = [...product.aliases]
      filled = true
    }
  }
  return { problems, words, filled }
}
