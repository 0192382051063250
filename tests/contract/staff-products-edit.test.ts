/**
 * Contract of PATCH /api/v1/staff/products/{code} for what staff fix after adding a product: the
 * card's names and description (shared by every product of the card, with a new product's rules)
 * and the pictures (add, reorder, replace, remove; the first is the one the catalogue shows). A
 * picture taken off is no longer served, unless an order line still shows it. Each change is in
 * the audit log.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { desc, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { UPLOADS_PATH } from '#backend/contract/image-variants.ts'
import { CHANGED_BY, changedMeanwhile } from '#backend/contract/stale-edit.ts'
import { editableFields, MAX_IMAGE_BYTES, staffProductSchema, type StaffProduct } from '#backend/contract/staff-products.ts'
import type { DatabaseHandle } from '#backend/db/database.ts'
import { queryRows } from '#backend/db/query.ts'
import { auditLog, cards, products } from '#backend/db/schema.ts'
import { call, newCustomer, newStaff, pickStore, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { untilALockIsAwaited } from '#tests/setup/lock-wait.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let handle: DatabaseHandle
let staff: Awaited<ReturnType<typeof newStaff>>
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-edit-uploads-'))

beforeAll(async () => {
  ;({ api, handle } = await useTestShopApi({ auth: { secret: TEST_SECRET }, uploadsDir }))
  staff = await newStaff(handle.db)
})

/** A real picture of one colour (uploads are read whole by sharp). */
const picture = async (background: string) =>
  new Uint8Array(await sharp({ create: { width: 59, height: 86, channels: 3, background } }).png().toBuffer())

const auditFor = (code: string) => handle.db.select().from(auditLog).where(eq(auditLog.entityId, code)).orderBy(desc(auditLog.id))

const staffProduct = async (code: string) =>
  staffProductSchema.parse((await call(api, 'GET', `/staff/products/${code}`, { token: staff.token })).body)

