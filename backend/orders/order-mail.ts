/** The 'order received' mail (issue 9): number, lines, total, store and the deposit notice. */
import type { MailMessage } from '../notify/notifier.ts'
import type { CreatedOrder } from './create-order.service.ts'
import { DEPOSIT_DUE_DAYS } from '../contract/order-values.ts'
import { depositFor } from './deposit.ts'

// Made once: toLocaleString and a new DateTimeFormat per call build a formatter every time (seen in
// profiles of order creation, which sends this mail for every order).
const thousands = new Intl.NumberFormat('en-US')
const twd = (n: number) => `NT$${thousands.format(n)}`

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
    ...(deposit
      ? [
          '',
          `訂金提醒：商品小計超過 NT$2,000，請於訂單成立後 ${DEPOSIT_DUE_DAYS} 天內支付訂金 ${twd(deposit.amount)}，餘款 NT$1,500 於取貨時付清。`,
        ]
      : []),
    ...(publicUrl ? ['', `查看訂單：${publicUrl}/account/orders/${order.orderNumber}`] : []),
  ]
  return { to, subject: `訂單已收到：${order.orderNumber}`, text: lines.join('\n') }
}
