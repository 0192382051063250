/** The staff area's orders calls (/api/v1/staff/orders/...). */
import { z } from 'zod'
import {
  staffOrderBoardSchema,
  staffOrderChangedSchema,
  staffOrderDetailSchema,
} from '#backend/contract/staff-orders.ts'
import type { OrderStatusGroup } from '#backend/contract/order-status.ts'
import { onceKeyHeaders, type ApiCall } from './client.server.ts'

const path = (orderNumber: string, rest = '') => `/staff/orders/${encodeURIComponent(orderNumber)}/${rest}`
// The read marker answers 204 with no body.
const noContent = z.undefined()

export function staffOrdersClient(call: ApiCall) {
  return {
    board: (query: { group?: OrderStatusGroup | 'all'; q?: string; page?: number }) =>
      call(staffOrderBoardSchema, '/staff/orders/', { query, auth: true }),
    order: (orderNumber: string) => call(staffOrderDetailSchema, path(orderNumber), { auth: true }),
    markRead: (orderNumber: string) => call(noContent, path(orderNumber, 'read/'), { method: 'POST', auth: true }),
    moveStatus: (orderNumber: string, body: { status: string; tracking_number?: string }) =>
      call(staffOrderChangedSchema, path(orderNumber, 'status/'), { body, auth: true }),
    cancel: (orderNumber: string) => call(staffOrderChangedSchema, path(orderNumber, 'cancel/'), { method: 'POST', auth: true }),
    setTracking: (orderNumber: string, trackingNumber: string) =>
      call(staffOrderChangedSchema, path(orderNumber, 'tracking/'), {
        method: 'PUT',
        body: { tracking_number: trackingNumber },
        auth: true,
      }),
    depositReceived: (orderNumber: string) =>
      call(staffOrderChangedSchema, path(orderNumber, 'deposit/'), { method: 'POST', auth: true }),
    reply: (orderNumber: string, messageContent: string, onceKey?: string) =>
      call(staffOrderChangedSchema, path(orderNumber, 'messages/'), {
        body: { message_content: messageContent },
        auth: true,
        headers: onceKeyHeaders(onceKey),
      }),
  }
}