/** The edit as an upload form: the JSON as `data`, the pictures as `upload` parts. */
async function patchWithFiles(code: string, data: unknown, files: Array<[Uint8Array<ArrayBuffer>, string]>) {
  const form = new FormData()
  form.append('data', JSON.stringify(data))
  for (const [bytes, name] of files) form.append('upload', new File([bytes], name))
  const response = await api.request(`http://shop.test/api/v1/staff/products/${code}`, { method: 'PATCH', headers: staff.auth, body: form })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const patch = (code: string, json: unknown) => call(api, 'PATCH', `/staff/products/${code}`, { token: staff.token, json })

let cardNumbers = 0

/** A new product with one uploaded picture, listed and in stock, of a card of its own (tests rename it). */
async function newProduct(code: string) {
  const form = new FormData()
  const fields = {
    product_code: code, card_number: `EDIT-JP${String(++cardNumbers).padStart(3, '0')}`, rarity: 'SR', condition: 'A', language: 'JP', category: '魔法',
    base_name: 'エディット', name_zh: '編輯', price_jpy: '500', price_twd: '150', internal_stock: '5',
  }
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  form.append('images', new File([await picture('#cc3333')], 'red.png'))
  const response = await api.request('http://shop.test/api/v1/staff/products/', { method: 'POST', headers: staff.auth, body: form })
  expect(response.status).toBe(201)
  return staffProductSchema.parse(await response.json())
}

const ids = (p: StaffProduct) => p.images.map((i) => i.id)
const urls = (p: StaffProduct) => p.images.map((i) => i.image_url)
/** Every file of an upload: the picture and its WebP and JPEG copies. */
const filesOf = (url: string) => fs.readdirSync(uploadsDir).filter((n) => n.startsWith(url.slice(UPLOADS_PATH.length).split('.')[0]!))
const served = async (url: string) => (await api.request(url)).status

describe('PATCH /staff/products/{code}: names and description', () => {
  it('change the card for every product of that card, searchable at once, audited', async () => {
    // A demo card sold as several products (printings, rarities, conditions).
    const [shared] = await queryRows<{ codes: string[] }>(
      handle.db,
      sql`select array_agg(product_code order by id) as codes from products where is_active
          group by card_id having count(*) > 1 order by card_id limit 1`,
    )
    const [code, sibling] = shared!.codes as [string, string]
    const before = await staffProduct(code)
    expect(before.card_product_count).toBe(shared!.codes.length)

    // null (as the product shows a missing name) or '' clears a name.
    const answer = await patch(code, { name_zh: '  修正後的卡名  ', name_en: null, description: '新的卡片說明。' })
    expect(answer.status).toBe(200)
    expect(staffProductSchema.parse(answer.body)).toMatchObject({ name_zh: '修正後的卡名', name_en: null, description: '新的卡片說明。', base_name: before.base_name })
    const shop = await call(api, 'GET', `/products/${sibling}/`)
    expect(shop.body.card).toMatchObject({ name_zh: '修正後的卡名', name_en: null, description: '新的卡片說明。' })
    const search = await call(api, 'GET', `/search/?q=${encodeURIComponent('修正後的卡名')}`)
    expect(search.body.estimatedTotalHits).toBe(shared!.codes.length)
    const [entry] = await auditFor(code)
    expect(entry).toMatchObject({ action: 'product.update', actorId: staff.id })
    expect(entry!.before).toMatchObject({ name_zh: before.name_zh, name_en: before.name_en, description: before.description })
    expect(entry!.after).toMatchObject({ name_zh: '修正後的卡名', name_en: null, description: '新的卡片說明。' })

    // A field left out stays: a price alone keeps the description, and the same names again log nothing.
    expect((await patch(code, { price_twd: before.price_twd + 1 })).body.description).toBe('新的卡片說明。')
    const logged = (await auditFor(code)).length
    expect((await patch(code, { name_zh: '修正後的卡名', description: '新的卡片說明。' })).status).toBe(200)
    expect(await auditFor(code)).toHaveLength(logged)
    await patch(code, { name_zh: before.name_zh ?? '', name_en: before.name_en ?? '', description: before.description, price_twd: before.price_twd })
  })

  it('are refused with a new product’s words; the card number, rarity and condition cannot change', async () => {
    const { product_code: code, card_number } = await newProduct('EDIT-NAMES-1')
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ base_name: '  ' }, 'base_name', '請輸入日文卡名。'],
      [{ name_zh: '龍'.repeat(201) }, 'name_zh', '中文卡名最多 200 個字。'],
      [{ name_en: 'x'.repeat(201) }, 'name_en', '英文卡名最多 200 個字。'],
      [{ description: '說'.repeat(4001) }, 'description', '卡片說明最多 4000 個字。'],
      [{ name_zh: 5 }, 'name_zh', '請輸入中文卡名。'],
    ]
    for (const [json, field, message] of refusals) {
      const answer = await patch(code, json)
      expect(answer.status, field).toBe(400)
      expect(answer.body[field], field).toEqual([message])
    }
    for (const field of ['card_number', 'rarity', 'condition', 'language', 'product_code']) {
      expect((await patch(code, { [field]: 'UR' })).status, field).toBe(400)
    }
    expect(await staffProduct(code)).toMatchObject({ base_name: 'エディット', name_zh: '編輯', card_number, rarity: 'SR', condition: 'A' })
    expect((await auditFor(code)).filter((e) => e.action === 'product.update')).toEqual([])
  })
})

