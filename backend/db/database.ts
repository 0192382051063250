/**
 * Opens the shop's database: the server at DATABASE_URL when it is set, else the embedded one in
 * DATA_DIR (started, or joined when another process already runs it). Applies migrations under an
 * advisory lock so several instances may start at once.
 */
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { fillCardNameKeys } from '../catalogue/card-names.ts'
import { startOrAttachEmbeddedPostgres } from './embedded-postgres.ts'
import * as schema from './schema.ts'

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool | pg.PoolClient }
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Where a query can run: the root database or an open transaction. */
export type Executor = Database | Transaction

export type DatabaseHandle = {
  db: Database
  pool: pg.Pool
  /** Order creation's own connections, with generic plans (ORDER_POOL_SIZE). */
  orderDb: Database
  /** Where the data lives, for logs (password removed). */
  description: string
  close: () => Promise<void>
}

export type OpenDatabaseOptions = {
  databaseUrl?: string
  dataDir: string
  databaseName?: string
  poolSize?: number
  log?: (message: string) => void
  embeddedSettings?: Record<string, string>
}

const EMBEDDED_DATABASE = 'shop'
const MIGRATION_LOCK = 7_243_001

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let url = options.databaseUrl
  let stopServer = async () => {}
  if (!url) {
    const server = await startOrAttachEmbeddedPostgres({
      dataDir: options.dataDir,
      log: options.log,
      settings: options.embeddedSettings,
    })
    stopServer = server.stop
    const name = options.databaseName ?? EMBEDDED_DATABASE
    await createDatabaseIfMissing(server.adminUrl, name)
    url = server.adminUrl.replace(/\/postgres$/, `/${name}`)
  }
  const pool = createPool(url, options.poolSize, options.log)
  const orderPool = createPool(url, ORDER_POOL_SIZE, options.log, 'force_generic_plan')
  return {
    db: drizzle(pool, { schema }),
    pool,
    orderDb: drizzle(orderPool, { schema }),
    description: redact(url),
    close: async () => {
      await Promise.all([pool.end(), orderPool.end()])
      await stopServer()
    },
  }
}

/**
 * Twice the CPU count (at least 4): measured with npm run bench on 2 cores, 3 to 6 connections
 * gave the shortest tail latency; more only made PostgreSQL processes fight over the CPU.
 */
export const defaultPoolSize = () => Math.max(4, os.availableParallelism() * 2)

/**
 * Order creation runs on connections of its own that keep one generic plan per statement
 * (issue 9). Its statement is large and looks rows up only by key (user, product codes, store),
 * so a plan for its actual values is no better, and making one took 1.4 ms of the order's 2.7 ms
 * on the shared pool, which plans every statement for its values because search and filter
 * values differ wildly in how many rows they match (query.ts). Two connections: orders are short,
 * and buyers of one product wait for its row lock whatever the number.
 */
export const ORDER_POOL_SIZE = 2

type PlanCacheMode = 'force_custom_plan' | 'force_generic_plan'

export function createPool(
  url: string,
  max = defaultPoolSize(),
  log: (message: string) => void = console.error,
  planCacheMode: PlanCacheMode = 'force_custom_plan',
) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    // See query.ts: prepared statements, by default planned for their actual values every time.
    options: `-c plan_cache_mode=${planCacheMode}`,
  })
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', (error) => log(`[db] idle client error: ${error.message}`))
  return pool
}

export async function createDatabaseIfMissing(adminUrl: string, name: string, template?: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (rowCount) return
    const from = template ? ` template "${template}"` : ''
    await client.query(`create database "${name}"${from}`).catch((error: { code?: string }) => {
      if (error.code !== '42P04') throw error // created meanwhile by another process
    })
  } finally {
    await client.end()
  }
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Brings the schema up to date, then runs `afterMigrate` (e.g. the first-start seed) while still
 * holding the lock, so two instances starting together neither migrate nor seed twice.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  afterMigrate?: (db: Database) => Promise<void>,
) {
  const client = await handle.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migrate(drizzle(client, { schema }), { migrationsFolder })
    // The one data step SQL cannot do: search keys of cards older than migration 0008.
    await fillCardNameKeys(handle.db)
    if (afterMigrate) await afterMigrate(handle.db)
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
}

function redact(url: string) {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(database)'
  }
}
