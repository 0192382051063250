/**
 * Synthetic products for benchmarks (`npm run seed -- --products 100000`). They look like a big
 * shop's catalogue: many distinct cards with Japanese, Chinese and English names built from real
 * name parts, each sold in several rarities and conditions, so search meets realistic overlap.
 * Their card numbers use set codes starting with 'Z' (no real OCG set does), which is how they are
 * counted and told apart from the demo catalogue.
 */
import { sql } from 'drizzle-orm'
import { CATEGORIES, CONDITIONS, RARITIES } from '../contract/catalogue-values.ts'
import type { Database } from '../db/database.ts'
import { cards, productImages, products } from '../db/schema.ts'
import { Converter } from 'opencc-js/t2cn'
import { cardImageUrl, cardNameKeys, productCodeFor, productSearchKeys } from '../catalogue/product-keys.ts'
import { seededRandom } from '../lib/seeded-random.ts'
import { twdFromJpy } from './demo-catalogue.ts'

const JA_HEAD = ['ブラック', 'ホワイト', 'レッド', 'ブルー', 'ダーク', 'ホーリー', 'サイバー', 'エレメンタル', 'マジカル', 'クリムゾン', 'シャイニング', 'ミラージュ', 'スターダスト', 'ギャラクシー', 'ヴォルカニック', 'アクア', 'ネオ', 'ライトニング', 'ファントム', 'クリスタル']
const JA_MID = ['', 'ドラゴン', 'ナイト', 'マジシャン', 'ウォリアー', 'ビースト', 'ゴーレム', 'エンジェル', 'デーモン', 'ガーディアン', 'サーペント', 'ウィッチ', 'サムライ', 'フェニックス', 'ワイバーン']
const JA_TAIL = ['', 'ロード', 'キング', 'ソルジャー', 'マスター', 'ブレイカー', 'シューター', 'ブリンガー', 'セイバー', 'ハンター', 'オーバーロード']
const ZH_HEAD = ['黑', '白', '紅', '青', '暗黑', '神聖', '電子', '元素', '魔導', '深紅', '閃耀', '幻影', '星塵', '銀河', '火山', '水', '新', '閃電', '幽靈', '水晶']
const ZH_MID = ['', '龍', '騎士', '魔術師', '戰士', '獸', '魔像', '天使', '惡魔', '守護者', '海蛇', '魔女', '武士', '鳳凰', '飛龍']
const ZH_TAIL = ['', '王', '之王', '兵', '大師', '破壞者', '射手', '使者', '劍士', '獵人', '霸王']
const EN_HEAD = ['Black', 'White', 'Red', 'Blue', 'Dark', 'Holy', 'Cyber', 'Elemental', 'Magical', 'Crimson', 'Shining', 'Mirage', 'Stardust', 'Galaxy', 'Volcanic', 'Aqua', 'Neo', 'Lightning', 'Phantom', 'Crystal']
const EN_MID = ['', 'Dragon', 'Knight', 'Magician', 'Warrior', 'Beast', 'Golem', 'Angel', 'Fiend', 'Guardian', 'Serpent', 'Witch', 'Samurai', 'Phoenix', 'Wyvern']
const EN_TAIL = ['', 'Lord', 'King', 'Soldier', 'Master', 'Breaker', 'Shooter', 'Bringer', 'Saber', 'Hunter', 'Overlord']

const toSimplified = Converter({ from: 'tw', to: 'cn' })
const PRODUCTS_PER_CARD = 8
const BATCH = 2000

