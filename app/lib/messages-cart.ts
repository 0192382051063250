/** Cart editing, cart sync and shared-cart copy of the message catalogue (see messages.ts). */
import type { SyncMessage } from './cart-lines.server.ts'
import { formatTwd } from './format.ts'

export const tCart = {
  edit: {
    decrease: (name: string) => `減少「${name}」的數量`,
    increase: (name: string) => `增加「${name}」的數量`,
    quantityOf: (name: string) => `「${name}」的數量`,
    update: '更新數量',
    remove: '移除',
    removeOf: (name: string) => `從購物車移除「${name}」`,
    clear: '清空購物車',
    clearConfirm: '確定要清空購物車嗎？',
    removeConfirm: (name: string) => `確定要從購物車移除「${name}」嗎？`,
    confirmTitle: '移除這件商品？',
    confirmRemove: '確定移除',
    keep: '保留',
    removed: (name: string) => `已從購物車移除「${name}」。`,
    cleared: '購物車已清空。',
    updated: (name: string, qty: number) => `「${name}」的數量已更新為 ${qty} 件。`,
    restored: '已從這台裝置的紀錄還原購物車。',
    notInCart: '這件商品不在購物車裡。',
    invalidCode: '商品編號格式不正確。',
    badRestore: '無法讀取這台裝置上的購物車紀錄。',
  },
  sync: {
    title: '購物車已依最新商品資訊更新',
    price: (name: string, price: number) => `「${name}」價格已更新為 ${formatTwd(price)}`,
    stock: (name: string, qty: number) => `「${name}」庫存不足，數量已調整為 ${qty} 件`,
    soldOut: (name: string) => `「${name}」已售完，已從購物車移除`,
    delisted: (code: string) => `商品 ${code} 已下架，已從購物車移除`,
    acknowledge: '我知道了',
    failed: '無法同步購物車商品資訊，購物車內容保持不變，請稍後重新整理頁面。',
    badFormat: '商品資訊格式錯誤，購物車內容保持不變。',
    unreachable: '無法連線到伺服器，購物車內容保持不變，請稍後再試。',
  },
} as const

/** The SPEC.md section 8 sentence for one sync finding. */
export function syncMessageText(message: SyncMessage): string {
  switch (message.kind) {
    case 'price':
      return tCart.sync.price(message.name, message.price_twd)
    case 'stock':
      return tCart.sync.stock(message.name, message.quantity)
    case 'soldOut':
      return tCart.sync.soldOut(message.name)
    case 'delisted':
      return tCart.sync.delisted(message.product_code)
  }
}
