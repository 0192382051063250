/**
 * `npm run screenshots [-- http://localhost:3000]`: full-page screenshots of every page at phone
 * (390x844) and desktop (1280x900) size into tests/.artifacts/screenshots. For people to look at;
 * not a test. `UA=...` sets the user agent (e.g. LINE's), `JS=off` turns JavaScript off.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:3000'
const out = path.resolve('tests/.artifacts/screenshots')
const prefix = process.env.JS === 'off' ? 'nojs-' : ''
fs.mkdirSync(out, { recursive: true })

const pages: Array<[string, string]> = [
  ['home', '/'],
  ['products', '/products/1'],
  ['products-filtered', '/products/1?rarity=SE&rarity=QCSE&condition=S&ordering=-price_jpy'],
  ['products-page2', '/products/2'],
  ['detail', '/products/1/detail/FIRST'],
  ['search', '/search?q=ドラゴン'],
  ['search-empty', '/search?q=zzzzzz'],
  ['news', '/news'],
  ['news-article', '/news/1'],
  ['faq', '/faq'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['cart', '/cart'],
  ['not-found', '/products/9999'],
  ['jump-error', '/products/1?jump=999999'],
  ['login', '/login?redirectTo=%2Fcheckout'],
  ['register', '/register'],
  ['forgot-password', '/forgot-password'],
  ['reset-password', '/password/reset/confirm?token=example'],
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const first = (await (await fetch(`${base}/api/v1/products/?page=1`)).json()) as { results: Array<{ product_code: string }> }
const multiImage = (await (await fetch(`${base}/api/v1/products/?page=1&ordering=-price_jpy`)).json()) as { results: Array<{ product_code: string; product_images: unknown[] }> }
const galleryCode = multiImage.results.find((p) => p.product_images.length > 1)?.product_code ?? first.results[0]!.product_code

for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  const context = await browser.newContext({ viewport, locale: 'zh-TW', deviceScaleFactor: size === 'phone' ? 2 : 1, userAgent: process.env.UA, javaScriptEnabled: process.env.JS !== 'off' })
  const page = await context.newPage()
  for (const [name, url] of pages) {
    const target = url.replace('FIRST', galleryCode)
    await page.goto(base + target, { waitUntil: 'networkidle' })
    // The first screen (what a shopper sees on arrival) and the whole page.
    await page.screenshot({ path: path.join(out, `${prefix}${size}-${name}.png`) })
    if (name !== 'detail') await page.screenshot({ path: path.join(out, `${prefix}${size}-${name}-full.png`), fullPage: true })
  }
  if (size === 'phone' && process.env.JS !== 'off') {
    await page.goto(`${base}/products/1?rarity=SE`, { waitUntil: 'networkidle' })
    await page.locator('label.filter-open').click()
    await page.waitForTimeout(300)
    await page.screenshot({ path: path.join(out, 'phone-filter-drawer.png') })
  }
  await context.close()
}
await browser.close()
console.log(`Screenshots in ${out}`)
