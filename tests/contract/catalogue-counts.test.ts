/** The list's counts come from trigger-kept buckets; they must always equal a real count. */
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import type { DatabaseHandle } from '#backend/db/database.ts'
import { insertProducts } from '#tests/setup/catalogue-fixtures.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let handle: DatabaseHandle
let api: ShopApi
beforeAll(async () => {
  ;({ handle, api } = await useTestShopApi())
})

const FILTERS = ['', 'rarity=SR', 'rarity=SR&condition=S', 'category=效果怪獸&stock_status=in_stock', 'rarity=UL&rarity=N']

async function expectExactCounts() {
  for (const query of FILTERS) {
    const response = await api.request(`/api/v1/products/?${query}`)
    const { count, in_stock_count } = (await response.json()) as { count: number; in_stock_count: number }
    const params = new URLSearchParams(query)
    const conditions = [sql`is_active`]
    for (const key of ['category', 'rarity', 'condition'] as const) {
      const values = params.getAll(key)
      if (values.length) conditions.push(sql`${sql.identifier(key)} = any(${sql.param(values)}::text[])`)
    }
    if (params.get('stock_status')) conditions.push(sql`internal_stock > 0`)
    const { rows } = await handle.db.execute<{ n: number; s: number }>(
      sql`select count(*)::int as n, count(*) filter (where internal_stock > 0)::int as s from products where ${sql.join(conditions, sql` and `)}`,
    )
    expect({ query, count, in_stock_count }).toEqual({ query, count: rows[0]!.n, in_stock_count: rows[0]!.s })
  }
}

describe('catalogue counts', () => {
  it('match a real count through inserts, stock changes, delisting, edits and deletes', async () => {
    await expectExactCounts()
    const [a, b, c] = await insertProducts(handle.db, [
      { baseName: 'カウント・テスト', cardNumber: 'CNTX-JP001', rarity: 'UL', stock: 2 },
      { baseName: 'カウント・テスト', cardNumber: 'CNTX-JP002', rarity: 'SR', stock: 1 },
      { baseName: 'カウント・テスト', cardNumber: 'CNTX-JP003', rarity: 'N', stock: 0 },
    ])
    await expectExactCounts()
    await handle.db.execute(sql`update products set internal_stock = internal_stock - 1 where id in (${a!.id}, ${b!.id})`)
    await expectExactCounts()
    await handle.db.execute(sql`update products set is_active = false where id = ${c!.id}`)
    await handle.db.execute(sql`update products set rarity = 'N', condition = 'D' where id = ${a!.id}`)
    await expectExactCounts()
    await handle.db.execute(sql`delete from product_images where product_id = ${b!.id}`)
    await handle.db.execute(sql`delete from products where id = ${b!.id}`)
    await expectExactCounts()
  })

  it('are empty after the catalogue is truncated', async () => {
    await handle.db.execute(sql`truncate products cascade`)
    const response = await api.request('/api/v1/products/')
    expect(await response.json()).toEqual({ results: [], count: 0, in_stock_count: 0 })
  })
})
