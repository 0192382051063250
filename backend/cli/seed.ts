/**
 * `npm run seed [-- --products N]`: the demo shop on an empty database, and optionally N
 * synthetic products for benchmarks. Works whether or not the shop is running: it joins the
 * embedded server in DATA_DIR when one runs (and leaves it running), else starts and stops one.
 */
import { parseArgs } from 'node:util'
import { EnvError, parseEnv } from '#server/env.ts'
import { migrateDatabase, openDatabase } from '../db/database.ts'
import { isEmptyShop, seedDemoData } from '../seed/seed-demo.ts'
import { ensureSyntheticProducts } from '../seed/synthetic.ts'

const log = (message: string) => console.log(`[seed] ${message}`)

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string' } }, allowPositionals: false })
  const target = values.products === undefined ? 0 : Number(values.products)
  if (!Number.isInteger(target) || target < 0 || target > 2_000_000) {
    throw new Error('--products must be a whole number from 0 to 2000000')
  }
  const env = parseEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' })
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log })
  try {
    await migrateDatabase(database, async (db) => {
      if (await isEmptyShop(db)) await seedDemoData(db, log, { accounts: env.NODE_ENV !== 'production' })
      else log('The shop already has data; demo data not added again.')
    })
    if (target > 0) await ensureSyntheticProducts(database.db, target, log)
  } finally {
    await database.close()
  }
}

main().catch((error) => {
  console.error(error instanceof EnvError ? error.message : error)
  process.exit(1)
})
