/**
 * Card names as players say them (issue 12): search finds and ranks the demo cards' aliases,
 * GET /search/suggest/ answers as the shopper types, and staff edit aliases (editor and CSV),
 * audited, with every instance's cached answers following the change.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShopApi, type ShopApi } from '#backend/app.ts'
import { searchResultSchema } from '#backend/contract/catalogue.ts'
import { suggestResultSchema } from '#backend/contract/search-suggest.ts'
import { importReportSchema, staffProductSchema } from '#backend/contract/staff-products.ts'
import type { DatabaseHandle } from '#backend/db/database.ts'
import { auditLog, cards, products } from '#backend/db/schema.ts'
import { ChangeFeed } from '#backend/lib/change-feed.ts'
import { call, newStaff, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let handle: DatabaseHandle
let staff: Awaited<ReturnType<typeof newStaff>>

beforeAll(async () => {
  ;({ api, handle } = await useTestShopApi({ auth: { secret: TEST_SECRET } }))
  staff = await newStaff(handle.db)
})

const search = async (q: string) => {
  const answer = await call(api, 'GET', `/search/?q=${encodeURIComponent(q)}&limit=40`)
  expect(answer.status, answer.text).toBe(200)
  return searchResultSchema.parse(answer.body).hits
}
const suggest = async (q: string, on: ShopApi = api) => {
  const answer = await call(on, 'GET', `/search/suggest/?q=${encodeURIComponent(q)}`)
  expect(answer.status, answer.text).toBe(200)
  return suggestResultSchema.parse(answer.body).suggestions
}
const names = (list: Array<{ base_name: string }>) => [...new Set(list.map((h) => h.base_name))]

describe('search by aliases', () => {
  it.each([
    ['黑魔導士', 'ブラック・マジシャン'],
    ['黑魔导士', 'ブラック・マジシャン'],
    ['ブラマジ', 'ブラック・マジシャン'],
    ['ぶらまじ', 'ブラック・マジシャン'],
    ['Dark Magician', 'ブラック・マジシャン'],
    ['青眼', '青眼の白龍'],
    ['ブルーアイズ', '青眼の白龍'],
    ['青眼白龙', '青眼の白龍'],
    ['蟑螂', '増殖するG'],
    ['サンボル', 'サンダー・ボルト'],
  ])('%s finds %s first (an exact alias ranks like an exact name)', async (q, card) => {
    const hits = await search(q)
    expect(names(hits)[0]).toBe(card)
  })

  it('ranks an exact alias before aliases that start with the query', async () => {
    // Both Dark Magician Girl cards have the alias ブラマジガール, which starts with ブラマジ.
    const order = names(await search('ブラマジ'))
    expect(order[0]).toBe('ブラック・マジシャン')
    expect(order.slice(1).sort()).toEqual(['ブラック・マジシャン・ガール', '魔術師の弟子－ブラック・マジシャン・ガール'])
  })

  it('every demo card has aliases and its name keys', async () => {
    const rows = await handle.db.select({ name: cards.baseName, aliases: cards.aliases, keys: cards.nameKeys }).from(cards)
    const demo = rows.filter((r) => r.name && !r.keys.includes('號'))
    expect(demo.length).toBeGreaterThan(60)
    for (const card of demo) {
      expect(card.aliases.length, card.name).toBeGreaterThan(0)
      expect(card.keys, card.name).not.toBe('')
    }
  })
})

describe('GET /search/suggest/', () => {
  it('suggests one product per card, with its picture, best match first', async () => {
    const list = await suggest('黑魔導')
    expect(list.length).toBeGreaterThan(1)
    expect(list.length).toBeLessThanOrEqual(8)
    expect(list[0]).toMatchObject({ base_name: 'ブラック・マジシャン', name_zh: '黑魔導', matched_alias: null })
    expect(list[0]!.image_url).toMatch(/^\/api\/v1\/media\//)
    expect(new Set(list.map((s) => s.base_name)).size).toBe(list.length)
    // The copy to open: in stock, the best condition, the cheapest of those.
    const copies = await handle.db
      .select({ code: products.productCode, stock: products.internalStock, condition: products.condition, price: products.priceJpy, active: products.isActive })
      .from(products)
      .innerJoin(cards, eq(cards.id, products.cardId))
      .where(eq(cards.baseName, 'ブラック・マジシャン'))
    const chosen = copies.find((c) => c.code === list[0]!.product_code)!
    expect(chosen).toMatchObject({ active: true, condition: 'S' })
    expect(chosen.stock).toBeGreaterThan(0)
    const rivals = copies.filter((c) => c.active && c.stock > 0 && c.condition === 'S')
    expect(chosen.price).toBe(Math.min(...rivals.map((c) => c.price)))
  })

  it('names the alias that matched when the names shown do not contain the query', async () => {
    expect((await suggest('黑魔導士'))[0]).toMatchObject({ base_name: 'ブラック・マジシャン', matched_alias: '黑魔導士' })
    expect((await suggest('dark magician'))[0]).toMatchObject({ base_name: 'ブラック・マジシャン', matched_alias: 'Dark Magician' })
    const blueEyes = await suggest('ブルーアイズ')
    expect(blueEyes[0]).toMatchObject({ base_name: '青眼の白龍', matched_alias: 'ブルーアイズ' })
  })

  it('with 2 characters matches the start of a name or alias, from 3 on any part', async () => {
    const names = async (q: string) => (await suggest(q)).map((s) => s.base_name)
    expect(await names('黑魔')).toContain('ブラック・マジシャン')
    expect(await names('魔導')).not.toContain('ブラック・マジシャン')
    expect(await names('魔導士')).toContain('ブラック・マジシャン')
  })

  it('refuses fewer than 2 characters with a Chinese message; punctuation or emoji alone suggests nothing', async () => {
    for (const q of ['', 'ブ', ' a ']) {
      const answer = await call(api, 'GET', `/search/suggest/?q=${encodeURIComponent(q)}`)
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.body)).toContain('請至少輸入 2 個字')
    }
    for (const q of ['・・', '🐉🔥', '%%', '__', `'"\\`]) expect(await suggest(q), q).toEqual([])
    const long = await call(api, 'GET', `/search/suggest/?q=${'あ'.repeat(101)}`)
    expect(long.status).toBe(400)
  })
})

describe('staff edit aliases', () => {
  const someDemoProduct = async (name: string) => {
    const [row] = await handle.db
      .select({ code: products.productCode })
      .from(products)
      .innerJoin(cards, eq(cards.id, products.cardId))
      .where(eq(cards.baseName, name))
      .limit(1)
    return row!.code
  }

  it('PATCH aliases: cleaned, audited, searchable at once, for every product of the card', async () => {
    const code = await someDemoProduct('ガガガガール')
    const answer = await call(api, 'PATCH', `/staff/products/${code}/`, {
      token: staff.token,
      json: { aliases: [' ガガガ妹 ', 'Gagaga Girl', 'gagaga girl', ''] },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(staffProductSchema.parse(answer.body).aliases).toEqual(['ガガガ妹', 'Gagaga Girl'])
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, code)).orderBy(desc(auditLog.id)).limit(1)
    expect(entry).toMatchObject({ action: 'product.update', actorId: staff.id, after: { aliases: ['ガガガ妹', 'Gagaga Girl'] } })
    const hits = await search('ガガガ妹')
    expect(hits.length).toBeGreaterThan(1)
    expect(names(hits)).toEqual(['ガガガガール'])
    expect((await suggest('ガガガ妹'))[0]).toMatchObject({ base_name: 'ガガガガール', matched_alias: 'ガガガ妹' })
  })

  it('refuses too many or too long aliases with a 400 and Chinese messages', async () => {
    const code = await someDemoProduct('ガガガガール')
    const many = await call(api, 'PATCH', `/staff/products/${code}/`, { token: staff.token, json: { aliases: Array.from({ length: 31 }, (_, i) => `別名${i}`) } })
    expect(many.status).toBe(400)
    expect(JSON.stringify(many.body)).toContain('別名最多 30 個')
    const long = await call(api, 'PATCH', `/staff/products/${code}/`, { token: staff.token, json: { aliases: ['長'.repeat(61)] } })
    expect(long.status).toBe(400)
    const wrong = await call(api, 'PATCH', `/staff/products/${code}/`, { token: staff.token, json: { aliases: 'not a list' } })
    expect(wrong.status).toBe(400)
  })

  it('CSV aliases column: | or 、 separate, the preview shows the change, a lone | clears them', async () => {
    const code = await someDemoProduct('無限泡影')
    const importCsv = async (csv: string, dryRun: boolean) => {
      const form = new FormData()
      form.append('csv', csv)
      if (dryRun) form.append('dry_run', '1')
      const response = await api.request('http://shop.test/api/v1/staff/products/import', { method: 'POST', headers: staff.auth, body: form })
      expect(response.status).toBe(200)
      return importReportSchema.parse(await response.json())
    }
    const preview = await importCsv(`product_code,aliases\n${code},泡影|うらら返し、ムゲンホウヨウ`, true)
    expect(preview.rows[0]).toMatchObject({ action: 'update', changes: { aliases: { to: '泡影|うらら返し|ムゲンホウヨウ' } } })
    await importCsv(`product_code,aliases\n${code},泡影|うらら返し、ムゲンホウヨウ`, false)
    expect(names(await search('うらら返し'))).toEqual(['無限泡影'])
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, code)).orderBy(desc(auditLog.id)).limit(1)
    expect(entry).toMatchObject({ action: 'product.import', after: { aliases: '泡影|うらら返し|ムゲンホウヨウ' } })

    await importCsv(`product_code,aliases\n${code},|`, false)
    expect(await search('うらら返し')).toEqual([])
    const [card] = await handle.db.select({ aliases: cards.aliases }).from(cards).innerJoin(products, eq(products.cardId, cards.id)).where(eq(products.productCode, code))
    expect(card?.aliases).toEqual([])
  })
})

describe('cached suggestions follow alias edits made by another instance', () => {
  let feed: ChangeFeed
  afterAll(() => feed?.close())

  it('a listening instance forgets its cached suggestions when aliases change', async () => {
    feed = ChangeFeed.listen(handle.pool.options, { retryMs: 50 })
    await feed.started()
    const other = createShopApi({ db: handle.db, log: () => {}, auth: { secret: TEST_SECRET }, changeFeed: feed })
    expect(await suggest('ぼちの指名', other)).toEqual([])
    expect(await suggest('ぼちの指名', other)).toEqual([])
    const [product] = await handle.db
      .select({ code: products.productCode })
      .from(products)
      .innerJoin(cards, eq(cards.id, products.cardId))
      .where(eq(cards.baseName, '墓穴の指名者'))
      .limit(1)
    // The edit goes through the first instance; the other hears of it only through the database.
    const edit = await call(api, 'PATCH', `/staff/products/${product!.code}/`, { token: staff.token, json: { aliases: ['墓指', 'ぼちの指名者'] } })
    expect(edit.status).toBe(200)
    await expect.poll(async () => (await suggest('ぼちの指名', other)).map((s) => s.base_name)).toEqual(['墓穴の指名者'])
  })
})
