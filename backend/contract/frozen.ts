/**
 * Answers shared between requests are frozen, all the way down: the per-instance caches of shop
 * data (backend/lib/change-feed.ts) and the storefront's copy of each shared catalogue answer
 * (app/lib/api/shared-answers.server.ts) hand the same object to every request, so nothing may
 * change it, and whatever is made from a frozen object (its JSON text, a card's HTML) can be kept
 * beside it for as long as it lives (issue 13).
 */

/** `value` with every object and array in it frozen; the same value, returned for chaining. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  return value
}

const derivedValues = new WeakMap<object, Map<string, unknown>>()

/**
 * What `make()` gives for a frozen `source` and `key`, made once and kept (frozen itself, being
 * shared in turn) as long as `source` lives; made anew each time for an object that is not frozen
 * (it may still change). `make` must read nothing but `source` and what `key` names.
 */
export function derivedFrom<V>(source: object, key: string, make: () => V): V {
  if (!Object.isFrozen(source)) return make()
  let values = derivedValues.get(source)
  if (!values) derivedValues.set(source, (values = new Map()))
  if (values.has(key)) return values.get(key) as V
  const value = deepFreeze(make())
  values.set(key, value)
  return value
}