describe('PATCH /staff/products/{code}: pictures', () => {
  it('adds, reorders, replaces and removes pictures; the first is the main one; a removed one is no longer served', async () => {
    const code = 'EDIT-PICS-1'
    const created = await newProduct(code)
    const [red] = urls(created)
    const [blue, green, black] = await Promise.all(['#3366cc', '#33aa55', '#111111'].map(picture))

    // Two new ones after the first.
    const added = await patchWithFiles(code, { images: [ids(created)[0], { upload: 0 }, { upload: 1 }] }, [[blue!, 'blue.png'], [green!, 'green.png']])
    expect(added.status).toBe(200)
    const withThree = staffProductSchema.parse(added.body)
    expect(withThree.images).toHaveLength(3)
    expect(withThree.image_url).toBe(red)
    const [, blueUrl, greenUrl] = urls(withThree)
    expect(await served(blueUrl!)).toBe(200)

    // Green first: the shop's main picture.
    const [redId, blueId, greenId] = ids(withThree)
    const reordered = await patch(code, { images: [greenId, redId, blueId] })
    expect(reordered.status).toBe(200)
    expect(urls(staffProductSchema.parse(reordered.body))).toEqual([greenUrl, red, blueUrl])
    const shop = await call(api, 'GET', `/products/${code}/`)
    expect(shop.body.image_url).toBe(greenUrl)
    expect(shop.body.product_images.map((i: { image_url: string }) => i.image_url)).toEqual([greenUrl, red, blueUrl])

    // Red replaced in its place by black: a new address, so no browser keeps showing the old one.
    expect(filesOf(red!).length).toBeGreaterThan(2)
    const replaced = await patchWithFiles(code, { images: [greenId, { upload: 0 }, blueId] }, [[black!, 'black.png']])
    expect(replaced.status).toBe(200)
    const after = staffProductSchema.parse(replaced.body)
    const blackUrl = urls(after)[1]!
    expect(urls(after)).toEqual([greenUrl, blackUrl, blueUrl])
    expect(blackUrl).not.toBe(red)
    expect(await served(blackUrl)).toBe(200)
    expect(await served(red!)).toBe(404)
    expect(filesOf(red!)).toEqual([])

    // All removed: the drawn card, as for a new product without pictures.
    const none = await patch(code, { images: [] })
    expect(staffProductSchema.parse(none.body).images.map((i) => i.image_url)).toEqual([`/api/v1/media/cards/${code}/front.svg`])
    for (const url of [greenUrl!, blackUrl, blueUrl!]) {
      expect(await served(url), url).toBe(404)
      expect(filesOf(url), url).toEqual([])
    }

    const entries = await auditFor(code)
    expect(entries.map((e) => e.action)).toEqual(['product.update', 'product.update', 'product.update', 'product.update', 'product.create'])
    expect(entries[1]).toMatchObject({ before: { images: [greenUrl, red, blueUrl] }, after: { images: [greenUrl, blackUrl, blueUrl] } })
  })

  it('keeps a removed picture an order line shows', async () => {
    const code = 'EDIT-PICS-2'
    const created = await newProduct(code)
    const shopper = await newCustomer(handle.db)
    await pickStore(api, shopper.token)
    const order = await call(api, 'POST', '/orders/', {
      token: shopper.token,
      json: { recipient_name: '陳小華', recipient_phone: '0912345678', recipient_email: 'buyer@example.tw', store_id: '131386', store_name: '鑫忠孝門市', items: [{ product_code: code, quantity: 1 }] },
    })
    expect(order.status).toBe(201)
    expect((await patchWithFiles(code, { images: [{ upload: 0 }] }, [[await picture('#999999'), 'grey.png']])).status).toBe(200)
    expect(await served(created.image_url!)).toBe(200)
    const mine = await call(api, 'GET', `/me/orders/${order.body.order_number}/`, { token: shopper.token })
    expect(JSON.stringify(mine.body)).toContain(created.image_url)
  })

  it('refuses a file that is not a picture, one too big, too many, and lists that do not fit; nothing changes', async () => {
    const code = 'EDIT-PICS-3'
    const created = await newProduct(code)
    const [id] = ids(created)
    const files = fs.readdirSync(uploadsDir).length
    const png = await picture('#3366cc')
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1)
    big.set(png)
    const refusals: Array<[unknown, Array<[Uint8Array<ArrayBuffer>, string]>, number, RegExp]> = [
      [{ images: [id, { upload: 0 }] }, [[new TextEncoder().encode('<svg onload=alert(1)>'), 'x.png']], 400, /「x\.png」不是 JPEG、PNG 或 WebP 圖片/],
      [{ images: [id, { upload: 0 }] }, [[big, 'big.png']], 413, /「big\.png」超過 5 MB/],
      [{ images: [id, { upload: 0 }, { upload: 1 }, { upload: 2 }, { upload: 3 }] }, [[png, 'a.png'], [png, 'b.png'], [png, 'c.png'], [png, 'd.png']], 400, /^圖片最多 4 張。$/],
      [{ images: [id] }, [[png, 'a.png']], 400, /每個上傳的檔案都要排進圖片清單/],
      [{ price_twd: 1 }, [[png, 'a.png']], 400, /每個上傳的檔案都要排進圖片清單/],
      [{ images: [id, { upload: 1 }] }, [[png, 'a.png']], 400, /沒有第 2 個上傳的檔案/],
      [{ images: [id, id] }, [], 400, /同一張圖片不能在清單中出現兩次/],
      [{ images: [id, 'x'] }, [], 400, /現有圖片的編號/],
      [{ images: [{ upload: 0, name: 'x' }] }, [[png, 'a.png']], 400, /現有圖片的編號/],
    ]
    for (const [data, sent, status, message] of refusals) {
      const answer = await patchWithFiles(code, data, sent)
      expect(answer.status, JSON.stringify(data)).toBe(status)
      expect((answer.body.images as string[])[0], JSON.stringify(data)).toMatch(message)
    }
    // Another product's picture, or one removed meanwhile: the page that sent it is out of date.
    const other = await staffProduct((await newProduct('EDIT-PICS-4')).product_code)
    const foreign = await patch(code, { images: [other.images[0]!.id] })
    expect(foreign.status).toBe(409)
    expect(foreign.body.images).toEqual(['商品圖片在您開啟頁面後已被其他店員變更，這次沒有儲存；請看過現在的圖片後再改。'])
    const noData = await api.request(`http://shop.test/api/v1/staff/products/${code}`, { method: 'PATCH', headers: staff.auth, body: new FormData() })
    expect(noData.status).toBe(400)

    expect(await staffProduct(code)).toMatchObject({ images: created.images })
    // No refused upload leaves a file behind (EDIT-PICS-4 added its own picture and copies).
    expect(fs.readdirSync(uploadsDir).length).toBe(files + filesOf(other.image_url!).length)
    expect((await auditFor(code)).map((e) => e.action)).toEqual(['product.create'])
  })
})

