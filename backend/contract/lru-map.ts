/**
 * A Map that holds at most `max` entries, forgetting the least recently used first: what both
 * halves keep in memory beside shared answers (parsed query strings, the storefront's shared
 * answers and kept frames) stays bounded whatever addresses are asked for.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>()

  constructor(private readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`an LruMap holds at least one entry, not ${max}`)
  }

  /** The value, now the most recently used; undefined when there is none. */
  get(key: K): V | undefined {
    const value = this.entries.get(key)
    if (value === undefined) return undefined
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  /**
   * The value kept for `key` (now the most recently used), else `make()`'s, kept: for results
   * made once from their key. A kept undefined or null counts as kept.
   */
  remember(key: K, make: () => V): V {
    const value = this.entries.get(key)
    if (value === undefined && !this.entries.has(key)) return this.set(key, make())
    this.entries.delete(key)
    this.entries.set(key, value as V)
    return value as V
  }

  /** Keeps `value` (forgetting the least recently used entry when full) and answers it. */
  set(key: K, value: V): V {
    this.entries.delete(key)
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as K)
    this.entries.set(key, value)
    return value
  }

  get size() {
    return this.entries.size
  }
}
