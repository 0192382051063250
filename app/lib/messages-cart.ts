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
  share: {
    button: '分享購物車',
    hint: '產生一個連結，傳給朋友就能看到這份購物車。',
    empty: '購物車是空的，無法分享。',
    tooMany: (max: number) => `分享的購物車最多只能有 ${max} 件商品。`,
    failed: '建立分享連結時發生錯誤，請稍後再試。',
    linkLabel: '分享連結',
    copy: '複製連結',
    copied: '已複製',
    copyManually: '無法自動複製，請長按或選取連結後手動複製。',
    kept: '分享連結至少保留 90 天。',
  },
  shared: {
    title: '分享的購物車',
    metaTitle: (items: number, total: number) => `分享的購物車：${items} 件商品，合計 ${formatTwd(total)}`,
    metaDescription: '朋友分享給你的遊戲王卡片清單，勾選想要的商品即可一鍵加入購物車。',
    createdAt: (date: string) => `分享於 ${date}`,
    kept: '分享的購物車至少保留 90 天。',
    notFound: '這個分享連結不存在或已過期。',
    failed: '無法讀取分享的購物車，請稍後再試。',
    sharedPrice: '分享時價格',
    currentPrice: '目前價格',
    quantity: (n: number) => `× ${n}`,
    addSelected: '將勾選的商品加入我的購物車',
    noneSelected: '請至少勾選一件可購買的商品。',
    added: (n: number) => `已將 ${n} 件分享的商品加入購物車。`,
    noneAvailable: '這份購物車的商品目前都無法購買。',
    status: {
      delisted: '已下架',
      soldOut: '已售完',
      lowStock: (stock: number) => `庫存不足，只剩 ${stock} 件`,
      priceChanged: (from: number, to: number) => `價格已變動：${formatTwd(from)} → ${formatTwd(to)}`,
      available: '可購買',
    },
    browse: '去逛逛商品',
  },
} as const

/** The sentence (docs/product-rules.md#cart-sync) for one sync finding. */
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
