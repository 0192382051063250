/**
 * How an order's status reads to a shopper (docs/product-rules.md#order-statuses): the list badge groups the nine
 * statuses into five, and the tracking number shows only once the parcel is in Taiwan's hands.
 */
import { ORDER_STATUS_GROUPS, STATUS_GROUP_STATUSES, type OrderStatusGroup } from '#backend/contract/order-status.ts'

export type StatusGroup = OrderStatusGroup

// One list of groups for the shopper's badges and the staff board's tabs (the contract's).
const GROUPS = new Map<string, StatusGroup>(
  ORDER_STATUS_GROUPS.flatMap((group) => STATUS_GROUP_STATUSES[group].map((status) => [status, group] as const)),
)

export const GROUP_LABELS: Record<StatusGroup, string> = {
  pending_confirmation: '待確認',
  established: '已成立',
  shipped: '已出貨',
  completed: '已完成',
  cancelled: '已取消',
}

/** An unknown status (another backend's) reads as pending rather than breaking the page. */
export function statusGroup(status: string): StatusGroup {
  return GROUPS.get(status) ?? 'pending_confirmation'
}

/** docs/product-rules.md#order-statuses: the tracking number and link only when shipped domestically or completed. */
export function showsTracking(status: string, trackingNumber: string | null) {
  return Boolean(trackingNumber) && (status === '已出貨 (國內)' || status === '已完成')
}

export { SEVEN_ELEVEN_TRACKING_URL } from '#backend/contract/order-values.ts'
