import { describe, expect, it } from 'vitest'
import type { FiredAlert } from './restock-alerts.service.ts'
import { restockMails } from './restock-mail.ts'

const fired = (userId: number, code: string, extra: Partial<FiredAlert> = {}): FiredAlert => ({
  user_id: userId,
  email: `u${userId}@example.tw`,
  first_name: '小華',
  product_code: code,
  base_name: `卡${code}`,
  card_number: 'QCCU-JP001',
  rarity: 'UR',
  ...extra,
})

describe('restockMails', () => {
  it('writes one mail per customer, naming every product that came back for them with its link', () => {
    const mails = restockMails([fired(1, 'A-1'), fired(2, 'A-1'), fired(1, 'B-2')], 'https://shop.example.tw')
    expect(mails.map((m) => m.to)).toEqual(['u1@example.tw', 'u2@example.tw'])
    expect(mails[0]!.subject).toBe('到貨通知：2 件商品已補貨')
    expect(mails[0]!.text).toContain('https://shop.example.tw/products/1/detail/A-1')
    expect(mails[0]!.text).toContain('https://shop.example.tw/products/1/detail/B-2')
    expect(mails[0]!.text.startsWith('小華 您好：')).toBe(true)
    expect(mails[1]!.subject).toBe('到貨通知：卡A-1 已補貨')
  })

  it('greets without a name and links relatively when the shop has no public address', () => {
    const [mail] = restockMails([fired(3, 'C-3', { first_name: '' })])
    expect(mail!.text.startsWith('您好：')).toBe(true)
    expect(mail!.text).toContain('商品頁面：/products/1/detail/C-3')
  })
})
