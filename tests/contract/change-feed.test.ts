/**
 * Cached catalogue and rules reads (backend/lib/change-feed.ts): two shop API instances on one
 * database, each with its own feed, as two servers behind a load balancer would be. A change made
 * through one instance (or straight in the database) reaches the other's answers; the cache
 * really answers from memory while nothing changes; and while an instance cannot hear changes it
 * reads from the database instead.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import type { DatabaseHandle } from '#backend/db/database.ts'
import { createShopApi } from '#backend/app.ts'
import pg from 'pg'
import { ChangeFeed, SHOP_DATA_CHANNEL } from '#backend/lib/change-feed.ts'
import { call, newCustomer, newStaff, pickStore, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let handle: DatabaseHandle
let instanceA: ShopApi
let instanceB: ShopApi
let feedA: ChangeFeed
let feedB: ChangeFeed
let staffToken: string

beforeAll(async () => {
  const first = await useTestShopApi()
  handle = first.handle
  // A waits a second before listening again: long enough to look at it while it is deaf.
  feedA = ChangeFeed.listen(handle.pool.options, { retryMs: 1000 })
  feedB = ChangeFeed.listen(handle.pool.options, { retryMs: 50 })
  await Promise.all([feedA.started(), feedB.started()])
  const deps = { db: handle.db, log: () => {}, auth: { secret: TEST_SECRET } }
  instanceA = createShopApi({ ...deps, changeFeed: feedA })
  instanceB = createShopApi({ ...deps, changeFeed: feedB })
  staffToken = (await newStaff(handle.db)).token
})

afterAll(async () => {
  await feedA.close()
  await feedB.close()
})

const firstProduct = async (api: ShopApi) => (await call(api, 'GET', '/products/?page=1')).body.results[0]
const sql = (text: string, values: unknown[] = []) => handle.pool.query(text, values)
/** Product changes that NOTIFY nothing (both its triggers off): only a cache can keep the old value. */
const silenceProducts = async (silent: boolean) => {
  for (const trigger of ['products_changed', 'products_updated'])
    await sql(`alter table products ${silent ? 'disable' : 'enable'} trigger ${trigger}`)
}
/** After a silent change: an empty update fires the trigger, so every instance forgets what it kept. */
const announceChange = () => sql('update products set price_twd = price_twd where false')

