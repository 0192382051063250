/**
 * PUT /api/v1/staff/rules/shipping-fee/: staff change the fee; bad values are a 400 in Chinese and
 * change nothing; each change leaves an audit row; the shop's public fee follows at once.
 */
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import type { Database } from '#backend/db/database.ts'
import { auditLog } from '#backend/db/schema.ts'
import { call, newStaff, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let db: Database
let staff: Awaited<ReturnType<typeof newStaff>>

beforeAll(async () => {
  const { api: a, handle } = await useTestShopApi({ auth: { secret: TEST_SECRET } })
  api = a
  db = handle.db
  staff = await newStaff(db)
})

const put = (json: unknown) => call(api, 'PUT', '/staff/rules/shipping-fee/', { token: staff.token, json })
const publicFee = async () => (await call(api, 'GET', '/rules/shipping-fee/')).body.value as number
const feeAudits = () =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'rule'), eq(auditLog.entityId, 'shipping_fee')))
    .orderBy(desc(auditLog.id))

describe('staff shipping fee', () => {
  it('staff read the current fee', async () => {
    const answer = await call(api, 'GET', '/staff/rules/shipping-fee/', { token: staff.token })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ value: 288 })
  })

  it('a valid fee is stored, audited with before and after, and the shop shows it', async () => {
    const answer = await put({ value: 150 })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ value: 150 })
    expect(await publicFee()).toBe(150)
    const [row] = await feeAudits()
    expect(row).toMatchObject({ actorId: staff.id, action: 'rule.update', before: 288, after: 150 })

    // A numeric string (a form value) is read as the number; 0 (free shipping) is allowed.
    expect((await put({ value: '0' })).body).toEqual({ value: 0 })
    expect(await publicFee()).toBe(0)
    const [second] = await feeAudits()
    expect(second).toMatchObject({ before: 150, after: 0 })

    expect((await put({ value: 288 })).status).toBe(200)
    expect(await publicFee()).toBe(288)
  })

  it.each([
    [{ value: -1 }, '運費不能是負數。'],
    [{ value: 10_001 }, '運費最多 NT$10,000。'],
    [{ value: 12.5 }, '運費必須是整數。'],
    [{ value: 'abc' }, '運費只能輸入數字（0-9），例如 120。'],
    // Scientific notation was saved as NT$100 (backend/contract/plain-number.ts).
    [{ value: '1e2' }, '運費只能輸入數字（0-9），例如 120。'],
    [{}, '請輸入運費金額。'],
  ])('%j is refused with a Chinese message and changes nothing', async (json, message) => {
    const audits = (await feeAudits()).length
    const answer = await put(json)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ value: [message] })
    expect(await publicFee()).toBe(288)
    expect((await feeAudits()).length).toBe(audits)
  })

  // Two tabs of /staff/rules: the second's save had overwritten the first's change unseen.
  it('with the fee the page showed: a fee changed since is a 409 naming it, and nothing is written', async () => {
    expect((await put({ value: 300, expected: { value: 288 } })).body).toEqual({ value: 300 })
    const audits = (await feeAudits()).length
    const stale = await put({ value: 250, expected: { value: 288 } })
    expect(stale.status).toBe(409)
    expect(stale.body).toEqual({ value: ['這個欄位在您開啟頁面後已變成「NT$300」（其他店員修改），請確認後再儲存。'] })
    expect(await publicFee()).toBe(300)
    expect((await feeAudits()).length).toBe(audits)
    // Sent as the page showed it, the fee is left as it is now; from the page as it is now, saved.
    expect((await put({ value: 288, expected: { value: 288 } })).body).toEqual({ value: 300 })
    expect((await put({ value: 288, expected: { value: 300 } })).body).toEqual({ value: 288 })
    expect(await publicFee()).toBe(288)
    expect((await put({ value: 288, expected: { fee: 1 } })).status).toBe(400)
  })

  it('a body that is not JSON is a 400', async () => {
    const answer = await put('fee=100')
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe('請求內容不是有效的 JSON。')
  })
})
