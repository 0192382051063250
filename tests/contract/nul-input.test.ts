/**
 * NUL (U+0000) in any text the API is sent: PostgreSQL text cannot store it, so it once failed
 * the query as a 500 (a staff product's aliases, every field of a news article). Now every body
 * reader refuses it as a 400, naming the field where there is one (backend/http/body.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import type { DatabaseHandle } from '#backend/db/database.ts'
import { BAD_CHARACTERS } from '#backend/http/body.ts'
import { call, newCustomer, newStaff, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let handle: DatabaseHandle
let staff: Awaited<ReturnType<typeof newStaff>>
let code: string
beforeAll(async () => {
  ;({ api, handle } = await useTestShopApi({ auth: { secret: TEST_SECRET } }))
  staff = await newStaff(handle.db)
  const list = await call(api, 'GET', '/products/?page=1')
  code = list.body.results[0].product_code
})

const article = { title: '新卡上市', summary: '摘要', content: '<p>內文</p>', author: '店長', published: false }

/** A multipart POST to a staff products call. */
async function upload(pathName: string, fields: Record<string, string>, file?: Uint8Array<ArrayBuffer>) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file) form.append('file', new File([file], 'products.csv'))
  const response = await api.request(`/api/v1/staff/products${pathName}`, { method: 'POST', headers: staff.auth, body: form })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('NUL in a request', () => {
  it('in a JSON field is a 400 naming the field, and nothing is saved', async () => {
    const aliases = await call(api, 'PATCH', `/staff/products/${code}`, { token: staff.token, json: { aliases: ['青眼', 'a\u0000b'] } })
    expect(aliases.status).toBe(400)
    expect(aliases.body).toEqual({ aliases: [BAD_CHARACTERS] })
    const unchanged = await call(api, 'GET', `/staff/products/${code}`, { token: staff.token })
    expect(JSON.stringify(unchanged.body.aliases)).not.toContain('\\u0000')

    for (const field of ['title', 'summary', 'content', 'author'] as const) {
      const news = await call(api, 'POST', '/staff/news/', { token: staff.token, json: { ...article, [field]: `x\u0000${field}` } })
      expect(news.status).toBe(400)
      expect(news.body).toEqual({ [field]: [BAD_CHARACTERS] })
    }
  })

  it("in a shopper's order question is a 400 too, not a failed query", async () => {
    const shopper = await newCustomer(handle.db)
    const asked = await call(api, 'POST', '/me/orders/20260101-0001/messages/', { token: shopper.token, json: { message_content: 'a\u0000b' } })
    expect(asked.status).toBe(400)
    expect(asked.body).toEqual({ message_content: [BAD_CHARACTERS] })
  })

  it('in a query parameter is a 400 naming it', async () => {
    const board = await call(api, 'GET', '/staff/orders/?q=%00', { token: staff.token })
    expect(board.status).toBe(400)
    expect(board.body).toEqual({ q: [BAD_CHARACTERS] })
    const search = await call(api, 'GET', '/search/?q=a%00')
    expect(search.status).toBe(400)
    expect(search.body).toEqual({ q: [BAD_CHARACTERS] })
  })

  it('in a JSON key refuses the whole body', async () => {
    const news = await call(api, 'POST', '/staff/news/', { token: staff.token, json: { ...article, 'x\u0000': 1 } })
    expect(news.status).toBe(400)
    expect(news.body.detail).toMatch(/無效的字元/)
  })

  it('in an upload form field or a CSV file is a 400', async () => {
    const field = await upload('/import', { csv: `product_code,price_twd\n${code},1\u0000`, dry_run: '1' })
    expect(field.status).toBe(400)
    expect(field.body).toEqual({ csv: [BAD_CHARACTERS] })
    const file = await upload('/import', { dry_run: '1' }, new TextEncoder().encode(`product_code,price_twd\n${code},1\u0000\n`))
    expect(file.status).toBe(400)
    expect(String(file.body.detail)).toMatch(/CSV 檔案含有無效的字元/)
  })
})