describe('per-instance caches of shop data', () => {
  it('both feeds listen', () => {
    expect(feedA.active).toBe(true)
    expect(feedB.active).toBe(true)
  })

  it('answer from memory while nothing is heard to change', async () => {
    const before = await firstProduct(instanceA)
    const detailPath = `/products/${before.product_code}/`
    expect((await call(instanceA, 'GET', detailPath)).body.price_twd).toBe(before.price_twd)
    // With its trigger off the database changes silently: only a cache keeps the old price.
    await silenceProducts(true)
    try {
      await sql('update products set price_twd = price_twd + 7 where id = $1', [before.id])
      expect((await firstProduct(instanceA)).price_twd).toBe(before.price_twd)
      expect((await call(instanceA, 'GET', detailPath)).body.price_twd).toBe(before.price_twd)
      // An instance that never read the product reads the new price.
      expect((await call(instanceB, 'GET', detailPath)).body.price_twd).toBe(before.price_twd + 7)
    } finally {
      await sql('update products set price_twd = price_twd - 7 where id = $1', [before.id])
      await silenceProducts(false)
      await announceChange()
    }
  })

  it('hand every request the same frozen answer, stringified once (backend/http/keep-json-text.ts)', async () => {
    const path = '/products/?page=1&ordering=-price_jpy'
    // The pages stringified while asking twice: none the second time, unless a change heard from
    // an earlier test emptied the cache in between (then the next pair shows it).
    const stringifiedAgain = async () => {
      await call(instanceA, 'GET', path)
      const stringify = vi.spyOn(JSON, 'stringify')
      try {
        const again = await call(instanceA, 'GET', path)
        expect(again.body.results.length).toBeGreaterThan(0)
        return stringify.mock.calls.filter(([value]) => value !== null && typeof value === 'object' && 'results' in value).length
      } finally {
        stringify.mockRestore()
      }
    }
    await expect.poll(stringifiedAgain, { timeout: 3000 }).toBe(0)
    const cache = feedA.cache<{ list: number[] }>(['products'], 1)
    const kept = await cache.get('k', async () => ({ list: [1, 2] }))
    expect(Object.isFrozen(kept) && Object.isFrozen(kept.list)).toBe(true)
    expect(await cache.get('k', async () => ({ list: [3] }))).toBe(kept)
  })

  it('a staff change on another instance reaches this one (shipping fee)', async () => {
    expect((await call(instanceA, 'GET', '/rules/shipping-fee/')).body).toEqual({ value: 288 })
    const put = await call(instanceB, 'PUT', '/staff/rules/shipping-fee/', { token: staffToken, json: { value: 300 } })
    expect(put.status).toBe(200)
    await expect.poll(async () => (await call(instanceA, 'GET', '/rules/shipping-fee/')).body.value).toBe(300)
    await call(instanceB, 'PUT', '/staff/rules/shipping-fee/', { token: staffToken, json: { value: 288 } })
    await expect.poll(async () => (await call(instanceA, 'GET', '/rules/shipping-fee/')).body.value).toBe(288)
  })

  it('a product change reaches the list, the detail and search on every instance', async () => {
    const product = await firstProduct(instanceA)
    const searchFor = `/search/?q=${encodeURIComponent(product.card_number)}`
    const searched = async (api: ShopApi) =>
      (await call(api, 'GET', searchFor)).body.hits.find((h: { id: number }) => h.id === product.id)?.price_twd
    expect(await searched(instanceA)).toBe(product.price_twd)
    expect((await call(instanceB, 'GET', `/products/${product.product_code}/`)).body.price_twd).toBe(product.price_twd)

    await sql('update products set price_twd = $2 where id = $1', [product.id, product.price_twd + 11])
    for (const api of [instanceA, instanceB]) {
      await expect.poll(async () => (await firstProduct(api)).price_twd).toBe(product.price_twd + 11)
      await expect.poll(async () => (await call(api, 'GET', `/products/${product.product_code}/`)).body.price_twd).toBe(product.price_twd + 11)
      await expect.poll(() => searched(api)).toBe(product.price_twd + 11)
    }
    await sql('update products set price_twd = $2 where id = $1', [product.id, product.price_twd])
    for (const api of [instanceA, instanceB]) await expect.poll(async () => (await firstProduct(api)).price_twd).toBe(product.price_twd)
  })

  it('a staff change on another instance refreshes the cached filter options', async () => {
    const rarities = async (api: ShopApi) => (await call(api, 'GET', '/options/rarities/')).body as string[]
    const combined = async (api: ShopApi) => (await call(api, 'GET', '/options/')).body.rarity as string[]
    // The rarity with the fewest listed products: staff delist them all, and it is no choice any more.
    const { rows } = await sql(
      `select rarity, array_agg(product_code) as codes from products where is_active group by rarity order by count(*), rarity limit 1`,
    )
    const { rarity, codes } = rows[0] as { rarity: string; codes: string[] }
    expect(await rarities(instanceA)).toContain(rarity)
    expect(await combined(instanceA)).toContain(rarity)

    // A keeps what it read: a silent change (trigger off) does not reach its answer.
    await silenceProducts(true)
    try {
      await sql('update products set is_active = false where product_code = any($1)', [codes])
      expect(await rarities(instanceA)).toContain(rarity)
    } finally {
      await sql('update products set is_active = true where product_code = any($1)', [codes])
      await silenceProducts(false)
    }

    const setListed = async (listed: boolean) => {
      for (const code of codes) {
        const patch = await call(instanceB, 'PATCH', `/staff/products/${code}/`, { token: staffToken, json: { is_active: listed } })
        expect(patch.status).toBe(200)
      }
    }
    await setListed(false)
    await expect.poll(() => rarities(instanceA)).not.toContain(rarity)
    expect(await combined(instanceA)).not.toContain(rarity)
    await setListed(true)
    await expect.poll(() => rarities(instanceA)).toContain(rarity)
    expect(await combined(instanceA)).toContain(rarity)
  })

  it('the instance that made a change shows it at once, without waiting for the notification', async () => {
    const fee = async (api: ShopApi) => (await call(api, 'GET', '/rules/shipping-fee/')).body.value
    expect([await fee(instanceA), await fee(instanceB)]).toEqual([288, 288])
    // No notification at all: only B's own forgetting can show B the new fee; A keeps its copy.
    await sql('alter table rules disable trigger rules_changed')
    try {
      const put = await call(instanceB, 'PUT', '/staff/rules/shipping-fee/', { token: staffToken, json: { value: 299 } })
      expect(put.status).toBe(200)
      expect(await fee(instanceB)).toBe(299)
      expect(await fee(instanceA)).toBe(288)
      await call(instanceB, 'PUT', '/staff/rules/shipping-fee/', { token: staffToken, json: { value: 288 } })
    } finally {
      await sql('alter table rules enable trigger rules_changed')
      await sql('update rules set value = value where false')
    }
    await expect.poll(() => fee(instanceA)).toBe(288)
  })

  it('an order forgets the stock it changed at once, and keeps the rules it did not touch', async () => {
    const fee = async (api: ShopApi) => (await call(api, 'GET', '/rules/shipping-fee/')).body.value
    const buyer = await newCustomer(handle.db)
    await pickStore(instanceB, buyer.token)
    const product = (await call(instanceB, 'GET', '/products/?page=1')).body.results.find((p: { internal_stock: number }) => p.internal_stock > 1)
    const stock = async () => (await call(instanceB, 'GET', `/products/${product.product_code}/`)).body.internal_stock
    expect(await fee(instanceB)).toBe(288)
    const before = await stock()
    // No notifications: what B shows after the order is what B itself kept or forgot.
    await sql('alter table rules disable trigger rules_changed')
    await silenceProducts(true)
    try {
      await sql("update rules set value = '301'::jsonb where key = $1", ['shipping_fee'])
      const order = await call(instanceB, 'POST', '/orders/', {
        token: buyer.token,
        json: {
          recipient_name: '陳小華',
          recipient_phone: '0912345678',
          recipient_email: 'buyer@example.tw',
          store_id: '131386',
          store_name: '鑫忠孝門市',
          items: [{ product_code: product.product_code, quantity: 1 }],
        },
      })
      expect(order.status).toBe(201)
      expect(await stock()).toBe(before - 1)
      // Still the copy B read before the order: the order did not drop the rules' cache.
      expect(await fee(instanceB)).toBe(288)
    } finally {
      await sql("update rules set value = '288'::jsonb where key = $1", ['shipping_fee'])
      await sql('alter table rules enable trigger rules_changed')
      await silenceProducts(false)
      await sql('update rules set value = value where false')
      await announceChange()
    }
  })

  it('an update of how many are left notifies "stock"; anything else, selling out included, "products"', async () => {
    const listener = new pg.Client(handle.pool.options)
    await listener.connect()
    const heard: string[] = []
    listener.on('notification', (message) => heard.push(message.payload ?? ''))
    await listener.query(`LISTEN ${SHOP_DATA_CHANNEL}`)
    const { id, internal_stock: stock } = (
      await sql('select id, internal_stock from products where is_active and internal_stock > 1 order by id limit 1')
    ).rows[0] as { id: number; internal_stock: number }
    const after = async (statement: string) => {
      heard.length = 0
      await sql(statement, [id])
      await expect.poll(() => heard.length).toBeGreaterThan(0)
      return heard[0]
    }
    try {
      expect(await after('update products set internal_stock = internal_stock - 1, updated_at = now() where id = $1')).toBe('stock')
      expect(await after('update products set internal_stock = internal_stock + 1 where id = $1')).toBe('stock')
      expect(await after('update products set price_twd = price_twd + 1 where id = $1')).toBe('products')
      expect(await after('update products set price_twd = price_twd - 1 where id = $1')).toBe('products')
      expect(await after('update products set internal_stock = 0 where id = $1')).toBe('products')
      expect(await after(`update products set internal_stock = ${stock} where id = $1`)).toBe('products')
      expect(await after('update products set internal_stock = internal_stock where id = $1 and false')).toBe('products')
    } finally {
      await sql(`update products set internal_stock = ${stock} where id = $1`, [id])
      await listener.end()
    }
  })

  it('an order that leaves its products in stock keeps search rankings everywhere; selling one out re-ranks', async () => {
    const [p, q] = (
      await sql(`select id, product_code, card_number, search_text, internal_stock from products
                 where is_active and internal_stock > 1 order by id limit 2`)
    ).rows as Array<{ id: number; product_code: string; card_number: string; search_text: string; internal_stock: number }>
    const hits = async () =>
      (await call(instanceA, 'GET', `/search/?q=${encodeURIComponent(p!.card_number)}`)).body.estimatedTotalHits as number
    const stockOfQ = async () => (await call(instanceA, 'GET', `/products/${q!.product_code}/`)).body.internal_stock as number
    const before = await hits()
    expect(before).toBeGreaterThan(0)
    expect(await stockOfQ()).toBe(q!.internal_stock)
    // p silently stops matching the query: only a ranking A kept still counts it.
    await silenceProducts(true)
    await sql(`update products set search_text = 'no-match' where id = $1`, [p!.id])
    await silenceProducts(false)
    try {
      // What an order does: one fewer of q, still in stock.
      await sql('update products set internal_stock = internal_stock - 1 where id = $1', [q!.id])
      await expect.poll(stockOfQ).toBe(q!.internal_stock - 1)
      expect(await hits()).toBe(before)
      // q sells out: rankings change (sold-out last), so A ranks again and p's change shows.
      await sql('update products set internal_stock = 0 where id = $1', [q!.id])
      await expect.poll(hits).toBe(before - 1)
    } finally {
      await silenceProducts(true)
      await sql('update products set search_text = $2 where id = $1', [p!.id, p!.search_text])
      await sql('update products set internal_stock = $2 where id = $1', [q!.id, q!.internal_stock])
      await silenceProducts(false)
      await announceChange()
    }
  })

  it('read from the database while the listener is lost, and cache again once it is back', async () => {
    const before = await firstProduct(instanceA)
    await sql(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    )
    await expect.poll(() => feedA.active).toBe(false)
    await silenceProducts(true)
    try {
      await sql('update products set price_twd = price_twd + 5 where id = $1', [before.id])
      // Not listening: no cache, so even a silent change shows at once.
      expect(feedA.active).toBe(false)
      expect((await firstProduct(instanceA)).price_twd).toBe(before.price_twd + 5)
    } finally {
      await sql('update products set price_twd = price_twd - 5 where id = $1', [before.id])
      await silenceProducts(false)
      await announceChange()
    }
    await expect.poll(() => feedA.active && feedB.active, { timeout: 5000 }).toBe(true)
    expect((await firstProduct(instanceA)).price_twd).toBe(before.price_twd)
  })
})
