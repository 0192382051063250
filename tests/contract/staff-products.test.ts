/**
 * Contract of /api/v1/staff/products/*: list and search, edit (and what shoppers then see),
 * adding a product with pictures (and serving them), CSV import, and the audit log of each.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, desc, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { RARITIES } from '#backend/contract/catalogue-values.ts'
import { IMPORT_EXPECTED_INVALID, MAX_IMAGE_BYTES, importReportSchema, staffProductPageSchema, staffProductSchema } from '#backend/contract/staff-products.ts'
import { CHANGED_BY, changedMeanwhile } from '#backend/contract/stale-edit.ts'
import type { DatabaseHandle } from '#backend/db/database.ts'
import { auditLog, cards, productImages, products } from '#backend/db/schema.ts'
import { call, newStaff, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { untilALockIsAwaited } from '#tests/setup/lock-wait.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let handle: DatabaseHandle
let staff: Awaited<ReturnType<typeof newStaff>>
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-uploads-'))

beforeAll(async () => {
  ;({ api, handle } = await useTestShopApi({ auth: { secret: TEST_SECRET }, uploadsDir }))
  staff = await newStaff(handle.db)
})

// Real pictures: uploads are read whole (and copied smaller), so magic bytes alone are refused.
const solid = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 59, height: 86, channels: 3, background: '#3366cc' } })[format]().toBuffer()
const PNG = new Uint8Array(await solid('png'))
const JPEG = new Uint8Array(await solid('jpeg'))

/** A multipart POST as the staff member. */
async function upload(
  pathName: string,
  fields: Record<string, string>,
  files: Array<[string, Uint8Array<ArrayBuffer>, string]> = [],
  headers: Record<string, string> = {},
) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const [field, bytes, name] of files) form.append(field, new File([bytes], name))
  const response = await api.request(`http://shop.test/api/v1/staff/products${pathName}`, {
    method: 'POST',
    headers: { ...staff.auth, ...headers },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const someListed = async (offset = 0) => {
  const [row] = await handle.db
    .select({ code: products.productCode, price: products.priceTwd })
    .from(products)
    .where(and(eq(products.isActive, true)))
    .orderBy(products.id)
    .offset(offset)
    .limit(1)
  return row!
}

const auditFor = (code: string) =>
  handle.db.select().from(auditLog).where(eq(auditLog.entityId, code)).orderBy(desc(auditLog.id))

const newCardFields = (code: string) => ({
  product_code: code,
  card_number: 'TEST-JP001',
  rarity: 'SR',
  condition: 'A',
  language: 'JP',
  category: '效果怪獸',
  base_name: 'テストドラゴン',
  name_zh: '測試龍',
  name_en: 'Test Dragon',
  description: '測試用的卡片。',
  price_jpy: '1200',
  price_twd: '320',
  internal_stock: '3',
})

describe('GET /staff/products/', () => {
  it('lists newest first, delisted ones included, and finds by code, card number or name', async () => {
    const all = staffProductPageSchema.parse((await call(api, 'GET', '/staff/products/', { token: staff.token })).body)
    expect(all.results.length).toBe(20)
    expect(all.results[0]!.id).toBeGreaterThan(all.results[1]!.id)
    const target = all.results[3]!
    for (const q of [target.product_code.toLowerCase(), target.card_number, target.base_name]) {
      const found = staffProductPageSchema.parse((await call(api, 'GET', `/staff/products/?q=${encodeURIComponent(q)}`, { token: staff.token })).body)
      expect(found.results.map((p) => p.product_code), q).toContain(target.product_code)
    }
    // No letter or digit: nothing matches it (normalised to nothing, it once listed everything).
    const none = staffProductPageSchema.parse((await call(api, 'GET', `/staff/products/?q=${encodeURIComponent('🐉%')}`, { token: staff.token })).body)
    expect(none).toMatchObject({ results: [], count: 0 })
    const bad = await call(api, 'GET', '/staff/products/?listing=maybe', { token: staff.token })
    expect(bad.status).toBe(400)
    expect(bad.body.listing[0]).toMatch(/上架狀態/)
  })
})

describe('PATCH /staff/products/{code}', () => {
  it('changes price and stock, writes the audit log with before and after', async () => {
    const { code, price } = await someListed(5)
    const answer = await call(api, 'PATCH', `/staff/products/${code.toLowerCase()}`, {
      token: staff.token,
      json: { price_twd: price + 10, internal_stock: 7, featured_rank: 3 },
    })
    expect(answer.status).toBe(200)
    const product = staffProductSchema.parse(answer.body)
    expect(product).toMatchObject({ price_twd: price + 10, internal_stock: 7, featured_rank: 3 })
    const [entry] = await auditFor(code)
    expect(entry).toMatchObject({ action: 'product.update', actorId: staff.id, entityType: 'product' })
    expect(entry!.before).toMatchObject({ price_twd: price })
    expect(entry!.after).toMatchObject({ price_twd: price + 10, internal_stock: 7 })
    // The same values again: nothing changes, nothing is logged.
    const again = await call(api, 'PATCH', `/staff/products/${code}`, { token: staff.token, json: { price_twd: price + 10, internal_stock: 7 } })
    expect(again.status).toBe(200)
    expect(await auditFor(code)).toHaveLength(1)
  })

  it('refuses negative stock, bad prices, unknown fields and unknown products, in Chinese', async () => {
    const { code } = await someListed(6)
    const negative = await call(api, 'PATCH', `/staff/products/${code}`, { token: staff.token, json: { internal_stock: -1 } })
    expect(negative.status).toBe(400)
    expect(negative.body.internal_stock[0]).toBe('庫存必須是 0 以上的整數。')
    const fraction = await call(api, 'PATCH', `/staff/products/${code}`, { token: staff.token, json: { price_twd: 1.5 } })
    expect(fraction.body.price_twd[0]).toMatch(/台幣售價/)
    expect((await call(api, 'PATCH', `/staff/products/${code}`, { token: staff.token, json: { base_price: 1 } })).status).toBe(400)
    expect((await call(api, 'PATCH', `/staff/products/${code}`, { token: staff.token, json: {} })).status).toBe(400)
    const missing = await call(api, 'PATCH', '/staff/products/NO-SUCH-CODE', { token: staff.token, json: { price_twd: 1 } })
    expect(missing.status).toBe(404)
    expect(missing.body.detail).toBe('找不到這件商品。')
    expect(await auditFor(code)).toEqual([])
  })

  it('delisting hides the product from the list, detail and search, and a shared cart shows it delisted', async () => {
    const { code, price } = await someListed(0)
    const shared = await call(api, 'POST', '/cart/share/', { json: { items: [{ product_code: code, quantity: 1, price_twd: price }] } })
    expect(shared.status).toBe(201)
    const shopSees = async () => {
      const detail = await call(api, 'GET', `/products/${code}/`)
      const batch = await call(api, 'POST', '/products/batch/', { json: { product_codes: [code] } })
      const search = await call(api, 'GET', `/search/?q=${code}`)
      return {
        detail: detail.status,
        batch: batch.body.map((p: { product_code: string }) => p.product_code),
        search: search.body.hits.map((p: { product_code: string }) => p.product_code),
      }
    }
    expect(await shopSees()).toEqual({ detail: 200, batch: [code], search: [code] })
    const delist = await call(api, 'PATCH', `/staff/products/${code}`, { token: staff.token, json: { is_active: false } })
    expect(delist.body.is_active).toBe(false)
    expect(await shopSees()).toEqual({ detail: 404, batch: [], search: [] })
    const cart = await call(api, 'GET', `/cart/share/${shared.body.share_id}/`)
    expect(cart.body.items[0]).toMatchObject({ product_code: code, current_price_twd: null })

    // Staff still see it, and can list it again.
    const delisted = await call(api, 'GET', `/staff/products/?listing=delisted&q=${code}`, { token: staff.token })
    expect(delisted.body.results.map((p: { product_code: string }) => p.product_code)).toContain(code)
    await call(api, 'PATCH', `/staff/products/${code}`, { token: staff.token, json: { is_active: true } })
    expect((await call(api, 'GET', `/products/${code}/`)).status).toBe(200)
  })
})

describe('POST /staff/products/ (new product with pictures)', () => {
  it('creates the card, product and pictures (first one default), served with long cache headers', async () => {
    const answer = await upload('/', newCardFields('TEST-NEW-1'), [
      ['images', PNG, 'front.png'],
      ['images', JPEG, 'back.jpg'],
    ])
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ product_code: 'TEST-NEW-1', base_name: 'テストドラゴン', price_twd: 320, is_active: true })
    const images = await handle.db
      .select()
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(eq(products.productCode, 'TEST-NEW-1'))
      .orderBy(productImages.position)
    expect(images.map((i) => i.product_images.isDefault)).toEqual([true, false])
    const url = images[0]!.product_images.imageUrl
    expect(url).toMatch(/^\/api\/v1\/media\/uploads\/[0-9a-f]{32}-59x86\.png$/)
    expect(images[1]!.product_images.imageUrl).toMatch(/\.jpg$/)

    const served = await api.request(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)

    // The shop shows it with its picture, and searching finds it.
    const shop = await call(api, 'GET', '/products/TEST-NEW-1/')
    expect(shop.body.product_images[0].image_url).toBe(url)
    const [entry] = await auditFor('TEST-NEW-1')
    expect(entry).toMatchObject({ action: 'product.create', before: null })
  })

  it('makes the product code from card number, rarity and condition when left blank', async () => {
    const answer = await upload('/', { ...newCardFields(''), card_number: 'rota-jp001', condition: 'A-' })
    expect(answer.status).toBe(201)
    expect(answer.body.product_code).toBe('ROTA-JP001-SR-AM')
    expect(answer.body.image_url).toBe('/api/v1/media/cards/ROTA-JP001-SR-AM/front.svg')
  })

  it('refuses a file that is not a picture whatever its name, one too big, and bad fields', async () => {
    const before = fs.readdirSync(uploadsDir).length
    const fake = await upload('/', newCardFields('TEST-FAKE'), [['images', new TextEncoder().encode('<svg onload=alert(1)>'), 'x.png']])
    expect(fake.status).toBe(400)
    expect((fake.body.images as string[])[0]).toMatch(/不是 JPEG、PNG 或 WebP/)
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1)
    big.set(PNG)
    const tooBig = await upload('/', newCardFields('TEST-BIG'), [['images', big, 'big.png']])
    expect(tooBig.status).toBe(413)
    expect((tooBig.body.images as string[])[0]).toMatch(/超過 5 MB/)
    const fields = await upload('/', { ...newCardFields('TEST-BAD'), price_twd: '', rarity: 'XX', card_number: '123' })
    expect(fields.status).toBe(400)
    expect(Object.keys(fields.body).sort()).toEqual(['card_number', 'price_twd', 'rarity'])
    const taken = await upload('/', newCardFields('TEST-NEW-1'), [['images', PNG, 'again.png']])
    expect(taken.status).toBe(400)
    expect((taken.body.product_code as string[])[0]).toMatch(/已經存在/)
    // No refused upload leaves a file behind.
    expect(fs.readdirSync(uploadsDir).length).toBe(before)
    const json = await call(api, 'POST', '/staff/products/', { token: staff.token, json: newCardFields('TEST-JSON') })
    expect(json.status).toBe(400)
  })

  it('adds a product once per Idempotency-Key: a repeat answers it instead of refusing its code, and keeps no pictures', async () => {
    const key = { 'Idempotency-Key': 'product-key-0001' }
    const picture: Array<[string, Uint8Array<ArrayBuffer>, string]> = [['images', PNG, 'front.png']]
    const first = await upload('/', newCardFields('TEST-ONCE'), picture, key)
    expect(first.status).toBe(201)
    const files = fs.readdirSync(uploadsDir).length
    const again = await upload('/', newCardFields('TEST-ONCE'), picture, key)
    expect(again).toEqual({ status: 200, body: first.body })
    // The repeat's own copy of the picture is not kept: nothing refers to it.
    expect(fs.readdirSync(uploadsDir).length).toBe(files)
    expect(await auditFor('TEST-ONCE')).toHaveLength(1)
    // The same key with another product is refused; without a key a taken code is refused as before.
    const other = await upload('/', newCardFields('TEST-ONCE-2'), [], key)
    expect(other.status).toBe(422)
    expect(other.body.detail).toContain('已經送出過')
    const noKey = await upload('/', newCardFields('TEST-ONCE'))
    expect((noKey.body.product_code as string[])[0]).toMatch(/已經存在/)
  })

  it('serves only names it made: traversal and unknown names are 404', async () => {
    fs.writeFileSync(path.join(uploadsDir, 'secret.txt'), 'secret')
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '..%2Fsecret.txt', 'secret.txt', '%2e%2e', `${'a'.repeat(32)}.png`, `${'A'.repeat(32)}.png`]) {
      const answer = await api.request(`/api/v1/media/uploads/${name}`)
      expect(answer.status, name).toBe(404)
    }
  })
})

