/**
 * How an order's status reads to a shopper (SPEC.md section 4): the list badge groups the nine
 * statuses into five, and the tracking number shows only once the parcel is in Taiwan's hands.
 */
export type StatusGroup = 'pending_confirmation' | 'established' | 'shipped' | 'completed' | 'cancelled'

const GROUPS = new Map<string, StatusGroup>([
  ['待確認', 'pending_confirmation'],
  ['已成立', 'established'],
  ['已成立(已從日本店家購得)', 'established'],
  ['日本店家已出貨', 'established'],
  ['空運中', 'established'],
  ['已抵達台灣倉庫', 'established'],
  ['已出貨 (國內)', 'shipped'],
  ['已送達', 'shipped'],
  ['已完成', 'completed'],
  ['已取消', 'cancelled'],
])

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

/** SPEC.md section 4: the tracking number and link only when shipped domestically or completed. */
export function showsTracking(status: string, trackingNumber: string | null) {
  return Boolean(trackingNumber) && (status === '已出貨 (國內)' || status === '已完成')
}

/** REFERENCE.md: the public 7-ELEVEN tracking page (number plus captcha, no deep link). */
export const SEVEN_ELEVEN_TRACKING_URL = 'https://eservice.7-11.com.tw/e-tracking/search.aspx'
