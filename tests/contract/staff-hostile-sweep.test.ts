/**
 * Hostile input to every /api/v1/staff/ call as a staff member (the guest sweep,
 * hostile-sweep.test.ts, never gets past the staff guard): every call from the API's route table
 * with real ids, each query parameter hostile, and valid bodies (one for each input schema of
 * the staff contract) with one field at a time made hostile, as JSON or as an upload form.
 * Whatever comes in, nothing answers 5xx. It found NUL failing its query in product aliases,
 * every news field and the order board's search.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ShopApi } from '#backend/app.ts'
import * as staffNews from '#backend/contract/staff-news.ts'
import * as staffOrders from '#backend/contract/staff-orders.ts'
import * as staffProducts from '#backend/contract/staff-products.ts'
import * as staffRules from '#backend/contract/staff-rules.ts'
import { apiEndpoints } from '#tests/setup/api-routes.ts'
import { serverErrors, sweepCalls } from '#tests/setup/hostile-values.ts'
import { call, newStaff, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let staff: Awaited<ReturnType<typeof newStaff>>
const ids: Record<string, string> = { orderNumber: '20260101-0001' }

beforeAll(async () => {
  const { api: a, handle } = await useTestShopApi({ auth: { secret: TEST_SECRET } })
  api = a
  staff = await newStaff(handle.db)
  ids.productCode = (await call(api, 'GET', '/products/?page=1')).body.results[0].product_code
  const article = await call(api, 'POST', '/staff/news/', { token: staff.token, json: VALID.staffNewsInput })
  expect(article.status).toBe(201)
  ids.id = String(article.body.id)
})

/** The staff contract's input schemas (named `...Input` or `...Fields`). */
const INPUTS: Record<string, z.ZodObject> = {}
for (const [name, value] of Object.entries({ ...staffNews, ...staffOrders, ...staffProducts, ...staffRules }) as [string, unknown][]) {
  if (/(Input|Fields)$/.test(name) && value instanceof z.ZodObject) INPUTS[name] = value
}

/**
 * A valid body for each input schema: a hostile value goes into one field at a time, so it
 * reaches the service and its query (a body bad in every field stops at validation).
 */
const VALID: Record<string, Record<string, unknown>> = {
  staffNewsInput: { title: '標題', summary: '摘要', content: '<p>內文</p>', author: '店長', image_url: '', publish_date: '2026-11-20T10:00:00+08:00', is_published: false },
  staffNewsEditInput: {
    title: '標題', summary: '摘要', content: '<p>內文</p>', author: '店長', image_url: '', publish_date: '2026-11-20T10:00:00+08:00', is_published: false,
    expected: { title: '標題', content: '<p>內文</p>', publish_date: '2026-11-20T10:00:00+08:00', is_published: false },
  },
  moveStatusInput: { status: '已付訂金', tracking_number: 'AB123456' },
  trackingInput: { tracking_number: 'AB123456' },
  staffReplyInput: { message_content: '您好，已收到。' },
  productEditInput: {
    price_twd: 100, price_jpy: 300, internal_stock: 1, featured_rank: null, is_active: true, aliases: ['別名'],
    base_name: '卡名', name_zh: '中文名', name_en: 'Name', description: '說明', images: [],
  },
  productCreateFields: {
    product_code: '', card_number: 'QCCU-JP001', rarity: 'UR', condition: 'S', language: 'JP', category: '魔法',
    base_name: '卡名', name_zh: '中文名', name_en: 'Name', aliases: '別名', description: '說明', price_jpy: '300', price_twd: '100', internal_stock: '1',
  },
  shippingFeeInput: { value: 60 },
}

describe('hostile input to the staff calls', () => {
  it('has a valid body for every input schema of the staff contract', () => {
    expect(Object.keys(VALID).sort()).toEqual(Object.keys(INPUTS).sort())
    for (const [name, schema] of Object.entries(INPUTS)) expect(schema.safeParse(VALID[name]).error, name).toBeUndefined()
  })

  it('no staff call answers a 5xx', { timeout: 180_000 }, async () => {
    const endpoints = apiEndpoints(api, '/staff/', (name) => ids[name] ?? '1')
    expect(endpoints.length).toBeGreaterThan(10)
    const answers = await sweepCalls(api, endpoints, {
      token: staff.token,
      queryKeys: ['q', 'page', 'listing', 'status', 'ordering'],
      validBodies: Object.values(VALID),
      // Adding a product and importing a CSV take upload forms.
      asForm: (method, path, body) => {
        if (method !== 'POST' || !path.startsWith('/staff/products/') || path.includes(ids.productCode!)) return undefined
        const form = new FormData()
        for (const [field, value] of Object.entries(body)) form.append(field, typeof value === 'string' ? value : JSON.stringify(value))
        form.append('csv', `card_number,base_name\nQCCU-JP001,${String(Object.values(body)[0])}`)
        return form
      },
    })
    expect(answers.length).toBeGreaterThan(1000)
    expect(serverErrors(answers)).toEqual([])
  })
})
