/**
 * A form's one-time key (docs/product-rules.md#one-time-keys): each load of a form that creates
 * something (checkout, a news article, a new product, an order message or reply) carries a fresh
 * key in a hidden field, and its action sends it as the API's Idempotency-Key. The same form sent
 * twice (a double tap without JS, a retry, the browser's resend after Back) makes one thing and
 * answers as the first did; a freshly loaded form makes another.
 */
export const ONCE_KEY_FIELD = 'idempotency_key'

/** Ours are UUIDs; anything else (an edited page) is refused as an expired form. */
const FORM_KEY = /^[A-Za-z0-9-]{16,64}$/

/** A key for a form being loaded (Web Crypto: Node and the browser alike). */
export const newOnceKey = () => crypto.randomUUID()

/** The key a posted form carries, or null: the action answers t.errors.formExpired. */
export function onceKeyOf(form: FormData): string | null {
  const key = form.get(ONCE_KEY_FIELD)
  return typeof key === 'string' && FORM_KEY.test(key) ? key : null
}
