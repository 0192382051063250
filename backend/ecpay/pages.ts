/**
 * The few HTML pages the ECPay routes answer with (the browser lands on them, not the storefront):
 * the store-map stand-in, the popup's self-closing reply, and an error page. Plain server-rendered
 * HTML, no JS needed, readable on a phone.
 */
import { createHash } from 'node:crypto'
import { escapeHtml } from '../contract/html-escape.ts'
import { plainPage } from '../contract/plain-page.ts'
import type { SampleStore } from './sample-stores.ts'

const STYLE = `body{font:16px/1.6 system-ui,"Noto Sans TC","PingFang TC","Microsoft JhengHei",sans-serif;margin:0;color:#222;background:#f6f6f4}
main{max-width:40rem;margin:0 auto;padding:1rem}h1{font-size:1.25rem;margin:.5rem 0 1rem}
.search{display:flex;gap:.5rem;margin-bottom:1rem}.search input{flex:1;min-width:0;font-size:16px;padding:.6rem;border:1px solid #999;border-radius:6px}
button,.button{font-size:16px;min-height:44px;padding:.5rem 1rem;border-radius:6px;border:1px solid #0a7a3e;background:#0a7a3e;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
ul{list-style:none;padding:0;margin:0}li{background:#fff;border:1px solid #ddd;border-radius:8px;margin-bottom:.75rem;padding:.75rem}
li form{display:flex;gap:.75rem;align-items:center;justify-content:space-between;flex-wrap:wrap}.store b{display:block}.store small{color:#555}
.note{color:#555;font-size:.9rem}`

/** Security headers these pages set themselves (server/http-app.ts keeps a page's own). */
export function pageHeaders(csp: string): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  }
}

const layout = (title: string, body: string, head = '') => plainPage({ title, style: STYLE, body, head })

const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('')

/**
 * The stand-in for ECPay's store map: a search form that posts the map fields back to itself, and
 * one form per store that posts ECPay's reply fields to ServerReplyURL.
 */
export function devMapPage({
  selfUrl,
  mapFields,
  keyword,
  stores,
}: {
  selfUrl: string
  mapFields: Record<string, string>
  keyword: string
  stores: readonly SampleStore[]
}) {
  const reply = (store: SampleStore) => ({
    MerchantID: mapFields.MerchantID ?? '',
    MerchantTradeNo: mapFields.MerchantTradeNo ?? '',
    LogisticsSubType: mapFields.LogisticsSubType ?? '',
    CVSStoreID: store.id,
    CVSStoreName: store.name,
    CVSAddress: store.address,
    CVSTelephone: store.telephone,
    CVSOutSide: store.outside,
    ExtraData: mapFields.ExtraData ?? '',
  })
  const items = stores
    .map(
      (
        store,
      ) => `<li><form method="post" action="${escapeHtml(mapFields.ServerReplyURL ?? '')}">${hiddenInputs(reply(store))}
<span class="store"><b>7-ELEVEN ${escapeHtml(store.name)}</b><small>店號 ${store.id}・${escapeHtml(store.address)}${store.outside === '1' ? '（離島）' : ''}</small></span>
<button type="submit">選擇此門市</button></form></li>`,
    )
    .join('')
  const body = `<h1>選擇 7-ELEVEN 取貨門市</h1>
<p class="note">這是測試用的門市地圖（未連接綠界）。</p>
<form class="search" method="post" action="${escapeHtml(selfUrl)}">${hiddenInputs(mapFields)}
<label for="keyword" class="note" style="position:absolute;left:-9999px">門市名稱或地址</label>
<input id="keyword" name="keyword" type="search" value="${escapeHtml(keyword)}" placeholder="輸入門市名稱、地址或店號" maxlength="40">
<button type="submit">搜尋</button></form>
${stores.length ? `<ul>${items}</ul>` : `<p>找不到符合「${escapeHtml(keyword)}」的門市，請換個關鍵字。</p>`}`
  return layout('選擇取貨門市', body)
}

/** Hash-allowed by CSP: closes the popup, or (no opener, e.g. an in-app browser tab) goes on. */
const CLOSE_SCRIPT =
  "if(window.opener){window.close()}else{location.replace(document.getElementById('next').href)}"
export const CLOSE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(CLOSE_SCRIPT).digest('base64')}'`

export function popupDonePage(checkoutUrl: string) {
  const url = escapeHtml(checkoutUrl)
  const body = `<h1>已選擇門市</h1><p>請關閉此視窗回到結帳頁面。</p><p><a class="button" id="next" href="${url}">回到結帳頁面</a></p><script>${CLOSE_SCRIPT}</script>`
  return layout(
    '已選擇門市',
    body,
    `<noscript><meta http-equiv="refresh" content="0;url=${url}"></noscript>`,
  )
}

export function errorPage(title: string, message: string) {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a class="button" href="/checkout">回到結帳頁面</a></p>`,
  )
}

export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'"
