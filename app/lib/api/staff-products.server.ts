/** The staff area's products calls (/api/v1/staff/products/...). */
import {
  importReportSchema,
  staffProductPageSchema,
  staffProductSchema,
  type ListingFilter,
  type ProductEditInput,
} from '#backend/contract/staff-products.ts'
import { onceKeyHeaders, type ApiCall } from './client.server.ts'

const productPath = (code: string) => `/staff/products/${encodeURIComponent(code)}`

export function staffProductsClient(call: ApiCall) {
  return {
    list: (query: { q?: string; listing?: ListingFilter; page?: number }) =>
      call(staffProductPageSchema, '/staff/products/', { query, auth: true }),
    get: (code: string) => call(staffProductSchema, productPath(code), { auth: true }),
    /** JSON; with new pictures an upload form: the JSON as `data`, the files as `upload` parts (`{upload: n}` in `images`). */
    update: (code: string, body: ProductEditInput, uploads: File[] = []) => {
      if (!uploads.length) return call(staffProductSchema, productPath(code), { method: 'PATCH', body, auth: true })
      const formData = new FormData()
      formData.append('data', JSON.stringify(body))
      for (const file of uploads) formData.append('upload', file, file.name)
      return call(staffProductSchema, productPath(code), { method: 'PATCH', formData, auth: true })
    },
    /** Card and product fields plus `images` files, as multipart. */
    create: (formData: FormData, onceKey?: string) =>
      call(staffProductSchema, '/staff/products/', { method: 'POST', formData, auth: true, headers: onceKeyHeaders(onceKey) }),
    /** `file` or `csv`, and `dry_run=1` for a preview. */
    importCsv: (formData: FormData) => call(importReportSchema, '/staff/products/import', { method: 'POST', formData, auth: true }),
  }
}