const HEADER = 'product_code,card_number,rarity,condition,language,category,base_name,name_zh,price_jpy,price_twd,internal_stock'

describe('POST /staff/products/import', () => {
  it('a dry run reports creates, updates with diffs and unchanged rows, and changes nothing', async () => {
    const a = await someListed(10)
    const b = await someListed(11)
    const csv = [
      `\uFEFF${HEADER}`,
      `CSV-DRY-1,CSVT-JP002,UR,S,JP,魔法,"ドライ,ラン",乾跑,500,150,2`,
      `${a.code},,,,,,,,,${a.price + 50},`,
      `${b.code},,,,,,,,,${b.price},`,
    ].join('\r\n')
    const answer = await upload('/import', { csv, dry_run: '1' })
    expect(answer.status).toBe(200)
    const report = importReportSchema.parse(answer.body)
    expect(report).toMatchObject({ dry_run: true, applied: false, errors: [], summary: { create: 1, update: 1, unchanged: 1 } })
    expect(report.rows[1]).toEqual({ row: 3, product_code: a.code, action: 'update', changes: { price_twd: { from: a.price, to: a.price + 50 } } })
    const [still] = await handle.db.select().from(products).where(eq(products.productCode, a.code))
    expect(still!.priceTwd).toBe(a.price)
    expect(await handle.db.select().from(products).where(eq(products.productCode, 'CSV-DRY-1'))).toEqual([])
  })

  it('imports every good row in one go, with an audit entry per changed product', async () => {
    const a = await someListed(12)
    const file = new TextEncoder().encode(
      [HEADER + ',is_active', `CSV-NEW-1,CSVT-JP003,SE,B,AsiaJP,陷阱,インポート,匯入,800,220,4,1`, `${a.code},,,,,,,,,,9,0`].join('\n'),
    )
    const answer = await upload('/import', {}, [['file', file, 'products.csv']])
    expect(answer.status).toBe(200)
    expect(importReportSchema.parse(answer.body)).toMatchObject({ applied: true, summary: { create: 1, update: 1 } })
    const created = staffProductSchema.parse((await call(api, 'GET', '/staff/products/CSV-NEW-1', { token: staff.token })).body)
    expect(created).toMatchObject({ base_name: 'インポート', name_zh: '匯入', language: 'AsiaJP', internal_stock: 4, is_active: true })
    const updated = staffProductSchema.parse((await call(api, 'GET', `/staff/products/${a.code}`, { token: staff.token })).body)
    expect(updated).toMatchObject({ internal_stock: 9, is_active: false })
    expect((await auditFor('CSV-NEW-1'))[0]).toMatchObject({ action: 'product.import' })
    expect((await auditFor(a.code))[0]).toMatchObject({ action: 'product.import', after: { internal_stock: 9, is_active: false } })
  })

  it('one bad row imports nothing and names the row and the reason', async () => {
    const a = await someListed(13)
    const csv = [HEADER, `CSV-OK-1,CSVT-JP004,N,A,JP,魔法,グッド,好,100,40,1`, `${a.code},,,,,,,,,${a.price + 1},`, `CSV-BAD-1,CSVT-JP005,N,A,JP,魔法,バッド,壞,100,-5,1`].join('\n')
    const preview = importReportSchema.parse((await upload('/import', { csv, dry_run: '1' })).body)
    expect(preview.errors).toEqual([{ row: 4, column: 'price_twd', message: '台幣售價必須是 0 以上的整數。' }])

    const answer = await upload('/import', { csv })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe('有 1 列資料有誤，沒有匯入任何商品。')
    expect(answer.body.row_errors).toEqual(['第 4 列（price_twd）：台幣售價必須是 0 以上的整數。'])
    expect(await handle.db.select().from(products).where(eq(products.productCode, 'CSV-OK-1'))).toEqual([])
    const [still] = await handle.db.select().from(products).where(eq(products.productCode, a.code))
    expect(still!.priceTwd).toBe(a.price)
    expect(await auditFor(a.code)).toEqual([])
  })

  it('reports identity changes and repeated codes as row errors, and a broken file as a whole', async () => {
    const a = await someListed(14)
    const csv = [HEADER, `${a.code},,UR,,,,,,,,`, `CSV-TWICE,CSVT-JP006,N,A,JP,魔法,ダブル,,1,1,1`, `CSV-TWICE,CSVT-JP006,N,A,JP,魔法,ダブル,,1,1,1`].join('\n')
    const report = importReportSchema.parse((await upload('/import', { csv, dry_run: '1' })).body)
    expect(report.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'rarity'],
      [4, 'product_code'],
    ])
    expect(report.errors[1]!.message).toMatch(/與第 3 列重複/)

    const unknown = await upload('/import', { csv: 'product_code,price\nX,1', dry_run: '1' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.detail).toMatch(/不認得的欄位：price/)
    const quotes = await upload('/import', { csv: `${HEADER}\n"CSV-Q,1`, dry_run: '1' })
    expect(quotes.status).toBe(400)
    expect(quotes.body.detail).toMatch(/CSV 格式錯誤/)
    const latin1 = await upload('/import', {}, [['file', Uint8Array.from([0x70, 0x72, 0xe9, 0x0a]), 'x.csv']])
    expect(latin1.status).toBe(400)
    expect(latin1.body.detail).toMatch(/UTF-8/)
    const empty = await upload('/import', {})
    expect(empty.status).toBe(400)
  })

  it('a card field that cannot make a product code says its own problem in its own column', async () => {
    const csv = [
      'card_number,rarity,condition,language,category,base_name,price_jpy,price_twd,internal_stock',
      'QCCU-JP020,XYZ,A,JP,魔法,ノーコード,100,40,1',
      'QCCU020,SR,A,JP,魔法,ノーコード,100,40,1',
      'QCCU-JP021,SR,,jp,魔法,ノーコード,100,40,1',
    ].join('\n')
    const answer = await upload('/import', { csv, dry_run: '1' })
    expect(answer.status).toBe(200)
    expect(importReportSchema.parse(answer.body).errors).toEqual([
      { row: 2, column: 'rarity', message: `稀有度 XYZ 不存在，可用：${RARITIES.join(', ')}。` },
      { row: 3, column: 'card_number', message: '卡號格式應為「QCCU-JP001」。' },
      {
        row: 4,
        column: 'product_code',
        message: '沒有商品編號：請填寫 product_code，或補上 condition（由 card_number、rarity、condition、language 產生商品編號）。',
      },
      { row: 4, column: 'language', message: '語言版本 jp 不存在，可用：JP, AsiaJP, AsiaEN。' },
    ])
  })

  it('a mistyped code of an existing product is said once, with the code it may have meant', async () => {
    const a = await someListed(15)
    // A letter put in after the card number: one off from this product's code and no other's.
    const [cardNumber, rest] = [a.code.split('-').slice(0, 2).join('-'), a.code.split('-').slice(2).join('-')]
    const typo = `${cardNumber}Z-${rest}`
    const sameCard = `${cardNumber}-XYZZY`
    const csv = [HEADER, `${typo},,,,,,,,,${a.price + 5},`, `${sameCard},,,,,,,,,${a.price + 5},`, `CSV-NOWHERE-1,,,,,,ノーウェア,,,,`].join('\n')
    const report = importReportSchema.parse((await upload('/import', { csv, dry_run: '1' })).body)
    const needs = 'card_number、rarity、condition、language、category、base_name、price_jpy、internal_stock'
    expect(report.errors).toEqual([
      { row: 2, column: 'product_code', message: `找不到商品編號 ${typo}；若要新增商品，請填寫 ${needs}。是不是 ${a.code}？` },
      { row: 3, column: 'product_code', message: expect.stringMatching(new RegExp(`^找不到商品編號 ${sameCard}；.*。是不是 [^？]*${a.code}[^？]*？$`)) },
      {
        row: 4,
        column: 'product_code',
        message: '找不到商品編號 CSV-NOWHERE-1；若要新增商品，請填寫 card_number、rarity、condition、language、category、price_jpy、price_twd、internal_stock。',
      },
    ])

    const answer = await upload('/import', { csv })
    expect(answer.status).toBe(400)
    expect((answer.body.row_errors as string[])[0]).toBe(`第 2 列（product_code）：找不到商品編號 ${typo}；若要新增商品，請填寫 ${needs}。是不是 ${a.code}？`)
  })

  it('a file separated by semicolons or tabs is refused as a whole, saying how to save it', async () => {
    const rows = [HEADER.split(','), ['CSV-SEMI-1', 'CSVT-JP022', 'N', 'A', 'JP', '魔法', 'セミ', '', '100', '40', '1']]
    const saveAs = '請存成以逗號分隔的 CSV（Excel：CSV UTF-8）。'
    const semicolons = await upload('/import', { csv: `\uFEFF${rows.map((r) => r.join(';')).join('\r\n')}`, dry_run: '1' })
    expect(semicolons).toEqual({ status: 400, body: expect.objectContaining({ detail: `看起來是以分號（;）分隔的檔案；${saveAs}` }) })
    const tabs = await upload('/import', { csv: rows.map((r) => r.join('\t')).join('\n') })
    expect(tabs).toEqual({ status: 400, body: expect.objectContaining({ detail: `看起來是以 Tab 鍵分隔的檔案；${saveAs}` }) })
    expect(await handle.db.select().from(products).where(eq(products.productCode, 'CSV-SEMI-1'))).toEqual([])
  })

  it("reads Excel's sep=, line, trailing commas and a quoted blank cell as what they mean", async () => {
    const a = await someListed(19)
    const csv = ['sep=,', `${HEADER},,`, 'CSV-SEP-1,CSVT-JP028,N,A,JP,魔法,セップ,,100,40,1,,', `${a.code},,,,,,,,,"  ",,`].join('\r\n')
    const report = importReportSchema.parse((await upload('/import', { csv, dry_run: '1' })).body)
    expect(report.errors).toEqual([])
    expect(report.summary).toMatchObject({ create: 1, update: 0, unchanged: 1 })
    // Row numbers as Excel shows the file, which hides the sep= line: the header is row 1.
    expect(report.rows[0]).toMatchObject({ row: 2, product_code: 'CSV-SEP-1', action: 'create' })
    const otherSep = await upload('/import', { csv: `sep=;\n${HEADER.replaceAll(',', ';')}`, dry_run: '1' })
    expect(otherSep).toEqual({ status: 400, body: expect.objectContaining({ detail: '看起來是以「;」分隔的檔案；請存成以逗號分隔的 CSV（Excel：CSV UTF-8）。' }) })
  })

  it('reads a file whose lines end differently (Excel CRLF rows, then rows added in an editor, or an old Mac CR)', async () => {
    const rows = ['CSV-EOL-1,CSVT-JP024,N,A,JP,魔法,エオル,,100,40,1', 'CSV-EOL-2,CSVT-JP025,N,A,JP,魔法,エオル,,100,40,1', 'CSV-EOL-3,CSVT-JP026,N,A,JP,魔法,エオル,,100,40,1']
    // Sent as a file: a form's text field would have its line breaks made CRLF on the way.
    const asFile = async (csv: string) => (await upload('/import', { dry_run: '1' }, [['file', new TextEncoder().encode(csv), 'eol.csv']])).body
    for (const csv of [`${HEADER}\r\n${rows[0]}\n${rows[1]}\r\n${rows[2]}\n`, `${HEADER}\r${rows.join('\r')}`, `${HEADER}\n${rows[0]}\r\n${rows[1]}\r\n${rows[2]}`]) {
      const report = importReportSchema.parse(await asFile(csv))
      expect(report.errors, JSON.stringify(csv)).toEqual([])
      expect(report.rows.map((r) => [r.row, r.product_code])).toEqual([[2, 'CSV-EOL-1'], [3, 'CSV-EOL-2'], [4, 'CSV-EOL-3']])
    }
    // A line break inside quotes stays the cell's, whichever it is.
    const quoted = [`${HEADER},description`, `CSV-EOL-4,CSVT-JP027,N,A,JP,魔法,エオル,,100,40,1,"一行\r\n二行\n三行"`].join('\r\n')
    const report = importReportSchema.parse(await asFile(quoted))
    expect(report.errors).toEqual([])
    expect(report.rows.map((r) => r.product_code)).toEqual(['CSV-EOL-4'])
    expect(report.expected).toEqual({})
  })

  it('a dry run shows what each new product will be: names, prices, stock, listing', async () => {
    const csv = [`${HEADER},is_active`, `CSV-SHOW-1,CSVT-JP023,UR,S,JP,魔法,ショー,展示,900,260,5,0`].join('\n')
    const report = importReportSchema.parse((await upload('/import', { csv, dry_run: '1' })).body)
    expect(report.rows).toEqual([
      {
        row: 2,
        product_code: 'CSV-SHOW-1',
        action: 'create',
        changes: {
          base_name: { from: null, to: 'ショー' },
          name_zh: { from: null, to: '展示' },
          price_jpy: { from: null, to: 900 },
          price_twd: { from: null, to: 260 },
          internal_stock: { from: null, to: 5 },
          is_active: { from: null, to: false },
        },
      },
    ])
  })
})

