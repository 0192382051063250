/**
 * Contract of the pictures' smaller copies (contract/image-variants.ts): an upload gets its WebP
 * and JPEG copies at once, each served with its type and a year of immutable caching; refused
 * uploads leave nothing; the demo drawings have the same copies, drawn once per drawing.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { pictureVariants, VARIANT_FORMATS } from '#backend/contract/image-variants.ts'
import { newStaff, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let staff: Awaited<ReturnType<typeof newStaff>>
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-uploads-'))

beforeAll(async () => {
  const test = await useTestShopApi({ auth: { secret: TEST_SECRET }, uploadsDir })
  api = test.api
  staff = await newStaff(test.handle.db)
})

/** A phone-sized card photo (1200x1750), with enough detail that its copies differ in size. */
const photo = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1750">
<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#234"/><stop offset="1" stop-color="#c84"/></linearGradient></defs>
<rect width="1200" height="1750" fill="url(#g)"/><circle cx="600" cy="700" r="420" fill="#fc3" opacity=".7"/></svg>`),
  )
    .jpeg({ quality: 90 })
    .toBuffer()

async function upload(code: string, files: Array<[Uint8Array, string]>) {
  const form = new FormData()
  const fields = {
    product_code: code, card_number: 'PICT-JP001', rarity: 'SR', condition: 'A', language: 'JP', category: '效果怪獸',
    base_name: 'テストドラゴン', price_jpy: '1200', price_twd: '320', internal_stock: '0',
  }
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const [bytes, name] of files) form.append('images', new File([new Uint8Array(bytes)], name))
  const response = await api.request('http://shop.test/api/v1/staff/products/', { method: 'POST', headers: staff.auth, body: form })
  return { status: response.status, body: (await response.json()) as { image_url?: string; images?: string[] } }
}

describe('an uploaded picture', () => {
  it('gets WebP and JPEG copies at each width up to its own, served with their types and immutable caching', async () => {
    const answer = await upload('TEST-PIC-1', [[await photo(), 'card.jpg']])
    expect(answer.status).toBe(201)
    const url = answer.body.image_url!
    expect(url).toMatch(/^\/api\/v1\/media\/uploads\/[0-9a-f]{32}-1200x1750\.jpg$/)
    const copies = pictureVariants(url)!
    expect(copies.widths).toEqual([160, 240, 320, 400, 480, 560, 640, 800, 960])
    const sizes: Record<string, number> = {}
    for (const width of copies.widths) {
      for (const format of VARIANT_FORMATS) {
        const response = await api.request(copies.url(width, format))
        expect(response.status, copies.url(width, format)).toBe(200)
        expect(response.headers.get('Content-Type')).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg')
        expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
        expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
        const bytes = Buffer.from(await response.arrayBuffer())
        const meta = await sharp(bytes).metadata()
        expect(meta).toMatchObject({ format: format === 'jpg' ? 'jpeg' : 'webp', width, height: Math.round((width * 1750) / 1200) })
        sizes[`${width}.${format}`] = bytes.length
      }
    }
    // Smaller copies are lighter, and a phone's card copy stays far below the original.
    expect(sizes['160.webp']!).toBeLessThan(sizes['480.webp']!)
    expect(sizes['560.webp']!).toBeLessThan(25 * 1024)
    // They are files beside the original, written when it was uploaded.
    const id = url.slice(url.lastIndexOf('/') + 1, url.lastIndexOf('/') + 33)
    expect(fs.readdirSync(uploadsDir).filter((n) => n.startsWith(id)).length).toBe(1 + 9 * 2)
    // The original is served too, at its full size.
    const original = await api.request(url)
    expect(original.status).toBe(200)
    expect(original.headers.get('Content-Type')).toBe('image/jpeg')
    expect(await sharp(Buffer.from(await original.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 1750 })
  })

  it("is served without the phone's EXIF (its model, where the photo was taken), turned upright", async () => {
    const phonePhoto = await sharp(await photo())
      .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 33/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const answer = await upload('TEST-PIC-EXIF', [[phonePhoto, 'IMG_0001.jpg']])
    expect(answer.status).toBe(201)
    const url = answer.body.image_url!
    expect(url).toMatch(/-1750x1200\.jpg$/)
    const served = Buffer.from(await (await api.request(url)).arrayBuffer())
    const meta = await sharp(served).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 1750, height: 1200 })
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(served.includes('iPhone')).toBe(false)
  })

  it('is never enlarged: a small picture’s largest copy is its own width, and no other width is served', async () => {
    const small = await sharp({ create: { width: 300, height: 437, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } }).png().toBuffer()
    const answer = await upload('TEST-PIC-2', [[small, 'small.png']])
    expect(answer.status).toBe(201)
    const copies = pictureVariants(answer.body.image_url!)!
    expect(copies.widths).toEqual([160, 240, 300])
    const largest = await api.request(copies.url(300, 'webp'))
    expect((await sharp(Buffer.from(await largest.arrayBuffer())).metadata()).width).toBe(300)
    for (const missing of [copies.url(320, 'webp'), copies.url(480, 'jpg'), answer.body.image_url!.replace('.png', '-300w.png')]) {
      expect((await api.request(missing)).status, missing).toBe(404)
    }
  })

  it('refuses what is not a readable picture, and leaves no file behind', async () => {
    const before = fs.readdirSync(uploadsDir).length
    const text = await upload('TEST-PIC-3', [[new TextEncoder().encode('hello, not a picture'), 'card.jpg']])
    expect(text.status).toBe(400)
    expect(text.body.images![0]).toMatch(/不是 JPEG、PNG 或 WebP/)
    // The right first bytes, the rest cut off: sharp cannot read it.
    const whole = await photo()
    const cut = await upload('TEST-PIC-4', [[whole, 'good.jpg'], [whole.subarray(0, 600), 'cut.jpg']])
    expect(cut.status).toBe(400)
    expect(cut.body.images![0]).toMatch(/「cut\.jpg」無法讀取/)
    expect(fs.readdirSync(uploadsDir).length).toBe(before)
  })

  it('from before the copies existed is still served as it was', async () => {
    const name = `${'c'.repeat(32)}.png`
    const bytes = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer()
    fs.writeFileSync(path.join(uploadsDir, name), bytes)
    const response = await api.request(`/api/v1/media/uploads/${name}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(pictureVariants(`/api/v1/media/uploads/${name}`)).toBeNull()
  })
})

