/** The mails a shopper gets when staff move their order or answer in its Q&A (issue 10). */
import { SEVEN_ELEVEN_TRACKING_URL } from '../contract/order-values.ts'
import { CANCELLED, ESTABLISHED, SHIPPED_DOMESTIC } from '../contract/order-status.ts'
import type { MailMessage, Notifier } from '../notify/notifier.ts'
import { depositFor } from '../orders/deposit.ts'
import { depositReminder } from '../orders/order-mail.ts'

/** The shopper's own order page; relative when the shop's public address is not configured. */
const orderLink = (orderNumber: string, publicUrl?: string) =>
  `${publicUrl ?? ''}/account/orders/${orderNumber}`

export type MailOrder = {
  orderNumber: string
  recipientEmail: string
  trackingNumber: string | null
}

/** An order as it was just moved: `movedAt` is when, which starts the deposit's days at 已成立. */
export type MovedOrder = MailOrder & { itemsTotal: number; totalAmount: number; movedAt?: Date }

export function orderStatusMail(order: MovedOrder, status: string, publicUrl?: string): MailMessage {
  const deposit =
    status === ESTABLISHED && order.movedAt ? depositFor(order.itemsTotal, order.totalAmount, order.movedAt) : null
  const lines = [
    '您好，',
    '',
    `您的訂單 ${order.orderNumber} 狀態已更新為「${status}」。`,
    ...(status === SHIPPED_DOMESTIC && order.trackingNumber
      ? [
          '',
          `配送編號：${order.trackingNumber}`,
          `7-ELEVEN 貨態查詢：${SEVEN_ELEVEN_TRACKING_URL}（需輸入配送編號與驗證碼）`,
        ]
      : []),
    ...(deposit ? ['', depositReminder(deposit)] : []),
    ...(status === CANCELLED ? ['', '這筆訂單已取消；如有疑問，歡迎在訂單頁面留言給店員。'] : []),
    '',
    `查看訂單：${orderLink(order.orderNumber, publicUrl)}`,
  ]
  return {
    to: order.recipientEmail,
    subject: `訂單狀態更新：${order.orderNumber}（${status}）`,
    text: lines.join('\n'),
  }
}

export function staffReplyMail(order: MailOrder, content: string, publicUrl?: string): MailMessage {
  const lines = [
    '您好，',
    '',
    `店員回覆了您在訂單 ${order.orderNumber} 的留言：`,
    '',
    content,
    '',
    `查看並回覆：${orderLink(order.orderNumber, publicUrl)}#messages`,
  ]
  return {
    to: order.recipientEmail,
    subject: `店員回覆了您的訂單留言：${order.orderNumber}`,
    text: lines.join('\n'),
  }
}

/** Sends after the change has committed: a mail that fails is logged, the change stands. */
export function sendAfterCommit(
  notifier: Notifier,
  log: (message: string) => void,
  mail: MailMessage,
  orderNumber: string,
) {
  notifier
    .sendMail(mail)
    .catch((error: Error) =>
      log(`[staff-orders] ${orderNumber}: customer mail failed: ${error.message}`),
    )
}
