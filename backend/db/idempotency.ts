/**
 * One-time keys (docs/product-rules.md#one-time-keys): a create call sent again with the same key
 * (a double submit, a retry after a slow network, the browser's resend) answers what the first
 * answered and creates nothing more.
 *
 * The key is claimed in the transaction that creates, so a refused create (rolled back) leaves no
 * claim behind and the key may be sent again. A second request with the key waits in its claim
 * for the first to commit (PostgreSQL's ON CONFLICT waits for the row's inserter), then reads the
 * first answer. Checkout claims its key inside its one order statement
 * (orders/create-order.service.ts) and shares the rest of this file.
 */
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { IDEMPOTENCY_MESSAGES } from '../contract/idempotency.ts'
import { ApiError } from '../http/api-error.ts'
import type { Executor, Transaction } from './database.ts'
import { queryRows } from './query.ts'

/**
 * Whose key, the key, and what the request asks (stored as a hash: the same key with another
 * request is refused). Each kind of request names itself in `request`, so a key sent to two
 * different calls counts as two different requests.
 */
export type OnceKey = { userId: number; key: string; request: unknown }

export const requestHash = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('base64url')

/** The key's row: what its first request answered and asked. */
export async function earlierAnswer<T>(db: Executor, userId: number, key: string) {
  const [row] = await queryRows<{ answer: T | null; request_hash: string | null }>(
    db,
    sql`select answer, request_hash from idempotency_keys where user_id = ${userId} and key = ${key}`,
  )
  return row
}

/**
 * Runs `create` once per key, in `tx` (the transaction that writes what it creates); without a
 * key it just runs. The answer must be plain JSON (what the API answers): a repeat reads it back.
 */
export async function once<T>(
  tx: Transaction,
  key: OnceKey | undefined,
  create: () => Promise<T>,
): Promise<{ answer: T; created: boolean }> {
  if (!key) return { answer: await create(), created: true }
  const hash = requestHash(key.request)
  const claimed = await queryRows(
    tx,
    sql`insert into idempotency_keys (user_id, key, request_hash) values (${key.userId}, ${key.key}, ${hash})
        on conflict (user_id, key) do nothing returning 1 as claimed`,
  )
  if (!claimed.length) {
    const earlier = await earlierAnswer<T>(tx, key.userId, key.key)
    if (!earlier?.answer || earlier.request_hash !== hash)
      throw new ApiError(422, { detail: IDEMPOTENCY_MESSAGES.formAlreadyUsed })
    return { answer: earlier.answer, created: false }
  }
  const answer = await create()
  await queryRows(
    tx,
    sql`update idempotency_keys set answer = ${JSON.stringify(answer)}::jsonb
        where user_id = ${key.userId} and key = ${key.key}`,
  )
  return { answer, created: true }
}