describe('the upload cap of an edit', () => {
  it('lets an edit with pictures past the JSON cap, but not its JSON', async () => {
    const [row] = await handle.db.select({ code: products.productCode }).from(products).limit(1)
    const form = new FormData()
    form.append('data', JSON.stringify({ images: [] }))
    form.append('upload', new File([new Uint8Array(100_000)], 'x.png'))
    const response = await api.request(`http://shop.test/api/v1/staff/products/${row!.code}`, { method: 'PATCH', headers: staff.auth, body: form })
    // Read, and refused for what it is (not a picture), not for its size.
    expect(response.status).toBe(400)
    const json = await patch(row!.code, { description: '說'.repeat(30_000) })
    expect(json.status).toBe(413)
  })
})

describe('an edit made while the product changed (a sale, another staff member)', () => {
  /** What the editing page showed, as it sends it back. */
  const shown = editableFields
  const sell = (code: string, stock: number) => handle.db.update(products).set({ internalStock: stock }).where(eq(products.productCode, code))

  it('leaves the fields the page sent back as it showed them: a sale in between keeps its stock', async () => {
    const page = await newProduct('EDIT-STALE-1')
    await sell('EDIT-STALE-1', 3)
    const saved = await patch('EDIT-STALE-1', { ...shown(page), price_twd: 180, expected: shown(page) })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body).toMatchObject({ price_twd: 180, internal_stock: 3 })
  })

  it('refuses a field changed on the page and meanwhile with a 409 naming its value now, and writes nothing', async () => {
    const page = await newProduct('EDIT-STALE-2')
    await sell('EDIT-STALE-2', 3)
    const refused = await patch('EDIT-STALE-2', { ...shown(page), price_twd: 180, internal_stock: 8, expected: shown(page) })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ internal_stock: [changedMeanwhile('3', CHANGED_BY.product)] })
    expect(await staffProduct('EDIT-STALE-2')).toMatchObject({ price_twd: 150, internal_stock: 3 })
    // Sent again from the page as it is now: saved.
    const now = await staffProduct('EDIT-STALE-2')
    const saved = await patch('EDIT-STALE-2', { ...shown(now), price_twd: 180, internal_stock: 8, expected: shown(now) })
    expect(saved.body).toMatchObject({ price_twd: 180, internal_stock: 8 })
  })

  it('names a listing changed meanwhile in words (上架/下架), not true or false', async () => {
    const page = await newProduct('EDIT-STALE-4')
    await handle.db.update(products).set({ isActive: !page.is_active }).where(eq(products.productCode, 'EDIT-STALE-4'))
    const refused = await patch('EDIT-STALE-4', { ...shown(page), is_active: !page.is_active, expected: shown(page) })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ is_active: [changedMeanwhile(page.is_active ? '下架' : '上架', CHANGED_BY.product)] })
  })

  // Names belong to the card: another printing's editor (or an import) can be changing them while
  // this one saves. The save waits for that change and then compares with it, never overwrites it.
  it('waits for a names change under way through another printing, then refuses to put it back', async () => {
    const page = await newProduct('EDIT-STALE-5')
    const [row] = await handle.db.select({ cardId: products.cardId }).from(products).where(eq(products.productCode, 'EDIT-STALE-5'))
    let saving!: ReturnType<typeof patch>
    await handle.db.transaction(async (tx) => {
      await tx.update(cards).set({ nameZh: '另一位店員改的' }).where(eq(cards.id, row!.cardId))
      saving = patch('EDIT-STALE-5', { ...shown(page), name_zh: '我改的', expected: shown(page) })
      await untilALockIsAwaited(handle.db)
    })
    const refused = await saving
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ name_zh: [changedMeanwhile('另一位店員改的', CHANGED_BY.product)] })
    expect((await staffProduct('EDIT-STALE-5')).name_zh).toBe('另一位店員改的')
  })

  it("refuses a list of pictures from a page that showed others (one added since), keeping that picture", async () => {
    const page = await staffProduct((await newProduct('EDIT-STALE-6')).product_code)
    const shownIds = page.images.map((i) => i.id)
    // Another tab adds a picture.
    const added = await patchWithFiles('EDIT-STALE-6', { images: [...shownIds, { upload: 0 }], expected: { images: shownIds } }, [[await picture('#22aa44'), 'a.png']])
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const now = await staffProduct('EDIT-STALE-6')
    expect(now.images).toHaveLength(shownIds.length + 1)
    // This tab, still showing the old pictures, makes its last one the main one: that list would drop the new picture.
    const refused = await patch('EDIT-STALE-6', { images: [...shownIds].reverse(), price_twd: 199, expected: { ...shown(page), images: shownIds } })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ images: ['商品圖片在您開啟頁面後已被其他店員變更，這次沒有儲存；請看過現在的圖片後再改。'] })
    expect(await staffProduct('EDIT-STALE-6')).toMatchObject({ images: now.images, price_twd: page.price_twd })
    // From the page as it is now: saved.
    const nowIds = now.images.map((i) => i.id)
    const saved = await patch('EDIT-STALE-6', { images: [...nowIds].reverse(), expected: { images: nowIds } })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((saved.body.images as Array<{ id: number }>).map((i) => i.id)).toEqual([...nowIds].reverse())
  })

  it('without what the page showed, writes what it is sent, as before', async () => {
    await newProduct('EDIT-STALE-3')
    await sell('EDIT-STALE-3', 3)
    expect((await patch('EDIT-STALE-3', { internal_stock: 5 })).body).toMatchObject({ internal_stock: 5 })
  })
})
