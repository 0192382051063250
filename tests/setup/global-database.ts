/**
 * One embedded PostgreSQL server for the whole unit/contract test run, with a template database
 * that is migrated and seeded once; each test file clones its own database from it
 * (tests/setup/test-database.ts). The server is stopped at the end, also when tests fail.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createDatabaseIfMissing, migrateDatabase, openDatabase } from '#backend/db/database.ts'
import { startOrAttachEmbeddedPostgres } from '#backend/db/embedded-postgres.ts'
import { seedDemoData } from '#backend/seed/seed-demo.ts'
import { TEMPLATE_DATABASE } from './template.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'))
  const server = await startOrAttachEmbeddedPostgres({
    dataDir,
    // Throw-away data: durability off makes the run faster.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  })
  await createDatabaseIfMissing(server.adminUrl, TEMPLATE_DATABASE)
  const template = await openDatabase({
    databaseUrl: server.adminUrl.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`),
    dataDir,
  })
  await migrateDatabase(template, (db) => seedDemoData(db, () => {}))
  await template.close()
  project.provide('pgAdminUrl', server.adminUrl)

  return async () => {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
