/** The staff area's news calls (/api/v1/staff/news/...). */
import { z } from 'zod'
import { staffNewsItemSchema, staffNewsPageSchema, type StaffNewsEditInput, type StaffNewsInput } from '#backend/contract/staff-news.ts'
import { onceKeyHeaders, type ApiCall } from './client.server.ts'

// DELETE answers 204 with no body.
const noContent = z.undefined()

export function staffNewsClient(call: ApiCall) {
  return {
    list: (page: number) => call(staffNewsPageSchema, '/staff/news/', { query: { page }, auth: true }),
    get: (id: number) => call(staffNewsItemSchema, `/staff/news/${id}/`, { auth: true }),
    create: (body: StaffNewsInput, onceKey?: string) =>
      call(staffNewsItemSchema, '/staff/news/', { method: 'POST', body, auth: true, headers: onceKeyHeaders(onceKey) }),
    update: (id: number, body: StaffNewsEditInput) =>
      call(staffNewsItemSchema, `/staff/news/${id}/`, { method: 'PUT', body, auth: true }),
    remove: (id: number) => call(noContent, `/staff/news/${id}/`, { method: 'DELETE', auth: true }),
  }
}
