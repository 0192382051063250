/**
 * The order statuses (docs/product-rules.md#order-statuses) and their five groups, without
 * zod, so the shopper's pages and the staff board can share them cheaply.
 */
/** docs/product-rules.md#order-statuses: the one road every order travels, in order. */
export const ORDER_FLOW = [
  '待確認',
  '已成立',
  '已成立(已從日本店家購得)',
  '日本店家已出貨',
  '空運中',
  '已抵達台灣倉庫',
  '已出貨 (國內)',
  '已送達',
  '已完成',
] as const
export const CANCELLED = '已取消'
/** Staff confirmed the order: the deposit's 3 days count from here (docs/product-rules.md#deposit). */
export const ESTABLISHED = '已成立'
export const SHIPPED_DOMESTIC = '已出貨 (國內)'
export const COMPLETED = '已完成'
/** The only status an order may be cancelled from ('before 已成立'). */
export const CANCELLABLE_STATUS = '待確認'

/** The step after `status`, or null at the end of the road (and for a cancelled order). */
export function nextStatus(status: string): string | null {
  const i = (ORDER_FLOW as readonly string[]).indexOf(status)
  return i >= 0 && i < ORDER_FLOW.length - 1 ? ORDER_FLOW[i + 1]! : null
}

/** The step before `status` in the flow: the only status an order may move to it from. */
export function previousStatus(status: string): string | null {
  const i = (ORDER_FLOW as readonly string[]).indexOf(status)
  return i > 0 ? ORDER_FLOW[i - 1]! : null
}

/**
 * docs/product-rules.md#deposit: staff record a deposit only on an order they have established and
 * not yet completed; a 待確認 order may still be refused and a cancelled one owes nothing.
 */
export function takesDeposit(status: string): boolean {
  const i = (ORDER_FLOW as readonly string[]).indexOf(status)
  return i >= ORDER_FLOW.indexOf(ESTABLISHED) && status !== COMPLETED
}

/** The five groups of the shopper's badges (app/lib/order-status.ts), also the staff board's tabs. */
export const ORDER_STATUS_GROUPS = [
  'pending_confirmation',
  'established',
  'shipped',
  'completed',
  'cancelled',
] as const
export type OrderStatusGroup = (typeof ORDER_STATUS_GROUPS)[number]
export const STATUS_GROUP_STATUSES: Record<OrderStatusGroup, readonly string[]> = {
  pending_confirmation: ['待確認'],
  established: ['已成立', '已成立(已從日本店家購得)', '日本店家已出貨', '空運中', '已抵達台灣倉庫'],
  shipped: ['已出貨 (國內)', '已送達'],
  completed: ['已完成'],
  cancelled: ['已取消'],
}
