/**
 * A small in-process cache: values expire after `ttlMs`, the oldest entries go when `max` is
 * reached, and concurrent misses for one key share one computation. Per instance by design: it
 * only holds what can be recomputed, so several instances never disagree for longer than ttlMs.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly max = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return compute()
    const hit = this.entries.get(key)
    if (hit && hit.expires > this.now()) return hit.value
    this.entries.delete(key)
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string)
    const value = compute()
    this.entries.set(key, { expires: this.now() + this.ttlMs, value })
    // A failed computation is not remembered.
    value.catch(() => this.entries.delete(key))
    return value
  }
}
