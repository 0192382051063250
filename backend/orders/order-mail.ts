/** The 'order received' mail (issue 9): number, lines, total, store and the deposit notice. */
import type { MailMessage } from '../notify/notifier.ts'
import type { CreatedOrder } from './create-order.service.ts'
import { DEPOSIT_DUE_DAYS, DEPOSIT_REMAINDER, DEPOSIT_THRESHOLD } from '../contract/order-values.ts'
import { formatDate } from '../contract/format-date.ts'
import { depositFor } from './deposit.ts'

// Made once: toLocaleString and a new DateTimeFormat per call build a formatter every time (seen in
// profiles of order creation, which sends this mail for every order).
const thousands = new Intl.NumberFormat('en-US')
const twd = (n: number) => `NT$${thousands.format(n)}`

/**
 * The deposit line of a mail (docs/product-rules.md#deposit): with its date once the order is
 * established (`due_at`), else "within 3 days after it is established".
 */
export function depositReminder(deposit: { amount: number; due_at: string | null }) {
  const when = deposit.due_at ? ` ${formatDate(deposit.due_at)} 前` : `訂單成立後 ${DEPOSIT_DUE_DAYS} 天內`
  return `訂金提醒：商品小計超過 ${twd(DEPOSIT_THRESHOLD)}，請於${when}支付訂金 ${twd(deposit.amount)}，餘款 ${twd(DEPOSIT_REMAINDER)} 於取貨時付清。`
}

export function orderReceivedMail(
  to: string,
  order: CreatedOrder,
  publicUrl?: string,
): MailMessage {
  // A new order is 待確認: the deposit's days start when staff establish it, so no date yet.
  const deposit = depositFor(order.itemsTotal, order.totalAmount, null)
  const lines = [
    '您好，我們已收到您的訂單，客服確認後會再通知您。',
    '',
    `訂單編號：${order.orderNumber}`,
    '',
    '訂購商品：',
    ...order.lines.map(
      (l) => `・${l.name}（${l.productCode}）× ${l.quantity}  ${twd(l.unitPrice * l.quantity)}`,
    ),
    '',
    `商品小計：${twd(order.itemsTotal)}`,
    `運費：${twd(order.shippingFee)}`,
    `總金額：${twd(order.totalAmount)}`,
    '',
    `取貨門市：7-ELEVEN ${order.storeName}${order.storeAddress ? `（${order.storeAddress}）` : ''}`,
    '付款方式：超商取貨付款',
    ...(deposit ? ['', depositReminder(deposit)] : []),
    ...(publicUrl ? ['', `查看訂單：${publicUrl}/account/orders/${order.orderNumber}`] : []),
  ]
  return { to, subject: `訂單已收到：${order.orderNumber}`, text: lines.join('\n') }
}
