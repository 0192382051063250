/**
 * (In contract/ because storefront and API both need it.) Reading a plain object with a key that came from a request: only the object's own keys count.
 * `labels['__proto__']` or `labels['toString']` would otherwise return Object.prototype or a
 * function, and rendering or calling that crashes the request (a 500 instead of 'unknown value').
 */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string | number): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

/** An empty record without a prototype, for collecting values under request-given keys. */
export function emptyRecord<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>
}
