/**
 * A private database for one test file: a copy of the seeded template (fast: PostgreSQL copies
 * files), dropped afterwards. Tests may change it freely.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { createShopApi, type ShopApiDeps } from '#backend/app.ts'
import { createDatabaseIfMissing, openDatabase, type DatabaseHandle } from '#backend/db/database.ts'
import { TEMPLATE_DATABASE } from './template.ts'

export async function useTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = inject('pgAdminUrl')
  const name = `test_${randomBytes(6).toString('hex')}`
  // Two files cloning the template at the same instant can see 'template in use': retry.
  for (let attempt = 0; ; attempt++) {
    try {
      await createDatabaseIfMissing(adminUrl, name, TEMPLATE_DATABASE)
      break
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt > 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200))
    }
  }
  const handle = await openDatabase({ databaseUrl: adminUrl.replace(/\/postgres$/, `/${name}`), dataDir: '' })
  afterAll(async () => {
    await handle.close()
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists "${name}" with (force)`)
    await admin.end()
  })
  return handle
}

/**
 * A private database and the shop API on it, orders on their own connections as in the server;
 * errors are not logged (tests provoke them).
 */
export async function useTestShopApi(deps: Omit<ShopApiDeps, 'db'> = {}) {
  const handle = await useTestDatabase()
  return { handle, api: createShopApi({ log: () => {}, ...deps, db: handle.db, orderDb: handle.orderDb }) }
}
