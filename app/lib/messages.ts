/**
 * The shop's message catalogue (zh-Hant-TW): every sentence the shop shows comes from here or
 * from its two companions, messages-pages.ts (page copy) and messages-shopping.ts (detail and
 * cart). It is split only so each page's JavaScript carries the sentences it uses. The error
 * texts of docs/storefront.md#error-messages are here under `errors`. Components never hard-code copy.
 */
import { SHOP_NAME, SHOP_TAGLINE } from '#backend/contract/shop-identity.ts'
import { formatCount, formatTwd } from './format.ts'

export { SHOP_NAME }

/**
 * The shop's rules in ONE wording (docs/product-rules.md#deposit, docs/product-rules.md#shipping-fee): the hero, FAQ, terms, product
 * detail and footer all quote these, so payment, deposit and delivery never contradict each other.
 */
export const RULES = {
  /** The fee is a rule staff change (/staff/rules): pages pass today's; null when it could not be read. */
  shippingFee: (fee: number | null) => (fee === null ? '運費一筆訂單收一次，金額以結帳頁為準' : `統一運費 ${formatTwd(fee)}`),
  payment: '7-ELEVEN 取貨付款',
  /** What is paid when: cash at pickup up to NT$2,000, a deposit above that. */
  paymentTerms: 'NT$2,000 以內取貨時付清；超過 NT$2,000 需先付訂金（訂單金額 − NT$1,500），餘款取貨時付清',
  delivery: '下單後約 7 到 9 個工作天到貨',
} as const

const CONDITION_MEANINGS: Record<string, string> = {
  S: '未使用',
  A: '近全新',
  'A-': '輕微使用感',
  B: '明顯使用感',
  C: '有損傷',
  D: '狀態不佳',
}

