/**
 * `npm run staff:create -- --email E --password P`: a staff account (or an existing account made
 * staff, with that password). Refuses weak passwords. Prints no password.
 */
import { parseArgs } from 'node:util'
import { EnvError, parseEnv } from '#server/env.ts'
import { createOrPromoteStaff, parseStaffInput, StaffInputError } from '../auth/staff.ts'
import { migrateDatabase, openDatabase } from '../db/database.ts'

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
    allowPositionals: false,
  })
  if (!values.email || !values.password)
    throw new StaffInputError('usage: npm run staff:create -- --email E --password P')
  // A weak password is refused before any database is opened.
  parseStaffInput({ email: values.email, password: values.password })
  const env = parseEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' })
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    await migrateDatabase(database)
    const result = await createOrPromoteStaff(database.db, {
      email: values.email,
      password: values.password,
    })
    console.log(`[staff] ${result.created ? 'Created' : 'Promoted'} staff account ${result.email}`)
  } finally {
    await database.close()
  }
}

main().catch((error) => {
  console.error(
    error instanceof EnvError || error instanceof StaffInputError ? error.message : error,
  )
  process.exit(1)
})
