/**
 * A form's one-time key (docs/product-rules.md#one-time-keys): each load of a form that creates
 * something (checkout, a news article, a new product, an order message or reply) carries a fresh
 * key in a hidden field, and its action sends it as the API's Idempotency-Key. The same form sent
 * twice (a double tap without JS, a retry, the browser's resend after Back) makes one thing and
 * answers as the first did; a freshly loaded form makes another.
 */
import { IDEMPOTENCY_KEY } from '#backend/contract/idempotency.ts'

export const ONCE_KEY_FIELD = 'idempotency_key'

/** A key for a form being loaded (Web Crypto: Node and the browser alike). */
export const newOnceKey = () => crypto.randomUUID()

/** The key a posted form carries, or null: the action answers t.errors.formExpired. */
export function onceKeyOf(form: FormData): string | null {
  const key = form.get(ONCE_KEY_FIELD)
  // The API's own rule for a key (ours are UUIDs): anything else (an edited page) is an expired form.
  return typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : null
}
