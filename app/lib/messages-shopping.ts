/** Product detail and cart copy of the message catalogue (see messages.ts). */
import { RULES } from './messages.ts'

export const tShop = {
  detail: {
    close: '關閉商品詳情',
    previousImage: '上一張圖片',
    nextImage: '下一張圖片',
    imageOf: (i: number, n: number) => `第 ${i} 張，共 ${n} 張`,
    price: '售價',
    stock: (n: number) => (n > 0 ? `庫存 ${n} 件` : '已售完'),
    quantity: '數量',
    decrease: '減少數量',
    increase: '增加數量',
    addToCart: '加入購物車',
    adding: '加入中…',
    added: '已加入購物車',
    soldOut: '已售完',
    description: '商品說明',
    notFound: '找不到這件商品，可能已經下架。',
    shipping: `${RULES.shippingFee}．${RULES.payment}．${RULES.delivery}`,
    paymentTerms: `${RULES.paymentTerms}。`,
    jpyPrice: (jpy: string) => `日本參考價 ${jpy}`,
  },
  cart: {
    title: '購物車',
    added: (name: string, qty: number) => `已將「${name}」× ${qty} 加入購物車。`,
    cappedToStock: (n: number) => `庫存只剩 ${n} 件，購物車數量已調整為 ${n}。`,
    soldOut: '這件商品已售完，無法加入購物車。',
    invalidQuantity: '請輸入 1 到 99 之間的數量。',
    tooManyLines: '購物車最多只能放 100 種商品。',
    comingSoon: '完整的購物車頁面（修改數量、分享購物車、結帳）正在建置中，即將開放。',
    summary: (lines: number, qty: number) => `目前購物車內有 ${lines} 種商品，共 ${qty} 件。`,
    empty: '購物車是空的。',
    back: '回到剛才的頁面',
  },
} as const
