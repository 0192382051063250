/**
 * The 11 questions of /faq (docs/storefront.md#pages). The rules' figures come from RULES (messages.ts);
 * the shipping fee is today's, which staff set (/staff/rules).
 */
import { RULES } from '#app/lib/messages.ts'

export type FaqEntry = { id: string; question: string; answer: string[] }

export function faqEntries(fee: number | null): FaqEntry[] {
  return [
    {
      id: 'how-to-order',
      question: '要怎麼下單？',
      answer: [
        '在商品頁選好卡片與數量後按「加入購物車」，到購物車確認內容後前往結帳。結帳需要先登入會員。',
        '結帳時填寫收件人姓名、手機與 E-mail，並在電子地圖選擇取貨的 7-ELEVEN 門市，送出後就會收到訂單編號。訂單會先顯示「待確認」，店員向日本店家確認有貨後改為「已成立」。',
      ],
    },
    {
      id: 'shipping-fee',
      question: '運費怎麼算？',
      answer: [
        fee === null
          ? `${RULES.shippingFee(null)}。`
          : `全站${RULES.shippingFee(fee)}，不論訂單內有幾張卡，一筆訂單只收一次運費。`,
      ],
    },
    {
      id: 'payment',
      question: '可以用什麼方式付款？',
      answer: [
        `目前只提供${RULES.payment}：${RULES.paymentTerms}。`,
        '訂單在 NT$2,000 以內時不需要先刷卡或轉帳，商品送到你選的門市後在門市付款取貨即可；訂金的算法請看下一題。',
      ],
    },
    {
      id: 'deposit',
      question: '金額比較高的訂單也能貨到付款嗎？',
      answer: [
        '超商貨到付款的上限是 NT$2,000。訂單金額超過 NT$2,000 時，需要先支付訂金，金額為「訂單金額 − NT$1,500」，剩下的 NT$1,500 在門市取貨時付清。',
        '例如訂單金額 NT$3,288，先付訂金 NT$1,788，取貨時再付 NT$1,500。訂金請在訂單「已成立」後 3 天內完成付款，付款方式會在訂單問答中告知。',
      ],
    },
    {
      id: 'delivery-time',
      question: '下單後多久可以收到？',
      answer: [
        `${RULES.delivery}。流程是：向日本店家購買 → 日本店家出貨 → 空運 → 抵達台灣倉庫 → 寄到你選的 7-ELEVEN 門市。`,
        '遇到日本或台灣的連續假期、航班延誤時會稍微延後，訂單頁的狀態紀錄可以隨時查看目前進度。',
      ],
    },
    {
      id: 'returns',
      question: '可以退貨或退款嗎？',
      answer: [
        '代購商品是依你的指定向日本店家購買的二手卡片，因此不接受退貨或退款。',
        '如果收到的卡片與訂單不符或有明顯與卡況標示不符的瑕疵，請在取貨後 5 天內，附上完整的開箱影片與照片在訂單問答中告訴我們，我們會協助處理。',
      ],
    },
    {
      id: 'cancel',
      question: '下單後可以取消嗎？',
      answer: [
        '訂單狀態還沒變成「已成立」之前（也就是「待確認」時），可以在該筆訂單的問答留言請店員取消。',
        '訂單「已成立」代表我們已經向日本店家下單購買，之後就無法取消。',
      ],
    },
    {
      id: 'condition-grades',
      question: '卡況 S、A、A-、B、C、D 代表什麼？',
      answer: [
        'S：未使用的狀態，正反面幾乎沒有痕跡。A：近全新，仔細看才會發現極輕微的痕跡。A-：有輕微使用感，例如小白點或極淺的刮痕。',
        'B：有明顯使用感，邊角白邊或表面刮痕較多，但沒有折痕。C：有損傷，例如輕微凹痕、彎曲或較明顯的刮傷。D：狀態不佳，見下一題說明。',
        '卡況由日本店家標示並經我們再次確認，同一張卡不同卡況的價格差異很大，請依用途選擇。',
      ],
    },
    {
      id: 'poor-condition',
      question: '「狀態不佳」的卡是什麼樣子？',
      answer: [
        '標示為 D「狀態不佳」的卡，可能有折痕、明顯的凹痕或彎曲、嚴重白邊、表面大面積刮傷或污漬，不適合放進套子以外的收藏展示。',
        '這類卡價格較低，適合只想湊齊效果或練習用的玩家；可能無法用於要求卡片狀態良好的比賽，介意者請選擇其他卡況。',
      ],
    },
    {
      id: 'paper-types',
      question: '日文版、韓紙、亞英有什麼不同？',
      answer: [
        '日文版：日本發行的日文卡，卡號為「SET-JP○○○」。韓紙：亞洲發行、在韓國印製的日文卡，卡號與日文版相同，紙質手感與光澤略有不同，商品頁會標示「韓紙」。',
        '亞英：亞洲發行的英文版，卡號為「SET-AE○○○」，商品頁會標示「亞英」。各版本可以使用的官方比賽範圍不同，參加比賽前請先確認主辦單位的規定。',
      ],
    },
    {
      id: 'contact',
      question: '有問題要怎麼聯絡店員？',
      answer: [
        '下單後，每一筆訂單都有專屬的問答區，直接在訂單頁留言，店員會在同一頁回覆，方便日後查詢。',
        '還沒下單的問題，歡迎寫信到頁尾的客服信箱，我們會在 1 個工作天內回覆。',
      ],
    },
  ]
}

/** The entries' ids (anchors and ?open= values), whatever the fee. */
export const FAQ_IDS = faqEntries(null).map((f) => f.id)
