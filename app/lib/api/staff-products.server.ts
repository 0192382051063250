/** The staff area's products calls (/api/v1/staff/products/...). */
import {
  importReportSchema,
  staffProductPageSchema,
  staffProductSchema,
  type ListingFilter,
  type ProductEditInput,
} from '#backend/contract/staff-products.ts'
import type { ApiCall } from './client.server.ts'

const productPath = (code: string) => `/staff/products/${encodeURIComponent(code)}`

export function staffProductsClient(call: ApiCall) {
  return {
    list: (query: { q?: string; listing?: ListingFilter; page?: number }) =>
      call(staffProductPageSchema, '/staff/products/', { query, auth: true }),
    get: (code: string) => call(staffProductSchema, productPath(code), { auth: true }),
    update: (code: string, body: ProductEditInput) =>
      call(staffProductSchema, productPath(code), { method: 'PATCH', body, auth: true }),
    /** Card and product fields plus `images` files, as multipart. */
    create: (formData: FormData) => call(staffProductSchema, '/staff/products/', { method: 'POST', formData, auth: true }),
    /** `file` or `csv`, and `dry_run=1` for a preview. */
    importCsv: (formData: FormData) => call(importReportSchema, '/staff/products/import', { method: 'POST', formData, auth: true }),
  }
}
