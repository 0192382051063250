/** Contract of the store-map round trip: map parameters, ECPay's reply, the check, the stand-in. */
import { inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createShopApi, type ShopApi } from '#backend/app.ts'
import type { MapParameters } from '#backend/contract/orders.ts'
import type { Database } from '#backend/db/database.ts'
import { storeSelections } from '#backend/db/schema.ts'
import { isValidMac } from '#backend/ecpay/check-mac-value.ts'
import { SAMPLE_STORES } from '#backend/ecpay/sample-stores.ts'
import { storeReply } from '#tests/setup/ecpay-store-reply.ts'
import { call, newCustomer, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

const STAGE_KEYS = { hashKey: '5294y06JbISpM5x9', hashIv: 'v77hoKGq4kWxNNIS' }
let api: ShopApi
let db: Database
let shopper: Awaited<ReturnType<typeof newCustomer>>
let other: Awaited<ReturnType<typeof newCustomer>>

beforeAll(async () => {
  const { api: a, handle } = await useTestShopApi({
    auth: { secret: TEST_SECRET, publicUrl: 'https://shop.example.tw' },
  })
  api = a
  db = handle.db
  shopper = await newCustomer(db)
  other = await newCustomer(db)
})

const mapParameters = async (query = '') =>
  (await call(api, 'GET', `/ecpay/map-parameters/${query}`, { token: shopper.token }))
    .body as MapParameters

/** The forms of a stand-in page: action and fields of each. */
function formsOf(html: string) {
  return [...html.matchAll(/<form[^>]* method="post" action="([^"]*)">([\s\S]*?)<\/form>/g)].map(
    (m) => ({
      action: m[1]!,
      fields: Object.fromEntries(
        [...m[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((f) => [
          f[1]!,
          f[2]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
        ]),
      ),
    }),
  )
}

describe('GET /ecpay/map-parameters/', () => {
  it('needs a login', async () => {
    expect((await call(api, 'GET', '/ecpay/map-parameters/')).status).toBe(401)
  })

  it('gives signed form fields, a fresh unguessable MerchantTradeNo and the stand-in map', async () => {
    const a = await mapParameters()
    const b = await mapParameters()
    expect(a.MerchantTradeNo).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(b.MerchantTradeNo).not.toBe(a.MerchantTradeNo)
    expect(a.fields).toMatchObject({
      MerchantID: '2000132',
      MerchantTradeNo: a.MerchantTradeNo,
      LogisticsType: 'CVS',
      LogisticsSubType: 'UNIMART',
      IsCollection: 'Y',
      ServerReplyURL: 'https://shop.example.tw/api/v1/ecpay/store-reply/',
      ExtraData: 'page',
      Device: '1',
    })
    expect(a.fields.ServerReplyURL!.length).toBeLessThanOrEqual(200)
    expect(isValidMac(a.fields, STAGE_KEYS)).toBe(true)
    expect(a.map_url).toBe('https://shop.example.tw/api/v1/ecpay/dev-map/')
  })

  it("clears the shopper's expired unanswered map openings, keeping picks", async () => {
    const stale = await mapParameters()
    const picked = await mapParameters()
    await call(api, 'POST', '/ecpay/store-reply/', { form: storeReply(picked) })
    await db.execute(
      sql`update store_selections set created_at = now() - interval '2 days' where merchant_trade_no in (${stale.MerchantTradeNo}, ${picked.MerchantTradeNo})`,
    )
    await mapParameters()
    const left = await db
      .select({ no: storeSelections.merchantTradeNo })
      .from(storeSelections)
      .where(
        inArray(storeSelections.merchantTradeNo, [stale.MerchantTradeNo, picked.MerchantTradeNo]),
      )
    expect(left.map((r) => r.no)).toEqual([picked.MerchantTradeNo])
    // A reply for the expired opening finds nothing.
    expect(
      (await call(api, 'POST', '/ecpay/store-reply/', { form: storeReply(stale) })).status,
    ).toBe(404)
  })

  it('asks for the popup reply and the PC map when told', async () => {
    const p = await mapParameters('?flow=popup&device=pc')
    expect(p.fields).toMatchObject({ ExtraData: 'popup', Device: '0' })
    expect(isValidMac(p.fields, STAGE_KEYS)).toBe(true)
  })

  it('follows the configured subtype, merchant and map URL', async () => {
    const c2c = createShopApi({
      db,
      log: () => {},
      auth: { secret: TEST_SECRET },
      ecpay: { subType: 'UNIMARTC2C', mapUrl: 'https://logistics-stage.ecpay.com.tw/Express/map' },
    })
    const p = (await call(c2c, 'GET', '/ecpay/map-parameters/', { token: shopper.token }))
      .body as MapParameters
    expect(p.map_url).toBe('https://logistics-stage.ecpay.com.tw/Express/map')
    expect(p.fields).toMatchObject({ MerchantID: '2000933', LogisticsSubType: 'UNIMARTC2C' })
    expect(p.fields.ServerReplyURL).toBe('http://shop.test/api/v1/ecpay/store-reply/')
    expect(isValidMac(p.fields, { hashKey: 'XBERn1YOvpM9nfZc', hashIv: 'h1ONHk4P4yqbl5LK' })).toBe(
      true,
    )
    // With a real map configured the stand-in is not served.
    expect((await call(c2c, 'POST', '/ecpay/dev-map/', { form: p.fields })).status).toBe(404)
  })
})

describe('ServerReplyURL and check-store-selection', () => {
  it('stores the pick from a cookie-less form POST and redirects back to checkout (same window)', async () => {
    const p = await mapParameters()
    const before = await call(
      api,
      'GET',
      `/ecpay/check-store-selection/?merchant_trade_no=${p.MerchantTradeNo}`,
      { token: shopper.token },
    )
    expect(before).toMatchObject({ status: 404, body: { status: 'pending' } })
    const reply = await call(api, 'POST', '/ecpay/store-reply/', { form: storeReply(p) })
    expect(reply.status).toBe(303)
    expect(reply.headers.get('location')).toBe(`/checkout?merchant_trade_no=${p.MerchantTradeNo}`)
    const check = await call(
      api,
      'GET',
      `/ecpay/check-store-selection/?merchant_trade_no=${p.MerchantTradeNo}`,
      { token: shopper.token },
    )
    expect(check).toMatchObject({
      status: 200,
      body: {
        status: 'success',
        data: {
          CVSStoreID: '131386',
          CVSStoreName: '鑫忠孝門市',
          CVSAddress: '台北市大安區忠孝東路四段181號',
        },
      },
    })
  })

  it("answers another shopper's or an unknown number with an error in Chinese", async () => {
    const p = await mapParameters()
    await call(api, 'POST', '/ecpay/store-reply/', { form: storeReply(p) })
    for (const [token, no] of [
      [other.token, p.MerchantTradeNo],
      [shopper.token, 'M0000000000000000000'],
      [shopper.token, "x'; drop table orders;--"],
      [shopper.token, 'A'.repeat(21)],
      [shopper.token, ''],
    ] as const) {
      const r = await call(
        api,
        'GET',
        `/ecpay/check-store-selection/?merchant_trade_no=${encodeURIComponent(no)}`,
        { token },
      )
      expect(r.status).toBe(404)
      expect(r.body).toMatchObject({ status: 'error' })
      expect(r.body.detail).toMatch(/門市/)
    }
    expect(
      (
        await call(
          api,
          'GET',
          `/ecpay/check-store-selection/?merchant_trade_no=${p.MerchantTradeNo}`,
        )
      ).status,
    ).toBe(401)
  })

  it('answers the popup flow with a self-closing page allowed by its own CSP', async () => {
    const p = await mapParameters('?flow=popup')
    const reply = await call(api, 'POST', '/ecpay/store-reply/', { form: storeReply(p) })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toMatch(/text\/html/)
    expect(reply.text).toContain('window.close()')
    expect(reply.text).toContain(`/checkout?merchant_trade_no=${p.MerchantTradeNo}`)
    const script = reply.text.match(/<script>([\s\S]*?)<\/script>/)![1]!
    const { createHash } = await import('node:crypto')
    const hash = createHash('sha256').update(script).digest('base64')
    expect(reply.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`)
    expect(reply.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
  })

  it('refuses unknown numbers, bad fields, other merchants and non-form bodies without a 5xx', async () => {
    const p = await mapParameters()
    const good = storeReply(p)
    const cases: Array<[Record<string, string> | undefined, number]> = [
      [{ ...good, MerchantTradeNo: 'M1234567890123456789' }, 404],
      [{ ...good, MerchantTradeNo: '../../etc' }, 400],
      [{ ...good, CVSStoreID: '' }, 400],
      [{ ...good, CVSStoreName: 'x'.repeat(500) }, 400],
      [{ ...good, MerchantID: '9999999' }, 400],
      [{ ...good, CVSOutSide: '7' }, 400],
      [{}, 400],
    ]
    for (const [form, status] of cases) {
      const r = await call(api, 'POST', '/ecpay/store-reply/', { form })
      expect(r.status).toBe(status)
      expect(r.text).toMatch(/請回到結帳頁面|請重新選擇門市/)
    }
    expect((await call(api, 'POST', '/ecpay/store-reply/', { json: good })).status).toBe(400)
    expect((await call(api, 'POST', '/ecpay/store-reply/')).status).toBe(400)
    expect((await call(api, 'GET', '/ecpay/store-reply/')).status).toBe(404)
  })
})

describe('the store-map stand-in', () => {
  it('lists at least 20 stores, each posting ECPay reply fields to ServerReplyURL', async () => {
    const p = await mapParameters()
    const page = await call(api, 'POST', '/ecpay/dev-map/', { form: p.fields })
    // As ECPay's own map: no storefront COOP, or the popup loses its opener on the way back.
    expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    expect(page.status).toBe(200)
    expect(page.text).toContain('選擇 7-ELEVEN 取貨門市')
    expect(page.headers.get('content-security-policy')).toContain(
      "form-action 'self' https://shop.example.tw",
    )
    const stores = formsOf(page.text).filter((f) => f.fields.CVSStoreID)
    expect(stores.length).toBeGreaterThanOrEqual(20)
    expect(new Set(stores.map((s) => s.fields.CVSStoreID)).size).toBe(stores.length)
    for (const s of stores) {
      expect(s.action).toBe(p.fields.ServerReplyURL)
      expect(s.fields.CVSStoreID).toMatch(/^\d{6}$/)
      expect(s.fields.MerchantTradeNo).toBe(p.MerchantTradeNo)
    }
    // The shopper's browser posts the chosen form: the shop records that store.
    const chosen = stores.find((s) => s.fields.CVSAddress!.startsWith('高雄市'))!
    const reply = await call(api, 'POST', '/ecpay/store-reply/', { form: chosen.fields })
    expect(reply.status).toBe(303)
    const check = await call(
      api,
      'GET',
      `/ecpay/check-store-selection/?merchant_trade_no=${p.MerchantTradeNo}`,
      { token: shopper.token },
    )
    expect(check.body.data).toEqual({
      CVSStoreID: chosen.fields.CVSStoreID,
      CVSStoreName: chosen.fields.CVSStoreName,
      CVSAddress: chosen.fields.CVSAddress,
    })
  })

  it('searches by name or address without JS, keeping the signed map fields', async () => {
    const p = await mapParameters()
    const page = await call(api, 'POST', '/ecpay/dev-map/', {
      form: { ...p.fields, keyword: '臺中' },
    })
    const forms = formsOf(page.text)
    const stores = forms.filter((f) => f.fields.CVSStoreID)
    expect(stores.length).toBeGreaterThan(0)
    expect(stores.length).toBeLessThan(SAMPLE_STORES.length)
    for (const s of stores) expect(s.fields.CVSAddress).toMatch(/^台中市/)
    const search = forms.find((f) => !f.fields.CVSStoreID)!
    expect(isValidMac(search.fields, STAGE_KEYS)).toBe(true)
    const byName = formsOf(
      (await call(api, 'POST', '/ecpay/dev-map/', { form: { ...p.fields, keyword: '逢甲' } })).text,
    )
    expect(byName.filter((f) => f.fields.CVSStoreID).map((f) => f.fields.CVSStoreName)).toEqual([
      '逢甲門市',
    ])
    const none = await call(api, 'POST', '/ecpay/dev-map/', {
      form: { ...p.fields, keyword: '<b>不存在</b>' },
    })
    expect(none.text).toContain('找不到符合「&#60;b&#62;不存在&#60;/b&#62;」的門市')
  })

  it('refuses a tampered or missing CheckMacValue', async () => {
    const p = await mapParameters()
    const tampered = { ...p.fields, ServerReplyURL: 'https://evil.example/steal' }
    for (const form of [tampered, { ...p.fields, CheckMacValue: '' }, {}]) {
      const r = await call(api, 'POST', '/ecpay/dev-map/', { form })
      expect(r.status).toBe(400)
      expect(r.text).toContain('無法開啟門市地圖')
    }
    expect((await call(api, 'GET', '/ecpay/dev-map/')).status).toBe(400)
  })
})
