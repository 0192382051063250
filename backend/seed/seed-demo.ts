/**
 * The demo shop: real cards and their products, news, the shipping-fee rule, one staff and one
 * customer account. Run on a database that has neither products nor users (first start, or
 * `npm run seed`); never touches a database that already holds a shop.
 */
import { count, sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/database.ts'
import { cards, news, productImages, products, rules, users } from '../db/schema.ts'
import { hashPassword } from '../auth/passwords.ts'
import { cardImageUrl, cardNameKeys, productSearchKeys } from '../catalogue/product-keys.ts'
import { sanitizeNewsHtml } from '../contract/news-html.ts'
import { FEATURED_COUNT } from '../contract/catalogue-values.ts'
import { DEFAULT_SHIPPING_FEE } from '../rules/rules.service.ts'
import { SEED_NEWS } from './data/news.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'
import { demoProducts, type DemoProduct } from './demo-catalogue.ts'

export async function isEmptyShop(db: Database) {
  const [[p], [u]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(users),
  ])
  return (p?.n ?? 0) === 0 && (u?.n ?? 0) === 0
}

export type SeedOptions = {
  /**
   * Create the demo accounts, whose passwords are published in README.md. Off in production
   * (NODE_ENV=production without --demo): a real shop must never have a login anyone can read.
   */
  accounts?: boolean
}

export async function seedDemoData(
  db: Database,
  log: (message: string) => void = console.log,
  { accounts = true }: SeedOptions = {},
) {
  const catalogue = demoProducts()
  await db.transaction(async (tx) => {
    const cardIds = await insertCards(tx, catalogue)
    await insertProducts(tx, catalogue, cardIds)
    await insertNews(tx)
    await tx
      .insert(rules)
      .values({ key: 'shipping_fee', value: DEFAULT_SHIPPING_FEE })
      .onConflictDoNothing()
    for (const account of accounts ? DEMO_ACCOUNTS : []) {
      const { password, ...fields } = account
      await tx.insert(users).values({ ...fields, passwordHash: await hashPassword(password) })
    }
  })
  log(`Seeded the demo shop: ${catalogue.length} products, ${SEED_NEWS.length} news articles.`)
  if (!accounts) return log('No demo accounts in production: create staff with `npm run staff:create`.')
  // The demo passwords are public (README.md), so printing them leaks nothing.
  log('Demo accounts (also in README.md):')
  for (const a of DEMO_ACCOUNTS) log(`  ${a.role.padEnd(8)} ${a.email}  password: ${a.password}`)
}

async function insertCards(db: Executor, catalogue: DemoProduct[]) {
  const unique = [...new Set(catalogue.map((p) => p.card))]
  const rows = await db
    .insert(cards)
    .values(
      unique.map((c) => ({
        baseName: c.baseName,
        nameZh: c.nameZh,
        nameEn: c.nameEn,
        category: c.category,
        description: c.description,
        aliases: c.aliases,
        nameKeys: cardNameKeys(c),
      })),
    )
    .returning({ id: cards.id })
  return new Map(unique.map((card, i) => [card, rows[i]!.id]))
}

async function insertProducts(db: Executor, catalogue: DemoProduct[], cardIds: Map<DemoProduct['card'], number>) {
  // Spread over the last 60 days, oldest first, so "newest" ordering means something.
  const now = Date.now()
  const step = (60 * 24 * 3600 * 1000) / catalogue.length
  const featured = pickFeatured(catalogue)
  const inserted = await db
    .insert(products)
    .values(
      catalogue.map((p, i) => ({
        productCode: p.productCode,
        cardId: cardIds.get(p.card)!,
        cardNumber: p.cardNumber,
        category: p.card.category,
        rarity: p.rarity,
        condition: p.condition,
        language: p.language,
        priceJpy: p.priceJpy,
        priceTwd: p.priceTwd,
        internalStock: p.stock,
        featuredRank: featured.get(p.productCode) ?? null,
        createdAt: new Date(now - (catalogue.length - i) * step),
        ...productSearchKeys({ ...p.card, cardNumber: p.cardNumber, productCode: p.productCode }),
      })),
    )
    .returning({ id: products.id, code: products.productCode })
  const idByCode = new Map(inserted.map((r) => [r.code, r.id]))
  await db.insert(productImages).values(
    catalogue.flatMap((p) =>
      p.views.map((view, position) => ({
        productId: idByCode.get(p.productCode)!,
        imageUrl: cardImageUrl(p.productCode, view),
        isDefault: position === 0,
        position,
      })),
    ),
  )
}

/** This week's featured: the most wanted in-stock copies, one per card. */
function pickFeatured(catalogue: DemoProduct[]) {
  const seen = new Set<DemoProduct['card']>()
  const ranked = catalogue
    .filter((p) => p.stock > 0 && p.language === 'JP')
    .sort((a, b) => b.priceJpy - a.priceJpy)
    .filter((p) => (seen.has(p.card) ? false : (seen.add(p.card), true)))
    .slice(0, FEATURED_COUNT)
  return new Map(ranked.map((p, i) => [p.productCode, i + 1]))
}

async function insertNews(db: Executor) {
  const rows = await db
    .insert(news)
    .values(
      SEED_NEWS.map((n) => ({
        title: n.title,
        summary: n.summary,
        author: n.author,
        content: sanitizeNewsHtml(n.content),
        publishDate: new Date(n.publishDate),
      })),
    )
    .returning({ id: news.id })
  // Covers are drawn by the media route from the article's id and title.
  for (const { id } of rows) {
    await db.update(news).set({ imageUrl: `/api/v1/media/news/${id}.svg` }).where(sql`id = ${id}`)
  }
}