export async function countSyntheticProducts(db: Database) {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from products where card_number like 'Z%'`,
  )
  return rows[0]?.n ?? 0
}

/** Adds synthetic products until there are `target` of them. */
export async function ensureSyntheticProducts(
  db: Database,
  target: number,
  log: (message: string) => void = console.log,
) {
  const existing = await countSyntheticProducts(db)
  if (existing >= target) {
    log(`${existing} synthetic products already present.`)
    return
  }
  const started = Date.now()
  let made = existing
  // Card k always gets the same name and number, so topping up continues where it stopped.
  for (let k = Math.floor(existing / PRODUCTS_PER_CARD); made < target; k += BATCH / PRODUCTS_PER_CARD) {
    const batchCards = Array.from({ length: BATCH / PRODUCTS_PER_CARD }, (_, j) => syntheticCard(k + j))
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(cards)
        .values(batchCards.map(({ products: _p, ...card }) => card))
        .returning({ id: cards.id })
      const rows = batchCards.flatMap((card, j) =>
        card.products.map((p) => ({ ...p, cardId: ids[j]!.id })),
      )
      const remaining = target - made
      const inserted = await tx
        .insert(products)
        .values(rows.slice(0, remaining))
        .onConflictDoNothing()
        .returning({ id: products.id, code: products.productCode })
      if (inserted.length) {
        await tx.insert(productImages).values(
          inserted.map((r) => ({
            productId: r.id,
            imageUrl: cardImageUrl(r.code, 'front'),
            isDefault: true,
          })),
        )
      }
      made += inserted.length
    })
    if (made % 20000 < BATCH) log(`  ${made} / ${target} synthetic products`)
  }
  // Fresh statistics and visibility map after a bulk load: the planner then picks the indexes.
  await db.execute(sql`vacuum analyze products`)
  log(`Synthetic products: ${made} (took ${((Date.now() - started) / 1000).toFixed(1)} s).`)
}

function syntheticCard(k: number) {
  const random = seededRandom(`synthetic-${k}`)
  const pick = <T>(list: readonly T[]) => Math.floor(random() * list.length)
  const [h, m, t] = [pick(JA_HEAD), pick(JA_MID), pick(JA_TAIL)]
  const baseName = [JA_HEAD[h], JA_MID[m], JA_TAIL[t]].filter(Boolean).join('・') + `・${toRoman(k % 40 + 1)}`
  const nameZh = `${ZH_HEAD[h]}${ZH_MID[m]}${ZH_TAIL[t]}${(k % 40) + 1}號`
  const nameEn = [EN_HEAD[h], EN_MID[m], EN_TAIL[t]].filter(Boolean).join(' ') + ` ${toRoman(k % 40 + 1)}`
  const aliases = syntheticAliases(h, m, nameZh)
  const category = CATEGORIES[pick(CATEGORIES)]!
  // Set codes Z000..ZZZZ, 100 cards per set.
  const set = 'Z' + Math.floor(k / 100).toString(36).toUpperCase().padStart(3, '0')
  const cardNumber = `${set}-JP${String(k % 100).padStart(3, '0')}`
  const productRows = []
  const used = new Set<string>()
  for (let i = 0; i < PRODUCTS_PER_CARD; i++) {
    const rarity = RARITIES[Math.min(RARITIES.length - 1, Math.floor(random() ** 2 * RARITIES.length))]!
    const condition = CONDITIONS[pick(CONDITIONS)]!
    const productCode = productCodeFor(cardNumber, rarity, condition, used.has(`${rarity}${condition}`) ? String(i) : '')
    used.add(`${rarity}${condition}`)
    const priceJpy = Math.round((50 + random() ** 3 * 60000) / 10) * 10
    productRows.push({
      productCode,
      cardNumber,
      category,
      rarity,
      condition,
      language: 'JP' as const,
      priceJpy,
      priceTwd: twdFromJpy(priceJpy),
      internalStock: random() < 0.1 ? 0 : 1 + Math.floor(random() * 6),
      ...productSearchKeys({ baseName, nameZh, nameEn, aliases, cardNumber, productCode, category }),
    })
  }
  const nameKeys = cardNameKeys({ baseName, nameZh, nameEn, aliases })
  return { baseName, nameZh, nameEn, aliases, nameKeys, category, description: '效能測試用的合成商品。', products: productRows }
}

/**
 * Aliases shaped like real ones, so search and suggestions meet as many as a real shop has: a
 * Japanese nickname from the first two kana of two name parts (like ブラマジ), a short Chinese
 * name shared by many cards (like 青眼), and the Simplified form of the Chinese name.
 */
function syntheticAliases(h: number, m: number, nameZh: string) {
  const aliases = [`${ZH_HEAD[h]}${ZH_MID[m]}`, toSimplified(nameZh)]
  if (JA_MID[m]) aliases.unshift(JA_HEAD[h]!.slice(0, 2) + JA_MID[m]!.slice(0, 2))
  return aliases
}

function toRoman(n: number) {
  const numerals: Array<[number, string]> = [[40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']]
  let out = ''
  for (const [value, letters] of numerals) {
    while (n >= value) {
      out += letters
      n -= value
    }
  }
  return out
}
