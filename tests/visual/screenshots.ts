/**
 * `npm run screenshots [-- http://localhost:3000]`: full-page screenshots of every catalogue page
 * at phone (390x844) and desktop (1280x900) size, with JavaScript on, into
 * tests/.artifacts/screenshots. For people to look at; not a test.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:3000'
const out = path.resolve('tests/.artifacts/screenshots')
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
  const context = await browser.newContext({ viewport, locale: 'zh-TW', deviceScaleFactor: size === 'phone' ? 2 : 1, userAgent: process.env.UA })
  const page = await context.newPage()
  for (const [name, url] of pages) {
    const target = url.replace('FIRST', galleryCode)
    await page.goto(base + target, { waitUntil: 'networkidle' })
    // The first screen (what a shopper sees on arrival) and the whole page.
    await page.screenshot({ path: path.join(out, `${size}-${name}.png`) })
    if (name !== 'detail') await page.screenshot({ path: path.join(out, `${size}-${name}-full.png`), fullPage: true })
  }
  if (size === 'phone') {
    await page.goto(`${base}/products/1?rarity=SE`, { waitUntil: 'networkidle' })
    await page.locator('label.filter-open').click()
    await page.waitForTimeout(300)
    await page.screenshot({ path: path.join(out, 'phone-filter-drawer.png') })
  }
  await context.close()
}
await browser.close()
console.log(`Screenshots in ${out}`)
