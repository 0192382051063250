/**
 * `npx tsx tests/visual/cart-screenshots.ts [http://localhost:3000]`: fills a cart (two conditions
 * of one card plus enough for the deposit notice) and takes /cart at 390x844 in a LINE window with
 * JavaScript on and off, and at 1366x900, into tests/.artifacts/screenshots. Not a test.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:3000'
const out = path.resolve('tests/.artifacts/screenshots')
fs.mkdirSync(out, { recursive: true })
const LINE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.19.1'

type P = {
  product_code: string
  card_number: string
  condition: string
  price_twd: number
  internal_stock: number
}
const { results } = (await (
  await fetch(`${base}/api/v1/products/?stock_status=in_stock`)
).json()) as { results: P[] }
const first = results[0]!
const second = results.find(
  (p) => p.card_number === first.card_number && p.condition !== first.condition,
)!
const pricey = results.find((p) => p.price_twd > 1000 && p.internal_stock >= 2)!

async function add(page: Page, code: string, quantity: number) {
  await page.goto(`${base}/products/1/detail/${code}`, { waitUntil: 'networkidle' })
  await page.getByRole('spinbutton', { name: '數量' }).fill(String(quantity))
  await page.getByRole('button', { name: '加入購物車' }).click()
  await page.waitForTimeout(600)
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
for (const [name, viewport, userAgent, javaScriptEnabled] of [
  ['phone-line-js', { width: 390, height: 844 }, LINE_UA, true],
  ['phone-line-nojs', { width: 390, height: 844 }, LINE_UA, false],
  ['desktop', { width: 1366, height: 900 }, undefined, true],
] as const) {
  const context = await browser.newContext({
    viewport,
    userAgent,
    javaScriptEnabled,
    locale: 'zh-TW',
    deviceScaleFactor: name.startsWith('phone') ? 2 : 1,
  })
  const page = await context.newPage()
  await add(page, first.product_code, 1)
  await add(page, second.product_code, 1)
  await page.goto(`${base}/cart`, { waitUntil: 'networkidle' })
  await page.screenshot({ path: path.join(out, `cart-${name}-small.png`), fullPage: true })
  await add(page, pricey.product_code, 2)
  await page.goto(`${base}/cart`, { waitUntil: 'networkidle' })
  await page.screenshot({ path: path.join(out, `cart-${name}.png`) })
  await page.screenshot({ path: path.join(out, `cart-${name}-full.png`), fullPage: true })
  await context.close()
}
await browser.close()
console.log(`Screenshots in ${out}`)
