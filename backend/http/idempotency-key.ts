/** Reads the optional Idempotency-Key header of a create call (docs/product-rules.md#one-time-keys). */
import type { Context } from 'hono'
import type { AuthEnv } from '../auth/middleware.ts'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY, IDEMPOTENCY_MESSAGES } from '../contract/idempotency.ts'
import type { OnceKey } from '../db/idempotency.ts'
import { badRequest } from './api-error.ts'

/** The key, or undefined when the client sent none (the call then creates every time, as before). */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER)
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.badKey)
  return key
}

/**
 * The caller's key for a create asking `request` (parsed, so the same form sent again hashes
 * alike; it names its kind of call first), for db/idempotency.ts `once`.
 */
export function onceKeyOf(c: Context<AuthEnv>, request: unknown): OnceKey | undefined {
  const key = idempotencyKeyOf(c)
  return key === undefined ? undefined : { userId: c.get('user').id, key, request }
}