export const t = {
  shop: {
    name: SHOP_NAME,
    tagline: SHOP_TAGLINE,
    description:
      `遊日卡舖代購日本遊戲王 OCG 卡片：日本店家直送、專業卡況篩選、${RULES.payment}，一筆訂單只收一次運費。`,
  },
  nav: {
    staff: '後台',
    home: '首頁',
    products: '商品列表',
    search: '搜尋',
    searchPlaceholder: '搜尋卡名、卡號（例：青眼白龍、QCCU-JP001）',
    searchSubmit: '搜尋',
    loginRegister: '登入／註冊',
    orders: '訂單查詢',
    logout: '登出',
    greeting: (name: string) => `${name}，您好`,
    cart: '購物車',
    cartCount: (n: number) => `購物車，共 ${n} 件商品`,
    skipToContent: '跳到主要內容',
  },
  footer: {
    news: '最新消息',
    faq: '常見問題',
    terms: '服務條款',
    privacy: '隱私權政策',
    contact: '聯絡我們',
    follow: '追蹤我們',
    copyright: (year: number) => `© ${year} ${SHOP_NAME}．日本遊戲王卡片代購`,
    payment: `付款方式：${RULES.payment}（${RULES.paymentTerms}）`,
  },
  banner: {
    title: '建議用瀏覽器開啟',
    body: '您正在 App 內建的瀏覽器中瀏覽，部分功能（例如選擇取貨門市）可能無法正常運作。建議複製連結後，用 Safari 或 Chrome 開啟。',
    short: '用 Safari 或 Chrome 開啟，結帳選門市更順暢',
    copy: '複製連結',
    copied: '已複製連結！',
    copyFailed: '無法自動複製，請長按下方連結手動複製。',
    linkLabel: '本頁連結',
    openInBrowser: '用瀏覽器開啟',
    close: '關閉提示',
  },
  products: {
    title: '商品列表',
    counts: (total: number, inStock: number) =>
      `共 ${formatCount(total)} 件．現貨 ${formatCount(inStock)} 件`,
    empty: '沒有符合條件的商品。',
    emptyFiltered: '試試移除部分篩選條件，或看看全部商品。',
    emptyAll: '目前沒有上架的商品，請稍後再來看看。',
    showAll: '看全部商品',
    conditionLegend: '卡況分級說明',
    soldOut: '已售完',
    /** The add button on a product card, and (with the detail modal) the shop's one wording of it. */
    addToCart: '加入購物車',
    addToCartOf: (name: string) => `將「${name}」加入購物車`,
    adding: '加入中…',
    added: '已加入購物車',
    stockLeft: (n: number) => `剩 ${n} 件`,
    cardNumber: '卡號',
    rarity: '稀有度',
    condition: '卡況',
    category: '類別',
    language: '版本',
    pageTitle: (page: number) => (page > 1 ? `商品列表（第 ${page} 頁）` : '商品列表'),
    pastLastPage: '這一頁沒有商品了',
    pastLastPageBody: '這個頁碼超過了最後一頁，請回到商品列表繼續瀏覽。',
    backToLast: '回到最後一頁',
    backToList: '回到商品列表第 1 頁',
  },
  languages: {
    JP: '日文版',
    AsiaJP: '韓紙',
    AsiaEN: '亞英',
  } as Record<string, string>,
  languageLong: {
    JP: '日本發行的日文版',
    AsiaJP: '亞洲發行的日文版（韓紙）',
    AsiaEN: '亞洲發行的英文版（亞英）',
  } as Record<string, string>,
  /** A condition grade's short meaning (card tags); `conditions` is grade and meaning together. */
  conditionMeanings: CONDITION_MEANINGS,
  conditions: Object.fromEntries(
    Object.entries(CONDITION_MEANINGS).map(([grade, meaning]) => [grade, `${grade} ${meaning}`]),
  ) as Record<string, string>,
  sort: {
    label: '排序',
    default: '預設排序',
    '-price_jpy': '價格：高到低',
    price_jpy: '價格：低到高',
    '-id': '最新上架',
  } as Record<string, string>,
  sortApply: '套用排序',
  filters: {
    title: '篩選條件',
    open: '篩選',
    count: (n: number) => `已選 ${n} 項`,
    apply: '套用篩選',
    clear: '清除全部',
    remove: (label: string) => `移除篩選：${label}`,
    inStockOnly: '只顯示有現貨的商品',
    close: '關閉篩選',
    facetCount: (n: number) => `(${n})`,
  },
  pagination: {
    label: '分頁',
    previous: '上一頁',
    next: '下一頁',
    page: (n: number) => `第 ${n} 頁`,
    current: (n: number, total: number) => `第 ${n} / ${total} 頁`,
    jumpLabel: '跳至頁碼',
    jump: '前往',
    invalid: (total: number) => `請輸入 1 到 ${total} 之間的有效頁碼。`,
  },
  errors: {
    readError: (message: string) => `讀取錯誤：${message}`,
    productDetail: '無法取得商品詳細資料',
    newsLatest: '無法取得最新消息',
    newsNotFound: '找不到這則消息',
    notFoundTitle: '找不到這個頁面',
    notFoundBody: '網址可能打錯了，或是頁面已經移除。',
    serverTitle: '系統發生錯誤',
    serverBody: '很抱歉，伺服器暫時無法處理您的請求，請稍後再試。',
    requestIdLabel: '錯誤代碼：',
    requestIdHint: '聯絡客服時請提供這組代碼，方便我們查明原因。',
    /** Under a flood (server/busy-page.ts, and a navigation's 503). */
    busyTitle: '目前人潮眾多',
    busyBody: '網站正忙，請稍候幾秒再試一次。購物車裡的商品都還在。',
    reload: '重新整理',
    badRequestTitle: '請求內容有誤',
    badRequestBody: '請確認網址或輸入的內容是否正確，再試一次。',
    formExpired: '表單已過期，請重新整理頁面後再試一次。',
    backHome: '回到首頁',
  },
} as const