describe('a new product of a card number already sold joins its card (form and CSV)', () => {
  /** A listed product whose card has every word filled, and that card. */
  async function soldCard() {
    const [row] = await handle.db
      .select({ cardNumber: products.cardNumber, card: cards })
      .from(products)
      .innerJoin(cards, eq(cards.id, products.cardId))
      .where(and(eq(products.isActive, true), sql`${cards.nameEn} is not null and ${cards.description} <> ''`))
      .orderBy(products.id)
      .limit(1)
    return row!
  }
  const cardIdOf = async (code: string) => (await handle.db.select().from(products).where(eq(products.productCode, code)))[0]?.cardId
  const sameNamed = async (baseName: string) => (await handle.db.select().from(cards).where(eq(cards.baseName, baseName))).length

  it('takes the card with its names, aliases and description, and leaves no second card', async () => {
    const { cardNumber, card } = await soldCard()
    const before = await sameNamed(card.baseName)
    const fields = { ...newCardFields('JOIN-FORM-1'), card_number: cardNumber, category: card.category, base_name: card.baseName, name_zh: '', name_en: '', description: '' }
    const answer = await upload('/', fields)
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body).toMatchObject({ base_name: card.baseName, name_en: card.nameEn, description: card.description, aliases: card.aliases })
    expect(await cardIdOf('JOIN-FORM-1')).toBe(card.id)
    expect(await sameNamed(card.baseName)).toBe(before)
  })

  it('refuses a name that differs from the card, naming the card as it is, and makes nothing', async () => {
    const { cardNumber, card } = await soldCard()
    const answer = await upload('/', { ...newCardFields('JOIN-FORM-2'), card_number: cardNumber, category: card.category, base_name: 'ちがう名前', name_zh: '', name_en: '', description: '' })
    expect(answer.status).toBe(400)
    expect(String((answer.body.base_name as string[])[0])).toContain(`卡號 ${cardNumber} 已有這張卡，日文卡名是「${card.baseName}」`)
    expect(await cardIdOf('JOIN-FORM-2')).toBeUndefined()
  })

  it('a CSV row joins a card of the shop or of an earlier row, and a row naming it differently is a row error', async () => {
    const { cardNumber, card } = await soldCard()
    const bad = [HEADER, `JOIN-CSV-1,${cardNumber},N,A,JP,${card.category},ちがう名前,,100,40,1`].join('\n')
    const refused = importReportSchema.parse((await upload('/import', { csv: bad, dry_run: '1' })).body)
    expect(refused.errors).toEqual([{ row: 2, column: 'base_name', message: expect.stringContaining(`日文卡名是「${card.baseName}」`) as unknown as string }])

    const rows = [
      HEADER,
      `JOIN-CSV-2,${cardNumber},N,A,JP,${card.category},${card.baseName},,100,40,1`,
      'JOIN-CSV-3,JOIN-JP001,N,A,JP,魔法,ジョイン,加入,100,40,1',
      'JOIN-CSV-4,JOIN-JP001,R,A,JP,魔法,ジョイン,,100,40,1',
      'JOIN-CSV-5,JOIN-JP001,SR,A,JP,魔法,ジョイン２,,100,40,1',
    ]
    const preview = importReportSchema.parse((await upload('/import', { csv: rows.join('\n'), dry_run: '1' })).body)
    expect(preview.errors).toEqual([{ row: 5, column: 'base_name', message: expect.stringContaining('卡號 JOIN-JP001 已有這張卡，日文卡名是「ジョイン」') as unknown as string }])
    const done = await upload('/import', { csv: rows.slice(0, 4).join('\n') })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(await cardIdOf('JOIN-CSV-2')).toBe(card.id)
    expect(await cardIdOf('JOIN-CSV-4')).toBe(await cardIdOf('JOIN-CSV-3'))
    expect(staffProductSchema.parse((await call(api, 'GET', '/staff/products/JOIN-CSV-4', { token: staff.token })).body)).toMatchObject({ name_zh: '加入' })
  })
})

