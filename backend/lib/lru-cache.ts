/**
 * A least-recently-used cache bounded by total size (e.g. bytes of rendered images), for values
 * that are expensive to make and never go stale because their key names their content.
 * Concurrent misses for one key share one computation; a failed computation is not kept.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { size: number; value: Promise<V> }>()
  private total = 0

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get size() {
    return this.total
  }

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key)
    if (hit) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.value
    }
    const entry = { size: 0, value: compute() }
    this.entries.set(key, entry)
    entry.value.then(
      (value) => {
        if (this.entries.get(key) !== entry) return
        entry.size = this.sizeOf(value)
        this.total += entry.size
        this.evict()
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key)
      },
    )
    return entry.value
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxSize) return
      this.entries.delete(key)
      this.total -= entry.size
    }
  }
}
