/**
 * Hot read queries as named prepared statements: PostgreSQL parses each distinct SQL text once
 * per connection instead of on every request. Plans stay custom (plan_cache_mode is set to
 * force_custom_plan in createPool), because search and filter values differ wildly in how many
 * rows they match. Values are always parameters, so the number of distinct texts stays small.
 */
import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Executor } from './database.ts'

const dialect = new PgDialect()
const names = new Map<string, string>()

function statementName(text: string) {
  let name = names.get(text)
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
    if (names.size < 10_000) names.set(text, name)
  }
  return name
}

/**
 * Rows of a query, on the root database (as a named prepared statement) or inside a transaction
 * (through the transaction's own connection, so the query sees and joins its uncommitted work).
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  if (!('$client' in db)) {
    const result = await db.execute(query)
    return result.rows as T[]
  }
  const { sql: text, params } = dialect.sqlToQuery(query)
  const result = await db.$client.query({ name: statementName(text), text, values: params })
  return result.rows as T[]
}
