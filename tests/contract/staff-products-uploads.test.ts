/**
 * Upload bodies: only the staff upload pages and calls (a new product, the product editor, CSV
 * import) accept more than the ordinary caps (16 KB forms, 64 KB JSON), and even they stop at
 * MAX_UPLOAD_BODY_BYTES with a Chinese 413.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BODY_BYTES } from '#backend/contract/staff-products.ts'
import { useStorefrontApp } from '#tests/setup/storefront-app.ts'

let shop: Awaited<ReturnType<typeof useStorefrontApp>>
beforeAll(async () => {
  shop = await useStorefrontApp()
})

const multipart = (bytes: number) => {
  const body = new FormData()
  body.append('file', new File([new Uint8Array(bytes).fill(65)], 'big.csv'))
  return body
}

describe('staff upload body caps', () => {
  it.each(['/staff/products/new', '/staff/products/import', '/staff/products/import.data', '/staff/products/QCCU-JP001-UR-S', '/staff/products/QCCU-JP001-UR-S.data'])('%s takes a body past 16 KB', async (path) => {
    const response = await shop.request(path, { method: 'POST', body: multipart(100_000) })
    // Past the cap, the page's own guard answers (a guest goes to the login page).
    expect(response.status).not.toBe(413)
  })

  it('but not past the upload cap', async () => {
    const response = await shop.request('/staff/products/new', { method: 'POST', body: multipart(MAX_UPLOAD_BODY_BYTES + 1) })
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('上傳的內容太大')
  })

  it('other staff pages keep the 16 KB cap', async () => {
    for (const path of ['/staff/rules', '/staff/orders/20260101-0001', '/staff/products/QCCU-JP001-UR-S/x']) {
      const response = await shop.request(path, { method: 'POST', body: multipart(100_000) })
      expect(response.status, path).toBe(413)
    }
  })

  it('the API lets upload calls past 64 KB, up to the upload cap', async () => {
    const past = await shop.request('/api/v1/staff/products/import', { method: 'POST', body: multipart(100_000) })
    expect(past.status).toBe(401)
    const over = await shop.request('/api/v1/staff/products/', { method: 'POST', body: multipart(MAX_UPLOAD_BODY_BYTES + 1) })
    expect(over.status).toBe(413)
    // An edit with pictures is an upload form; as JSON it keeps the JSON cap.
    const edit = await shop.request('/api/v1/staff/products/QCCU-JP001-UR-S', { method: 'PATCH', body: multipart(100_000) })
    expect(edit.status).toBe(401)
    const json = await shop.request('/api/v1/staff/products/QCCU-JP001-UR-S', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ description: 'x'.repeat(100_000) }),
    })
    expect(json.status).toBe(413)
    const tooBig = await shop.request('/api/v1/staff/products/QCCU-JP001-UR-S', { method: 'PATCH', body: multipart(MAX_UPLOAD_BODY_BYTES + 1) })
    expect(tooBig.status).toBe(413)
  })
})
