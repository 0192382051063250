/**
 * Every /api/v1/staff/ call, found from the API's own route table (so a call added later is
 * covered without editing this test): a guest gets 401, a customer 404 as if the path did not
 * exist, and neither ever reaches a handler.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { apiEndpoints } from '#tests/setup/api-routes.ts'
import { call, newCustomer, newStaff, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let customer: Awaited<ReturnType<typeof newCustomer>>
let staff: Awaited<ReturnType<typeof newStaff>>

beforeAll(async () => {
  const { api: a, handle } = await useTestShopApi({ auth: { secret: TEST_SECRET } })
  api = a
  customer = await newCustomer(handle.db)
  staff = await newStaff(handle.db)
})

const staffEndpoints = (app: ShopApi) => apiEndpoints(app, '/staff/')

describe('/api/v1/staff/ is for staff only', () => {
  it('the route table lists the staff calls', () => {
    expect(staffEndpoints(api).length).toBeGreaterThan(0)
  })

  it('a customer gets 404 and a guest 401 from every staff call', async () => {
    for (const [method, path] of staffEndpoints(api)) {
      const json = method === 'GET' || method === 'DELETE' ? undefined : {}
      const asCustomer = await call(api, method, path, { token: customer.token, json })
      expect(asCustomer.status, `${method} ${path} as a customer`).toBe(404)
      expect(asCustomer.body).toEqual({ detail: '找不到這個 API 路徑。' })
      const asGuest = await call(api, method, path, { json })
      expect(asGuest.status, `${method} ${path} as a guest`).toBe(401)
    }
  })

  it('staff get past the guard', async () => {
    const [method, path] = staffEndpoints(api).find(([m]) => m === 'GET')!
    const answer = await call(api, method, path, { token: staff.token })
    expect(answer.status).not.toBe(401)
    expect(answer.body).not.toEqual({ detail: '找不到這個 API 路徑。' })
  })
})