describe('POST /staff/products/import after its preview, while the products changed (a sale, another staff member)', () => {
  /** A product of the test's own, made by an import: stock 5, NT$300. */
  async function newImported(code: string, cardNumber: string) {
    const made = await upload('/import', { csv: [HEADER, `${code},${cardNumber},N,A,JP,魔法,ステイル,,100,300,5`].join('\n') })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
  }
  const sell = (code: string, stock: number) => handle.db.update(products).set({ internalStock: stock }).where(eq(products.productCode, code))
  const product = async (code: string) => (await handle.db.select().from(products).where(eq(products.productCode, code)))[0]!
  const preview = async (csv: string) => importReportSchema.parse((await upload('/import', { csv, dry_run: '1' })).body)

  it('a cell the preview saw as the product was is left as the product is now: the stock sold meanwhile stays', async () => {
    await newImported('CSV-STALE-1', 'CSVT-JP031')
    await newImported('CSV-STALE-2', 'CSVT-JP032')
    // Row 2 changes the price and repeats the stock; row 3 repeats everything (unchanged).
    const csv = [HEADER, 'CSV-STALE-1,,,,,,,,,310,5', 'CSV-STALE-2,,,,,,,,,300,5'].join('\n')
    const seen = await preview(csv)
    expect(seen.rows.map((r) => r.action)).toEqual(['update', 'unchanged'])
    expect(seen.expected).toEqual({ 'CSV-STALE-1': { price_twd: 300, internal_stock: 5 }, 'CSV-STALE-2': { price_twd: 300, internal_stock: 5 } })
    await sell('CSV-STALE-1', 4)
    await sell('CSV-STALE-2', 3)

    const answer = await upload('/import', { csv, expected: JSON.stringify(seen.expected) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(importReportSchema.parse(answer.body)).toMatchObject({ applied: true, summary: { update: 1, unchanged: 1 } })
    expect(await product('CSV-STALE-1')).toMatchObject({ priceTwd: 310, internalStock: 4 })
    expect(await product('CSV-STALE-2')).toMatchObject({ priceTwd: 300, internalStock: 3 })
    expect((await auditFor('CSV-STALE-1'))[0]).toMatchObject({ before: { price_twd: 300 }, after: { price_twd: 310 } })
  })

  it('a cell changing a field that changed meanwhile refuses the whole import with a 409 naming row, field and value now', async () => {
    await newImported('CSV-STALE-3', 'CSVT-JP033')
    await newImported('CSV-STALE-4', 'CSVT-JP034')
    const csv = [HEADER, 'CSV-STALE-3,,,,,,,,,320,', 'CSV-STALE-4,,,,,,,,,,8'].join('\n')
    const seen = await preview(csv)
    await sell('CSV-STALE-4', 3)

    const answer = await upload('/import', { csv, expected: JSON.stringify(seen.expected) })
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({
      detail: '有 1 列的商品在預覽之後有變動，沒有匯入任何商品；請重新上傳並檢查，預覽會顯示目前的數值。',
      row_errors: [`第 3 列（internal_stock）：${changedMeanwhile('3', CHANGED_BY.product)}`],
    })
    // Nothing written, the other row's good change included.
    expect(await product('CSV-STALE-3')).toMatchObject({ priceTwd: 300, internalStock: 5 })
    expect(await product('CSV-STALE-4')).toMatchObject({ priceTwd: 300, internalStock: 3 })
    expect((await auditFor('CSV-STALE-3')).map((a) => a.before)).toEqual([null])
    // A new preview shows the stock as it is now, and its confirm imports.
    const again = await preview(csv)
    expect(again.rows[1]!.changes).toEqual({ internal_stock: { from: 3, to: 8 } })
    expect((await upload('/import', { csv, expected: JSON.stringify(again.expected) })).status).toBe(200)
    expect(await product('CSV-STALE-4')).toMatchObject({ internalStock: 8 })
  })

  // Names belong to the card: an editor of another printing can be changing them meanwhile.
  it('waits for a names change under way through another printing, then refuses to put it back', async () => {
    await newImported('CSV-STALE-7', 'CSVT-JP037')
    const csv = [HEADER, 'CSV-STALE-7,,,,,,,匯入改的,,,'].join('\n')
    const seen = await preview(csv)
    const { cardId } = await product('CSV-STALE-7')
    let importing!: ReturnType<typeof upload>
    await handle.db.transaction(async (tx) => {
      await tx.update(cards).set({ nameZh: '另一位店員改的' }).where(eq(cards.id, cardId))
      importing = upload('/import', { csv, expected: JSON.stringify(seen.expected) })
      await untilALockIsAwaited(handle.db)
    })
    const answer = await importing
    expect(answer.status).toBe(409)
    expect((answer.body as { row_errors: string[] }).row_errors).toEqual([
      `第 2 列（name_zh）：${changedMeanwhile('另一位店員改的', CHANGED_BY.product)}`,
    ])
    expect((await handle.db.select().from(cards).where(eq(cards.id, cardId)))[0]!.nameZh).toBe('另一位店員改的')
  })

  it('without what the preview saw, imports what the file says, as before', async () => {
    await newImported('CSV-STALE-5', 'CSVT-JP035')
    const csv = [HEADER, 'CSV-STALE-5,,,,,,,,,310,5'].join('\n')
    await preview(csv)
    await sell('CSV-STALE-5', 4)
    expect((await upload('/import', { csv })).status).toBe(200)
    expect(await product('CSV-STALE-5')).toMatchObject({ priceTwd: 310, internalStock: 5 })
  })

  it('a malformed expected is a 400 in Chinese, and nothing is written', async () => {
    await newImported('CSV-STALE-6', 'CSVT-JP036')
    const csv = [HEADER, 'CSV-STALE-6,,,,,,,,,310,'].join('\n')
    for (const expected of ['{', '[]', '"x"', '{"CSV-STALE-6":{"price":300}}', '{"CSV-STALE-6":{"aliases":["a"]}}', '{"CSV STALE":{}}', '{"CSV-STALE-6":null}']) {
      const answer = await upload('/import', { csv, expected })
      expect(answer, expected).toEqual({ status: 400, body: { detail: IMPORT_EXPECTED_INVALID } })
    }
    expect(await product('CSV-STALE-6')).toMatchObject({ priceTwd: 300 })
  })
})
