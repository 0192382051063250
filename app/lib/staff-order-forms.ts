/** Schemas of the staff order page's forms, one per intent, shared by conform and the action. */
import { z } from 'zod'
import { MAX_MESSAGE_LENGTH } from '#backend/contract/order-values.ts'
import { normalizeTrackingNumber, TRACKING_NUMBER_PATTERN } from '#backend/contract/staff-orders.ts'
import { tStaffOrders } from './messages-staff-orders.ts'

const F = tStaffOrders.forms

const trackingNumber = z
  .string({ error: F.trackingRequired })
  .transform(normalizeTrackingNumber)
  .pipe(z.string({ error: F.trackingInvalid }).regex(TRACKING_NUMBER_PATTERN, F.trackingInvalid))

export const moveStatusFormSchema = z.object({
  intent: z.literal('move'),
  status: z.string({ error: F.statusRequired }).min(1, F.statusRequired).max(40, F.statusRequired),
  /** Only on the move to 已出貨 (國內) when no number is set yet; the API says when it is missing. */
  tracking_number: trackingNumber.optional(),
})

export const trackingFormSchema = z.object({ intent: z.literal('tracking'), tracking_number: trackingNumber })

export const depositFormSchema = z.object({ intent: z.literal('deposit') })

export const cancelFormSchema = z.object({ intent: z.literal('cancel') })

export const replyFormSchema = z.object({
  intent: z.literal('reply'),
  message_content: z
    .string({ error: F.replyRequired })
    .trim()
    .min(1, F.replyRequired)
    .max(MAX_MESSAGE_LENGTH, F.replyTooLong(MAX_MESSAGE_LENGTH)),
})

export const STAFF_ORDER_FORMS = {
  move: moveStatusFormSchema,
  tracking: trackingFormSchema,
  deposit: depositFormSchema,
  cancel: cancelFormSchema,
  reply: replyFormSchema,
} as const
export type StaffOrderIntent = keyof typeof STAFF_ORDER_FORMS
