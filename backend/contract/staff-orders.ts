/**
 * The staff orders calls (/api/v1/staff/orders/...): the board, one order, and the moves staff
 * make on it. The status flow itself is in order-status.ts.
 */
import { z } from 'zod'
import { MAX_MESSAGE_LENGTH } from './order-values.ts'
import { orderDetailSchema, orderMessageSchema } from './orders.ts'

/** Tracking numbers as staff copy them from the 7-ELEVEN shipping label. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{6,30}$/

export const STAFF_ORDERS_PAGE_SIZE = 20
export const MAX_SEARCH_LENGTH = 100

/** The messages staff see in the API's answers (Traditional Chinese, shown on the staff pages). */
export const STAFF_ORDER_MESSAGES = {
  orderNotFound: '找不到這筆訂單。',
  notNextStep: (current: string, wanted: string) =>
    `訂單目前是「${current}」，不能改成「${wanted}」；請重新整理頁面後再試。`,
  unknownStatus: (wanted: string) => `「${wanted.slice(0, 40)}」不是訂單狀態。`,
  /** A move or cancel already made (a second click, another staff member or tab first): done, not to be tried again. */
  alreadyThere: (current: string) => `訂單已經是「${current}」了（可能是其他店員或另一個分頁剛改的），這次沒有再改。`,
  finished: (current: string) => `訂單目前是「${current}」，已經沒有下一步。`,
  useCancel: '取消訂單請使用「取消訂單」。',
  cannotCancel: (current: string) => `訂單目前是「${current}」，只有「待確認」的訂單可以取消。`,
  trackingRequired: '改為「已出貨 (國內)」前，請先填寫配送編號。',
  /** 7-ELEVEN collects at most NT$2,000 at pickup (docs/product-rules.md#deposit): the deposit comes first. */
  depositFirst: '這筆訂單要先付訂金：請先登記收到訂金，再改為「已出貨 (國內)」（7-ELEVEN 取貨付款最多 NT$2,000）。',
  trackingInvalid: '配送編號需為 6 到 30 個英文字母、數字或 -。',
  trackingClosed: (current: string) => `訂單目前是「${current}」，不能再修改配送編號。`,
  noDeposit: '這筆訂單不需要訂金。',
  depositAlready: '這筆訂單的訂金已經登記收到了。',
  depositCancelled: '已取消的訂單不能登記訂金。',
  depositNotYet: '訂單成立後才能登記訂金；請先把訂單改為「已成立」。',
  depositCompleted: '已完成的訂單不能再登記訂金。',
  statusRequired: '請選擇要改成的狀態。',
  messageRequired: '請輸入回覆內容。',
  messageTooLong: `回覆不可超過 ${MAX_MESSAGE_LENGTH} 個字。`,
  unknownGroup: '狀態分類不正確。',
  searchTooLong: `搜尋文字不可超過 ${MAX_SEARCH_LENGTH} 個字。`,
} as const
const M = STAFF_ORDER_MESSAGES

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * A tracking number as staff type or paste it: full-width (a Chinese input method) and with spaces
 * (copied from 7-ELEVEN's slip), read as the number it is, in capitals.
 */
export const normalizeTrackingNumber = (typed: string) => typed.normalize('NFKC').replace(/\s+/g, '').toUpperCase()

const trackingNumber = z
  .string({ error: M.trackingInvalid })
  .transform(normalizeTrackingNumber)
  .pipe(z.string({ error: M.trackingInvalid }).regex(TRACKING_NUMBER_PATTERN, M.trackingInvalid))

export const moveStatusInput = z.object({
  status: z
    .string({ error: M.statusRequired })
    .trim()
    .min(1, M.statusRequired)
    .max(40, M.statusRequired),
  /** May come with the move to 已出貨 (國內) instead of being set first. */
  tracking_number: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    trackingNumber.optional(),
  ),
})
export type MoveStatusInput = z.infer<typeof moveStatusInput>

export const trackingInput = z.object({ tracking_number: trackingNumber })

export const staffReplyInput = z.object({
  message_content: z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .max(MAX_MESSAGE_LENGTH, M.messageTooLong),
})

// ---------------------------------------------------------------------------------------------
// Answers

export const staffOrderRowSchema = z.object({
  order_number: z.string(),
  created_at: z.string(),
  status: z.string(),
  total_amount: z.number(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  recipient_email: z.string(),
  /** Customer messages newer than the last time staff opened the order. */
  unread_messages: z.number().int(),
})
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>

export const staffOrderBoardSchema = z.object({
  results: z.array(staffOrderRowSchema),
  count: z.number().int(),
  /** Orders per status among those matching the search (every status present, 0 when none). */
  status_counts: z.record(z.string(), z.number().int()),
  /** The same per status group, plus `all`. */
  group_counts: z.record(z.string(), z.number().int()),
})
export type StaffOrderBoard = z.infer<typeof staffOrderBoardSchema>

const personSchema = z.object({ id: z.number().int(), name: z.string() })

export const staffOrderDetailSchema = orderDetailSchema.extend({
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone_number: z.string(),
  }),
  status_history: z.array(
    z.object({ status: z.string(), timestamp: z.string(), changed_by: personSchema.nullable() }),
  ),
  messages: z.array(orderMessageSchema.extend({ unread: z.boolean() })),
  /** The steps staff may take now: the next status (if any) and whether cancelling is allowed. */
  next_statuses: z.array(z.string()),
  can_cancel: z.boolean(),
  /** True when the next step is 已出貨 (國內) and no tracking number is set yet. */
  tracking_required: z.boolean(),
  staff_read_at: z.string().nullable(),
})
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>

export const staffOrderChangedSchema = z.object({
  order_number: z.string(),
  status: z.string(),
})
