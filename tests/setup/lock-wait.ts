/**
 * For tests of what a request does while another transaction holds a row: resolves once some
 * query of this test database waits for a row lock (the request has reached the held row).
 */
import { sql } from 'drizzle-orm'
import type { Executor } from '#backend/db/database.ts'
import { queryRows } from '#backend/db/query.ts'

export async function untilALockIsAwaited(db: Executor, timeoutMs = 5000) {
  const waiting = async () =>
    (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`))[0]!.n
  for (let waited = 0; (await waiting()) === 0; waited += 20) {
    if (waited > timeoutMs) throw new Error('no query waited for a row lock')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