describe('a demo drawing', () => {
  const drawing = '/api/v1/media/cards/QCCU-JP001-UR-A/front.svg'

  it('has the same raster copies, with an ETag that a repeat visit turns into 304', async () => {
    const copies = pictureVariants(drawing)!
    const response = await api.request(copies.url(480, 'webp'))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/webp')
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=86400/)
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 700 })
    const etag = response.headers.get('ETag')!
    const again = await api.request(copies.url(480, 'webp'), { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    const jpeg = await api.request(copies.url(160, 'jpg'))
    expect(jpeg.headers.get('Content-Type')).toBe('image/jpeg')
  })

  it('is drawn once for products that share it (one printing in two conditions)', async () => {
    const a = await api.request('/api/v1/media/cards/QCCU-JP001-UR-A/front-240w.webp')
    const b = await api.request('/api/v1/media/cards/QCCU-JP001-UR-B/front-240w.webp')
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    expect(a.headers.get('ETag')).toBe(b.headers.get('ETag'))
  })

  it('draws no width a srcset does not list and no other format', async () => {
    expect((await api.request('/api/v1/media/cards/QCCU-JP001-UR-A/front-300w.webp')).status).toBe(404)
    expect((await api.request('/api/v1/media/cards/QCCU-JP001-UR-A/front-640w.webp')).status).toBe(404)
    expect((await api.request('/api/v1/media/cards/QCCU-JP001-UR-A/front-960w.webp')).status).toBe(404)
    expect((await api.request('/api/v1/media/cards/QCCU-JP001-UR-A/front-320w.png')).status).toBe(400)
    expect((await api.request('/api/v1/media/cards/NOPE-1/front-320w.webp')).status).toBe(404)
  })
})
