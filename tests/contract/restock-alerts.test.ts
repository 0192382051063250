/**
 * Contract of /api/v1/me/restock-alerts/ (issue 12) and of the restocks that fire the alerts:
 * who may ask for what, that nobody sees another's alerts, and that each way stock comes back
 * (staff editor, CSV import, relisting, an order cancel) mails every waiting customer exactly once.
 */
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { MAX_RESTOCK_ALERTS, restockAlertListSchema, restockAlertSchema } from '#backend/contract/restock-alerts.ts'
import type { Database } from '#backend/db/database.ts'
import { products, restockAlerts } from '#backend/db/schema.ts'
import type { MailMessage } from '#backend/notify/notifier.ts'
import { insertProducts } from '#tests/setup/catalogue-fixtures.ts'
import { call, newCustomer, newStaff, pickStore, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

const PUBLIC_URL = 'https://shop.example.tw'
let api: ShopApi
let db: Database
let staff: Awaited<ReturnType<typeof newStaff>>
const mails: MailMessage[] = []

beforeAll(async () => {
  const notifier = { sendSms: async () => {}, sendMail: async (m: MailMessage) => void mails.push(m) }
  const { api: a, handle } = await useTestShopApi({ auth: { secret: TEST_SECRET, notifier, publicUrl: PUBLIC_URL } })
  api = a
  db = handle.db
  staff = await newStaff(db)
})

type Customer = Awaited<ReturnType<typeof newCustomer>> & { email: string }
async function customer(): Promise<Customer> {
  const c = await newCustomer(db)
  const [row] = await db.execute<{ email: string }>(sql`select email from users where id = ${c.id}`).then((r) => r.rows)
  return { ...c, email: row!.email }
}

let serial = 0
/** A product of this test file's own, with the given stock. */
async function product(stock: number, name = '測試卡') {
  serial += 1
  const [p] = await insertProducts(db, [{ baseName: `${name}${serial}`, cardNumber: `RSTK-JP${String(serial).padStart(3, '0')}`, stock }])
  return { code: p!.productCode, id: p!.id, name: `${name}${serial}` }
}

const ask = (who: Customer, code: string) => call(api, 'POST', '/me/restock-alerts/', { token: who.token, json: { product_code: code } })
const remove = (who: Customer, code: string) => call(api, 'DELETE', `/me/restock-alerts/${code}/`, { token: who.token })
const list = async (who: Customer) => {
  const r = await call(api, 'GET', '/me/restock-alerts/', { token: who.token })
  expect(r.status, r.text).toBe(200)
  return restockAlertListSchema.parse(r.body)
}
const edit = async (code: string, json: Record<string, unknown>) => {
  const r = await call(api, 'PATCH', `/staff/products/${code}/`, { token: staff.token, json })
  expect(r.status, r.text).toBe(200)
}
async function importCsv(csv: string, dryRun = false) {
  const form = new FormData()
  form.append('csv', csv)
  if (dryRun) form.append('dry_run', '1')
  const response = await api.request('http://shop.test/api/v1/staff/products/import', { method: 'POST', headers: staff.auth, body: form })
  expect(response.status, await response.clone().text()).toBe(200)
}
/** Mails go out after the answer; give them a moment. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
const mailsTo = (who: Customer) => mails.filter((m) => m.to === who.email)

describe('asking for a restock alert', () => {
  it('needs a login', async () => {
    const p = await product(0)
    expect((await call(api, 'GET', '/me/restock-alerts/')).status).toBe(401)
    expect((await call(api, 'POST', '/me/restock-alerts/', { json: { product_code: p.code } })).status).toBe(401)
    expect((await call(api, 'DELETE', `/me/restock-alerts/${p.code}/`)).status).toBe(401)
  })

  it('takes a sold-out product once, however often it is asked, and lists it as waiting', async () => {
    const me = await customer()
    const p = await product(0)
    const first = await ask(me, p.code.toLowerCase())
    expect(first.status, first.text).toBe(201)
    expect(restockAlertSchema.parse(first.body)).toMatchObject({ product_code: p.code, base_name: p.name, status: 'waiting', notified_at: null })
    expect(restockAlertSchema.parse(first.body).image_url).toContain(p.code)
    const again = await ask(me, p.code)
    expect(again.status, again.text).toBe(200)
    const mine = await list(me)
    expect(mine.count).toBe(1)
    expect(mine.results.map((a) => a.product_code)).toEqual([p.code])
  })

  it('refuses products in stock, delisted or unknown, and bad input, in Chinese', async () => {
    const me = await customer()
    const inStock = await product(2)
    const delisted = await product(0)
    await db.update(products).set({ isActive: false }).where(eq(products.id, delisted.id))
    const r = await ask(me, inStock.code)
    expect(r.status).toBe(400)
    expect(r.body.detail).toBe('這件商品目前還有庫存，可以直接加入購物車，不需要到貨通知。')
    expect((await ask(me, delisted.code)).body).toEqual({ detail: '找不到這件商品，可能已經下架。' })
    expect((await ask(me, 'NO-SUCH-CARD')).status).toBe(404)
    expect((await ask(me, '<script>')).body).toEqual({ product_code: ['商品編號格式不正確。'] })
    const empty = await call(api, 'POST', '/me/restock-alerts/', { token: me.token, json: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.product_code[0]).toMatch(/[\u4e00-\u9fff]/)
    expect((await call(api, 'POST', '/me/restock-alerts/', { token: me.token, json: '{' })).status).toBe(400)
    expect((await remove(me, 'bad%20code')).status).toBe(400)
    expect((await list(me)).count).toBe(0)
  })

  it('keeps each customer’s alerts their own: another can neither see nor remove them', async () => {
    const me = await customer()
    const other = await customer()
    const p = await product(0)
    expect((await ask(me, p.code)).status).toBe(201)
    expect((await list(other)).count).toBe(0)
    expect((await remove(other, p.code)).status).toBe(204)
    expect((await list(me)).count).toBe(1)
    expect((await remove(me, p.code)).status).toBe(204)
    expect((await remove(me, p.code)).status).toBe(204)
    expect((await list(me)).count).toBe(0)
  })

  it(`caps a customer at ${MAX_RESTOCK_ALERTS} alerts`, async () => {
    const me = await customer()
    const held = await db.select({ id: products.id }).from(products).limit(MAX_RESTOCK_ALERTS)
    await db.insert(restockAlerts).values(held.map((p) => ({ userId: me.id, productId: p.id })))
    const p = await product(0)
    const r = await ask(me, p.code)
    expect(r.status).toBe(400)
    expect(r.body.detail).toBe(`到貨通知最多 ${MAX_RESTOCK_ALERTS} 項，請先到「到貨通知」頁刪除不需要的項目。`)
  })
})

describe('a restock', () => {
  it('by the staff editor mails each waiting customer once, with the product and its link, and ends the alert', async () => {
    const [a, b, gone] = [await customer(), await customer(), await customer()]
    const p = await product(0, '青眼白龍')
    for (const who of [a, b, gone]) expect((await ask(who, p.code)).status).toBe(201)
    expect((await remove(gone, p.code)).status).toBe(204)

    await edit(p.code, { internal_stock: 3 })
    await settle()
    for (const who of [a, b]) {
      const sent = mailsTo(who)
      expect(sent).toHaveLength(1)
      expect(sent[0]!.subject).toBe(`到貨通知：${p.name} 已補貨`)
      expect(sent[0]!.text).toContain(p.name)
      expect(sent[0]!.text).toContain(`${PUBLIC_URL}/products/1/detail/${p.code}`)
      expect((await list(who)).results[0]).toMatchObject({ product_code: p.code, status: 'notified', internal_stock: 3 })
    }
    expect(mailsTo(gone)).toHaveLength(0)

    // More stock, a price change, sold out and back again: the alerts already fired, nothing more.
    await edit(p.code, { internal_stock: 5, price_twd: 300 })
    await edit(p.code, { internal_stock: 0 })
    await edit(p.code, { internal_stock: 2 })
    await settle()
    expect(mailsTo(a)).toHaveLength(1)
    expect(mailsTo(b)).toHaveLength(1)
  })

  it('racing restocks mail once; asking while a restock commits is either refused or mailed, never lost', async () => {
    const me = await customer()
    const p = await product(0)
    await ask(me, p.code)
    const patch = (stock: number) => call(api, 'PATCH', `/staff/products/${p.code}/`, { token: staff.token, json: { internal_stock: stock } })
    const racing = await Promise.all([patch(3), patch(4), patch(5)])
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200])
    await settle()
    expect(mailsTo(me)).toHaveLength(1)

    for (let round = 0; round < 5; round++) {
      const other = await customer()
      const q = await product(0)
      const [asked] = await Promise.all([ask(other, q.code), edit(q.code, { internal_stock: 2 })])
      await settle()
      if (asked.status === 201) expect(mailsTo(other)).toHaveLength(1)
      else {
        expect(asked.status).toBe(400)
        expect(mailsTo(other)).toHaveLength(0)
      }
      // Whatever the order, no alert is left waiting on a product that can be bought.
      expect((await list(other)).results.filter((x) => x.status === 'waiting')).toEqual([])
    }
  })

  it('re-arms an alert asked for again after it fired, for the next restock only', async () => {
    const me = await customer()
    const p = await product(0)
    await ask(me, p.code)
    await edit(p.code, { internal_stock: 1 })
    await edit(p.code, { internal_stock: 0 })
    const again = await ask(me, p.code)
    expect(again.status).toBe(201)
    expect(again.body.status).toBe('waiting')
    expect((await list(me)).count).toBe(1)
    await edit(p.code, { internal_stock: 4 })
    await settle()
    expect(mailsTo(me)).toHaveLength(2)
  })

  it('while delisted mails nobody; listing the product again does', async () => {
    const me = await customer()
    const p = await product(0)
    await ask(me, p.code)
    await edit(p.code, { is_active: false })
    await edit(p.code, { internal_stock: 6 })
    await settle()
    expect(mailsTo(me)).toHaveLength(0)
    expect((await list(me)).results[0]).toMatchObject({ status: 'waiting', is_active: false })
    await edit(p.code, { is_active: true })
    await settle()
    expect(mailsTo(me)).toHaveLength(1)
  })

  it('by CSV import mails once per customer, one mail for all their products; a dry run mails nobody', async () => {
    const [a, b] = [await customer(), await customer()]
    const [p, q] = [await product(0, '黑魔導'), await product(0, '死者蘇生')]
    for (const code of [p.code, q.code]) await ask(a, code)
    await ask(b, q.code)
    const csv = ['product_code,internal_stock', `${p.code},4`, `${q.code},7`].join('\n')
    await importCsv(csv, true)
    await settle()
    expect(mailsTo(a)).toHaveLength(0)
    expect((await list(a)).results.every((x) => x.status === 'waiting')).toBe(true)

    await importCsv(csv)
    await settle()
    expect(mailsTo(a)).toHaveLength(1)
    expect(mailsTo(a)[0]!.subject).toBe('到貨通知：2 件商品已補貨')
    for (const x of [p, q]) expect(mailsTo(a)[0]!.text).toContain(`${PUBLIC_URL}/products/1/detail/${x.code}`)
    expect(mailsTo(b).map((m) => m.subject)).toEqual([`到貨通知：${q.name} 已補貨`])

    // Sold out by import and imported back: the alerts already fired.
    await importCsv(['product_code,internal_stock', `${q.code},0`].join('\n'))
    await importCsv(['product_code,internal_stock', `${q.code},3`].join('\n'))
    await settle()
    expect(mailsTo(a)).toHaveLength(1)
    expect(mailsTo(b)).toHaveLength(1)
  })

  it('by an order cancel giving the last copy back mails the waiting customer', async () => {
    const buyer = await customer()
    const waiting = await customer()
    const p = await product(1)
    await pickStore(api, buyer.token)
    const order = await call(api, 'POST', '/orders/', {
      token: buyer.token,
      json: {
        recipient_name: '陳小華',
        recipient_phone: '0912345678',
        recipient_email: 'cancel-buyer@example.tw',
        store_id: '131386',
        store_name: '鑫忠孝門市',
        items: [{ product_code: p.code, quantity: 1 }],
      },
    })
    expect(order.status, order.text).toBe(201)
    expect((await ask(waiting, p.code)).status).toBe(201)
    const cancelled = await call(api, 'POST', `/staff/orders/${order.body.order_number}/cancel/`, { token: staff.token })
    expect(cancelled.status, cancelled.text).toBe(200)
    await settle()
    expect(mailsTo(waiting)).toHaveLength(1)
    expect(mailsTo(waiting)[0]!.text).toContain(`${PUBLIC_URL}/products/1/detail/${p.code}`)
  })
})
