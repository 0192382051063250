/** Page copy of the message catalogue (see messages.ts). */
import { formatCount } from './format.ts'
import { RULES } from './messages.ts'

export const tPages = {
  lists: {
    pastLastPage: (last: number) => `這個頁碼超過了最後一頁，這份清單只到第 ${last} 頁。`,
  },
  home: {
    heroTitle: '日本遊戲王卡，直送你家巷口的 7-ELEVEN',
    heroBody: (fee: number | null) =>
      `我們在日本卡店為你挑卡、檢查卡況、集中寄回台灣。${RULES.shippingFee(fee)}，${RULES.payment}：${RULES.paymentTerms}。`,
    heroCta: '開始逛卡',
    newsTitle: '最新消息',
    newsMore: '看全部消息',
    featuredTitle: '本週熱門精選',
    featuredEmpty: '本週精選正在準備中，先看看全部商品吧。',
    previous: '上一組',
    next: '下一組',
    whyTitle: '為什麼選擇遊日卡舖',
    why: [
      { title: '日本直送', body: '直接向日本實體與網路卡店購入，正版卡片、來源清楚。' },
      { title: '專業卡況篩選', body: '每張卡依 S、A、A-、B、C、D 分級，實際檢查後才寄出。' },
      { title: '即時客服', body: '每筆訂單都有專屬問答，下單後有問題直接留言給店員。' },
    ],
  },
  search: {
    title: '搜尋商品',
    titleWithQuery: (q: string) => `「${q}」的搜尋結果`,
    hits: (n: number, capped: boolean) => `找到 ${capped ? '超過 ' : ''}${formatCount(n)} 件商品`,
    empty: (q: string) => (q ? `沒有符合「${q}」的商品。` : '沒有符合條件的商品。'),
    tipsTitle: '搜尋小技巧',
    tips: [
      '日文、中文、英文卡名都可以搜尋，也可以只輸入卡名的一部分（例：黑魔導）。',
      '輸入卡號或系列代號（例：QCCU-JP001、QCCU）找同一系列的卡。',
      '片假名、平假名、全形半形都不影響結果。',
    ],
  },
  news: {
    title: '最新消息',
    by: (author: string) => `作者：${author}`,
    back: '回到最新消息',
    empty: '目前還沒有消息。',
  },
  faq: { title: '常見問題', intro: '找不到答案嗎？下單後可在訂單問答直接詢問店員，或寫信給我們。' },
  terms: { title: '服務條款', updated: (d: string) => `最後更新：${d}` },
  privacy: { title: '隱私權政策', updated: (d: string) => `最後更新：${d}`, contactLabel: '聯絡信箱：' },
} as const
