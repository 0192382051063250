/** Demo news articles. HTML bodies use only the tags contract/news-html.ts allows. */
export type SeedNews = {
  title: string
  /** ISO date with the Taipei offset. */
  publishDate: string
  summary: string
  author: string
  content: string
}

export const SEED_NEWS: SeedNews[] = [
  {
    title: '「ALLIANCE INSIGHT」單卡開放代購',
    publishDate: '2026-11-20T12:00:00+08:00',
    summary: '魔術師的弟子－黑魔導女孩與 M∀LICE 等 ALLIANCE INSIGHT 單卡陸續上架，數量有限。',
    author: '遊日卡舖編輯部',
    content: `<p>日本最新補充包的單卡已經陸續在合作店家上架，本店同步開放代購。首週價格波動較大，商品頁顯示的是我們確認過的當下售價。</p>
<h2>這次值得注意的卡</h2>
<ul>
<li><strong>魔術師的弟子－黑魔導女孩</strong>：QCSE 與 OF（オーバーフレーム）版本，另有亞英版。</li>
<li><strong>M∀LICE&lt;P&gt;三月兔</strong>：主題展開卡，QCSE 版本數量很少。</li>
</ul>
<h2>下單小提醒</h2>
<p>新彈上市初期日本店家庫存變動很快，訂單會先顯示「待確認」，店員向日本店家確認有貨後才會改為「已成立」。若遇到缺貨，我們會在訂單問答通知你。</p>
<p>想看這個系列的全部單卡，請到 <a href="/search?q=ALIN-JP">ALLIANCE INSIGHT 商品</a>。</p>`,
  },
  {
    title: 'QUARTER CENTURY CHRONICLE 25th 稀有度補貨',
    publishDate: '2026-11-12T10:00:00+08:00',
    summary: 'side:UNITY 與 side:PRIDE 的 QCSE 版本補進一批，黑魔導、青眼白龍等熱門卡可下單。',
    author: '店長 阿哲',
    content: `<p>這週日本合作店家釋出一批 QUARTER CENTURY CHRONICLE 的 25th シークレット（QCSE）卡，我們已經整理上架。</p>
<h2>補貨重點</h2>
<ul>
<li>side:UNITY 的黑魔導、黑魔導女孩 QCSE</li>
<li>side:PRIDE 的青眼白龍 QCSE</li>
<li>多張 S 與 A 卡況，少量 B 卡況價格較低</li>
</ul>
<blockquote>QCSE 版本的卡面閃亮度差異較大，每張都會在出貨前再確認一次卡況。</blockquote>
<p>看看 <a href="/search?q=QCCU">side:UNITY</a> 與 <a href="/search?q=QCCP">side:PRIDE</a> 的商品，庫存以商品頁顯示為準，售完就會標示「已售完」。</p>`,
  },
  {
    title: '卡況怎麼看？S、A、A-、B、C、D 一次說明',
    publishDate: '2026-10-28T18:30:00+08:00',
    summary: '第一次代購日本二手卡？用一張表看懂本店的六種卡況分級與適合的用途。',
    author: '遊日卡舖編輯部',
    content: `<p>日本卡店販售的多半是二手卡，同一張卡依照狀態價格可以差上好幾倍。本店沿用日本店家的分級，並在出貨前再確認一次。</p>
<table>
<thead><tr><th scope="col">卡況</th><th scope="col">狀態</th><th scope="col">適合</th></tr></thead>
<tbody>
<tr><td>S</td><td>未使用，幾乎沒有痕跡</td><td>收藏、鑑定</td></tr>
<tr><td>A</td><td>近全新，極輕微痕跡</td><td>收藏、比賽</td></tr>
<tr><td>A-</td><td>輕微使用感</td><td>比賽</td></tr>
<tr><td>B</td><td>明顯使用感、白邊</td><td>比賽、平時對戰</td></tr>
<tr><td>C</td><td>有損傷，輕微凹痕或彎曲</td><td>平時對戰</td></tr>
<tr><td>D</td><td>狀態不佳，有折痕或明顯損傷</td><td>湊齊效果、練習</td></tr>
</tbody>
</table>
<p>更多說明請看 <a href="/faq#condition-grades">常見問題</a>。</p>`,
  },
  {
    title: '日文版、韓紙、亞英差在哪裡？',
    publishDate: '2026-10-15T12:00:00+08:00',
    summary: '同一張卡常見三種版本，卡號、紙質與可用的比賽範圍都不一樣，下單前先看這篇。',
    author: '店長 阿哲',
    content: `<p>在本店的商品頁，你會看到有些卡片多了「韓紙」或「亞英」的標籤。它們都是正式發行的卡，差別如下：</p>
<h2>日文版</h2>
<p>日本發行的日文卡，卡號格式為 <strong>SET-JP○○○</strong>，例如 QCCU-JP001。</p>
<h2>韓紙</h2>
<p>亞洲發行、在韓國印製的日文卡。卡號和日文版相同，但紙質手感、側邊顏色與光澤略有不同，價格通常較低。</p>
<h2>亞英</h2>
<p>亞洲發行的英文版，卡號為 <strong>SET-AE○○○</strong>。</p>
<p>各版本能使用的官方比賽範圍不同，參加比賽前請先確認主辦單位的規定。</p>`,
  },
  {
    title: '7-ELEVEN 取貨付款與訂金說明',
    publishDate: '2026-09-30T09:00:00+08:00',
    summary: '統一運費 NT$288，取貨時付款；訂單超過 NT$2,000 時需要先付訂金，算法看這裡。',
    author: '遊日卡舖編輯部',
    content: `<p>本店所有訂單都寄到你選擇的 7-ELEVEN 門市，取貨時再付款。</p>
<h2>運費</h2>
<p>全站統一運費 <strong>NT$288</strong>，一筆訂單只收一次。</p>
<h2>訂金怎麼算</h2>
<p>超商貨到付款上限是 NT$2,000。訂單金額超過 NT$2,000 時，需先付訂金：</p>
<ul>
<li>訂金 = 訂單金額 − NT$1,500</li>
<li>取貨時再付 NT$1,500</li>
<li>訂金請在訂單「已成立」後 3 天內付清</li>
</ul>
<p>例如訂單 NT$4,288：先付訂金 NT$2,788，取貨時付 NT$1,500。</p>
<p>商品到店後請記得在期限內取貨，未取貨的訂金將不予退還。</p>`,
  },
  {
    title: '農曆春節出貨時程預告',
    publishDate: '2026-09-12T15:00:00+08:00',
    summary: '日本新年與台灣春節前後物流量大，年前最後一批出貨與年後恢復時間提早公告。',
    author: '遊日卡舖編輯部',
    content: `<p>每年年底到春節，日本卡店與國際物流都比較忙碌，為了讓大家在連假前收到卡，先公告明年的出貨安排。</p>
<ul>
<li><strong>日本新年</strong>：12 月 29 日至 1 月 4 日日本店家休息，這段期間的訂單會在 1 月 5 日後向店家下單。</li>
<li><strong>台灣春節</strong>：除夕前 10 天送出的訂單，預計能在年前寄到門市。</li>
<li><strong>年後恢復</strong>：初五起依序出貨，門市配送量大時可能多 1 到 2 天。</li>
</ul>
<p>實際日期確定後會再更新本公告。</p>`,
  },
  {
    title: '店內交流賽報名開始',
    publishDate: '2026-08-20T20:00:00+08:00',
    summary: '12 月在台北舉辦小型交流賽，採用 OCG 最新禁卡表，名額 32 人，前 8 名有補充包。',
    author: '店長 阿哲',
    content: `<p>感謝大家一年來的支持，12 月我們要在台北辦一場小型交流賽！</p>
<h2>比賽資訊</h2>
<ul>
<li>日期：12 月 13 日（六）下午 1 點報到</li>
<li>地點：台北市中正區（報名成功後通知）</li>
<li>賽制：瑞士輪 5 輪，採用 OCG 最新禁卡表</li>
<li>名額：32 人，報名費 NT$200</li>
</ul>
<p>前 8 名可獲得日本補充包，全員參加獎為本店卡套一組。報名請寫信到客服信箱，註明姓名與手機。</p>`,
  },
  {
    title: '價格調整公告：日圓匯率更新',
    publishDate: '2026-07-01T10:00:00+08:00',
    summary: '依最新日圓匯率重新計算售價，部分高價卡調降，已成立的訂單不受影響。',
    author: '遊日卡舖編輯部',
    content: `<p>本店售價依日本店家價格與日圓匯率計算，並包含代購服務費。配合近期匯率變化，我們在 7 月 1 日更新了全站售價。</p>
<ul>
<li>多數卡片價格小幅調降，高價卡調降幅度較明顯。</li>
<li>已成立的訂單依下單時的價格計算，不受這次調整影響。</li>
<li>購物車中的商品會在你打開購物車時自動更新為最新價格，並提示價格變動。</li>
</ul>
<p>有任何問題，歡迎在訂單問答或來信詢問。</p>`,
  },
]
