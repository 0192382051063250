/**
 * Shop data every visitor reads and only staff or orders change (products, cards, images, news,
 * rules) is kept in memory per instance, and dropped the moment any instance changes it: the
 * statement triggers of migration 0007 NOTIFY `shop_data_changed` with the table's name at
 * commit (or 'stock' for an order's kind of update, migration 0011), and one connection per
 * instance LISTENs for it.
 *
 * Correctness comes first: while that connection is not listening (starting, lost, closed)
 * nothing is cached and every read goes to the database, so a notification missed during an
 * outage can never leave stale data behind. A read that was under way when its table changed is
 * answered but not kept. Entries also expire after a minute, the API's own Cache-Control. A kept
 * value is frozen (contract/frozen.ts): every request is handed the same object.
 *
 * An entry that expired by age alone, within the minute after, is still answered while one read
 * refreshes it: a change would have dropped it, so it is as good as the refresh will be. Expired
 * entries read afresh while every request waited made the shop stall once a minute per popular
 * page: a search read again after its minute answered its first requests in 300-400 ms under
 * load, where 90 ms was usual (issue 13). A refresh that fails drops the entry (the next request
 * reads afresh); one overtaken by a change is not kept, as any read.
 */
import pg from 'pg'
import { deepFreeze } from '../contract/frozen.ts'

export const SHOP_DATA_CHANNEL = 'shop_data_changed'

/**
 * What a notification names: a table, or 'stock' for an update of products that changed only how
 * many are left and left each of them in stock or sold out as it was (an order, migration 0011).
 */
export type ShopTable = 'products' | 'cards' | 'product_images' | 'news' | 'rules' | 'stock'

/** Every table a product's JSON is built from. */
export const CATALOGUE_TABLES: readonly ShopTable[] = ['products', 'cards', 'product_images']

/**
 * For a cache whose answers show how many of a product are left (lists, details, search hits).
 * Rankings, counts and suggestions depend only on in stock or not, and are kept through an order.
 */
export const CATALOGUE_WITH_STOCK: readonly ShopTable[] = [...CATALOGUE_TABLES, 'stock']

type Options = {
  log?: (message: string) => void
  /** First wait before reconnecting a lost listener; doubles up to 30 s. */
  retryMs?: number
}

export class ChangeFeed {
  private client: pg.Client | undefined
  private listening = false
  private closed = false
  private retryMs: number
  private retryTimer: NodeJS.Timeout | undefined
  private readonly caches = new Set<FeedCache<unknown>>()
  private readonly log: (message: string) => void
  private readonly ready: Promise<void>

  private constructor(
    private readonly connectionConfig: pg.ClientConfig | undefined,
    private readonly options: Options,
  ) {
    this.log = options.log ?? (() => {})
    this.retryMs = options.retryMs ?? 1000
    this.ready = connectionConfig ? this.listen() : Promise.resolve()
  }

  /** A feed listening on the database behind `config` (e.g. the pool's own options). */
  static listen(config: pg.ClientConfig, options: Options = {}) {
    return new ChangeFeed(config, options)
  }

  /** A feed that never listens: its caches never keep anything (tests, an API without a database of its own). */
  static off() {
    return new ChangeFeed(undefined, {})
  }

  /** True while changes are being heard, i.e. while caches may keep what they read. */
  get active() {
    return this.listening
  }

  /** Resolves once the first attempt to listen has finished (listening or not). */
  started() {
    return this.ready
  }

  /** A cache emptied whenever one of `tables` changes; at most `max` entries, least recently used go first. */
  cache<V>(tables: readonly ShopTable[], max: number, ttlMs = 60_000): FeedCache<V> {
    const cache = new FeedCache<V>(this, tables, max, ttlMs)
    this.caches.add(cache as FeedCache<unknown>)
    return cache
  }

  /**
   * Drops everything cached here now, after this instance changed shop data itself: its own next
   * read must not wait for the notification to come back (read-your-writes for staff and orders).
   */
  forgetAll() {
    for (const cache of this.caches) cache.clear()
  }

  /** As forgetAll, for a change that touched only `tables` (an order changes stock, never the rules). */
  forget(tables: readonly ShopTable[]) {
    for (const cache of this.caches) if (cache.tables.some((table) => tables.includes(table))) cache.clear()
  }

  async close() {
    this.closed = true
    clearTimeout(this.retryTimer)
    this.stopListening()
    await this.client?.end().catch(() => {})
  }

  private async listen() {
    const client = new pg.Client(this.connectionConfig)
    this.client = client
    client.on('notification', (message) => {
      if (message.channel === SHOP_DATA_CHANNEL) this.changed(message.payload ?? '')
    })
    client.on('error', (error) => this.lost(client, error.message))
    client.on('end', () => this.lost(client, 'connection ended'))
    try {
      await client.connect()
      await client.query(`LISTEN ${SHOP_DATA_CHANNEL}`)
      if (this.closed || this.client !== client) return
      // Whatever changed before this moment was never cached: every cache starts empty.
      this.forgetAll()
      this.listening = true
      this.retryMs = this.options.retryMs ?? 1000
    } catch (error) {
      this.lost(client, error instanceof Error ? error.message : String(error))
    }
  }

  private lost(client: pg.Client, reason: string) {
    if (this.client !== client) return
    this.client = undefined
    this.stopListening()
    client.end().catch(() => {})
    if (this.closed) return
    this.log(`[cache] not listening for shop data changes (${reason}); reading from the database until back`)
    clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(() => void this.listen(), this.retryMs)
    this.retryTimer.unref()
    this.retryMs = Math.min(this.retryMs * 2, 30_000)
  }

  private stopListening() {
    this.listening = false
    this.forgetAll()
  }

  private changed(table: string) {
    this.forget([table as ShopTable])
  }
}

type Entry<V> = { expires: number; value: Promise<V>; refreshing?: boolean }

export class FeedCache<V> {
  private readonly entries = new Map<string, Entry<V>>()

  constructor(
    private readonly feed: ChangeFeed,
    readonly tables: readonly ShopTable[],
    private readonly max: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached value, or `compute()`'s (shared by concurrent misses of one key). An entry past its
   * time by less than another TTL is answered as it is while `compute()` refreshes it.
   */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    if (!this.feed.active) return compute()
    const hit = this.entries.get(key)
    const now = this.now()
    if (hit && hit.expires + this.ttlMs > now) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key)
      this.entries.set(key, hit)
      if (hit.expires <= now && !hit.refreshing) this.refresh(key, hit, compute)
      return hit.value
    }
    this.entries.delete(key)
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string)
    // Frozen: every request gets this very object, and may keep what it makes of it (contract/frozen.ts).
    const entry = { expires: this.now() + this.ttlMs, value: compute().then(deepFreeze) }
    this.entries.set(key, entry)
    // A failed read is not remembered; clear() drops a read still under way with the rest.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    return entry.value
  }

  clear() {
    this.entries.clear()
  }

  /** Replaces `stale` with `compute()`'s value once it is read, unless a change dropped `stale` meanwhile. */
  private refresh(key: string, stale: Entry<V>, compute: () => Promise<V>) {
    stale.refreshing = true
    const value = compute().then(deepFreeze)
    value.then(
      () => {
        if (this.entries.get(key) === stale) this.entries.set(key, { expires: this.now() + this.ttlMs, value })
      },
      () => {
        if (this.entries.get(key) === stale) this.entries.delete(key)
      },
    )
  }
}
