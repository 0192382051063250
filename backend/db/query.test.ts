import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '#tests/setup/test-database.ts'
import { rules } from './schema.ts'
import { queryRows } from './query.ts'

describe('queryRows', () => {
  it('runs on the root database and inside a transaction, where it sees uncommitted work', async () => {
    const { db } = await useTestDatabase()
    const read = sql`select value from rules where key = ${'tx_probe'}`
    await db.transaction(async (tx) => {
      await tx.insert(rules).values({ key: 'tx_probe', value: 1 })
      expect(await queryRows<{ value: number }>(tx, read)).toEqual([{ value: 1 }])
      expect(await queryRows(db, read)).toEqual([])
    })
    expect(await queryRows<{ value: number }>(db, read)).toEqual([{ value: 1 }])
  })

  it('plans reads for their values and order creation once per statement, each on its own connections', async () => {
    const handle = await useTestDatabase()
    const mode = sql`select current_setting('plan_cache_mode') as mode`
    expect(await queryRows(handle.db, mode)).toEqual([{ mode: 'force_custom_plan' }])
    expect(await queryRows(handle.orderDb, mode)).toEqual([{ mode: 'force_generic_plan' }])
  })
})
