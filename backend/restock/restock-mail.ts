/** The '到貨通知' mail (issue 12): one per customer per restock, listing what came back for them. */
import type { MailMessage, Notifier } from '../notify/notifier.ts'
import type { FiredAlert } from './restock-alerts.service.ts'

/** The product's page; the same canonical URL the product page names. Relative without PUBLIC_URL. */
export const productLink = (productCode: string, publicUrl?: string) =>
  `${publicUrl ?? ''}/products/1/detail/${encodeURIComponent(productCode)}`

const productLine = (f: FiredAlert) => `${f.base_name}（${f.card_number} ${f.rarity}）`

/** Mails for one restock: a customer waiting for several of the products gets them in one mail. */
export function restockMails(fired: FiredAlert[], publicUrl?: string): MailMessage[] {
  const byUser = new Map<number, FiredAlert[]>()
  for (const f of fired) byUser.set(f.user_id, [...(byUser.get(f.user_id) ?? []), f])
  return [...byUser.values()].map((items) => {
    const first = items[0]!
    const lines = [
      first.first_name ? `${first.first_name} 您好：` : '您好：',
      '',
      items.length === 1 ? '您登記到貨通知的商品已經補貨：' : `您登記到貨通知的 ${items.length} 件商品已經補貨：`,
      '',
      ...items.flatMap((f) => [productLine(f), `商品頁面：${productLink(f.product_code, publicUrl)}`, '']),
      '庫存有限，售完為止；這則通知只寄一次。如果商品又賣完了，可以在商品頁面重新登記到貨通知。',
      `管理到貨通知：${publicUrl ?? ''}/account/restock-alerts`,
    ]
    return {
      to: first.email,
      subject: items.length === 1 ? `到貨通知：${first.base_name} 已補貨` : `到貨通知：${items.length} 件商品已補貨`,
      text: lines.join('\n'),
    }
  })
}

/** Sends after the stock change has committed: a mail that fails is logged, the restock stands. */
export function sendRestockMails(
  notifier: Notifier,
  log: (message: string) => void,
  fired: FiredAlert[],
  publicUrl?: string,
) {
  for (const mail of restockMails(fired, publicUrl)) {
    notifier.sendMail(mail).catch((error: Error) => log(`[restock-alerts] restock mail failed: ${error.message}`))
  }
}
