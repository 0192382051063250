import { DEPOSIT_DUE_DAYS } from '#backend/contract/order-values.ts'

/** Order copy of the message catalogue (see messages.ts): order list, order page and its Q&A. */
import { FIELD_MESSAGES } from '#backend/contract/field-messages.ts'
import { RULES } from './messages.ts'

export const tOrders = {
  list: {
    title: '訂單查詢',
    empty: '您還沒有訂單。',
    browse: '去逛逛商品',
    number: '訂單編號',
    date: '下單日期',
    status: '狀態',
    total: '總金額',
    view: '查看',
    fetchFailed: '無法取得訂單紀錄，請稍後再試。',
  },
  detail: {
    title: (n: string) => `訂單 ${n}`,
    back: '回到訂單列表',
    fetchFailed: '無法取得訂單詳情，或您沒有權限查看這筆訂單。',
    placedAt: (d: string) => `下單時間：${d}`,
    recipient: '收件人',
    store: '取貨門市',
    items: '訂購商品',
    quantity: (n: number) => `× ${n}`,
    subtotal: '商品小計',
    shipping: '運費',
    total: '總計',
    /** `due` is null until the order is established (docs/product-rules.md#deposit). */
    deposit: (amount: string, due: string | null) =>
      `本訂單需先支付訂金 ${amount}，請於${due ? ` ${due} 前` : `訂單成立後 ${DEPOSIT_DUE_DAYS} 天內`}完成；餘款於 7-ELEVEN 取貨時付清。`,
    depositReceived: (amount: string) => `已收到您的訂金 ${amount}，謝謝！餘款於 7-ELEVEN 取貨時付清。`,
    history: '訂單進度',
    current: '目前狀態',
    tracking: '物流追蹤',
    trackingNumber: (n: string) => `配送編號：${n}`,
    trackingLink: '到 7-ELEVEN 貨態查詢',
    trackingHint: '查詢頁需輸入配送編號與驗證碼。',
  },
  messages: {
    title: '訂單問答',
    intro: '對這筆訂單有任何問題，都可以在這裡留言給店員。',
    empty: '目前還沒有留言。',
    customer: '您',
    staff: '店員',
    label: '留言內容',
    send: '送出留言',
    sending: '送出中…',
    sent: '留言已送出，店員會盡快回覆。',
    fetchFailed: '無法取得留言。',
    sendFailed: '留言送出失敗，請稍後再試。',
    required: '請輸入留言內容。',
    tooLong: (n: number) => `留言不可超過 ${n} 個字。`,
  },
} as const

/** Checkout and the order-received page (docs/storefront.md#checkout-and-orders). */
export const tCheckout = {
  title: '結帳',
  empty: '購物車是空的，先去挑幾張卡吧。',
  backToCart: '回到購物車修改',
  items: '訂購商品',
  // The shop's one wording of its rules (messages.ts RULES): checkout says what the cart and the detail say.
  delivery: RULES.delivery,
  payment: `付款方式：${RULES.payment}`,
  recipient: '收件人資料',
  lapsedKept: '登入已逾時，請重新登入；您填寫的收件資料已保留，登入後會回到結帳頁。',
  typedKept: '訂單尚未送出；您填寫的收件資料已保留，稍後重新整理這一頁即可下單。',
  recipient_name: '收件人姓名',
  recipient_phone: '收件人手機',
  recipient_email: '收件人電子郵件',
  sameAsProfile: '同會員資料',
  fillFromProfile: '帶入會員資料',
  store: '取貨門市',
  chooseStore: '選擇 7-ELEVEN 門市',
  changeStore: '重新選擇門市',
  goToMap: '前往 7-ELEVEN 電子地圖',
  goToMapHint: '請點下方按鈕前往電子地圖選擇門市，選好後會自動回到這一頁。',
  noStore: '尚未選擇門市。',
  mapOpening: '電子地圖已在新視窗開啟，選好門市後關閉視窗即可。',
  submit: '確認下單',
  submitting: '下單中…',
  needStore: '請先選擇取貨門市。',
  mapParametersFailed: '無法取得電子地圖參數，請稍後再試。',
  missingTradeNo: '缺少門市選擇編號（MerchantTradeNo），請重新選擇門市。',
  finalQueryFailed: '門市資料查詢失敗，請重新選擇門市。',
  storeLookupFailed: '無法取得門市資訊，請重新選擇。',
  orderFailed: '建立訂單時發生錯誤，請稍後再試。',
  cartChanged: '購物車在您結帳時有了變動，訂單尚未送出，請確認下方的新內容後再下單：',
  cartChangedElsewhere: '購物車在其他分頁或視窗有了變動，訂單尚未送出，請確認下方的新內容後再下單。',
  cartSynced: '購物車已依最新的庫存與價格更新，請確認下方的內容：',
  required: FIELD_MESSAGES.required,
  phone: '請輸入有效的台灣手機號碼（09 開頭共 10 碼）。',
  email: '請輸入有效的電子郵件地址。',
  success: {
    title: '訂單已送出',
    number: '訂單編號',
    next: '接下來',
    /** Around the order's own deposit step (tOrders.detail.deposit), which stands between them. */
    steps: [
      '店員會在 1 個工作天內確認您的訂單並向日本店家下單，狀態會變成「已成立」。',
      '商品送達您選的 7-ELEVEN 門市後會收到簡訊通知，取貨時付清餘款。',
    ],
    /** Only when the order could not be read: the rule, not an amount. */
    depositRule: '訂單金額超過 NT$2,000 時，請於訂單成立後 3 天內支付訂金（訂單金額 − NT$1,500）。',
    mail: '我們也寄了一封訂單確認信到您的電子郵件。',
    view: '查看訂單',
    continue: '繼續逛逛',
  },
} as const
