/**
 * `npx tsx tests/visual/staff-orders-screenshots.ts [http://localhost:3000]` against a --demo
 * server: places an order above the deposit line with a question on it, then takes the staff
 * orders board and that order's page at 1280x900 and at 390x844 in a LINE window, into
 * tests/.artifacts/screenshots. For people to look at; not a test.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import type { MapParameters } from '#backend/contract/orders.ts'
import { storeReply } from '#tests/setup/ecpay-store-reply.ts'

const base = process.argv[2] ?? 'http://localhost:3000'
const out = path.resolve('tests/.artifacts/screenshots')
fs.mkdirSync(out, { recursive: true })
const LINE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.19.1'

async function api<T>(pathname: string, init: { method?: string; headers?: Record<string, string>; json?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers }
  let body: string | undefined
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(init.json)
  } else if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(init.form).toString()
  }
  const response = await fetch(`${base}/api/v1${pathname}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' })
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

// The demo shopper orders enough for a deposit and asks a question.
const { access } = await api<{ access: string }>('/auth/login/', { json: { email: 'customer@ygo-daigou.tw', password: 'Shopper#2026demo' } })
const auth = { Authorization: `Bearer ${access}` }
const params = await api<MapParameters>('/ecpay/map-parameters/', { headers: auth })
await api('/ecpay/store-reply/', { form: storeReply(params) })
const { results } = await api<{ results: Array<{ product_code: string; price_twd: number; internal_stock: number }> }>('/products/?stock_status=in_stock&ordering=-price_jpy')
const items = results.filter((p) => p.internal_stock >= 1).slice(0, 3).map((p) => ({ product_code: p.product_code, quantity: 1 }))
const { order_number } = await api<{ order_number: string }>('/orders/', {
  headers: auth,
  json: { recipient_name: '陳小明', recipient_phone: '0912345678', recipient_email: 'customer@ygo-daigou.tw', store_id: '131386', store_name: '鑫忠孝門市', items },
})
const ask = () =>
  api(`/me/orders/${order_number}/messages/`, { headers: auth, json: { message_content: '請問這幾張大概什麼時候會從日本寄出？卡況可以先拍照給我看嗎？' } })

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const [size, viewport, userAgent] of [
  ['desktop', { width: 1280, height: 900 }, undefined],
  ['phone-line', { width: 390, height: 844 }, LINE_UA],
] as const) {
  // A fresh question for each size: opening the order as staff marks the earlier ones read.
  await ask()
  const context = await browser.newContext({ viewport, locale: 'zh-TW', deviceScaleFactor: size === 'desktop' ? 1 : 2, userAgent })
  const page = await context.newPage()
  await page.goto(`${base}/login?redirectTo=%2Fstaff%2Forders`)
  await page.getByLabel('電子郵件').fill('staff@ygo-daigou.tw')
  await page.getByLabel('密碼').fill('Staff#2026demo')
  await page.getByRole('button', { name: '登入' }).click()
  await page.waitForURL(/\/staff\/orders$/)
  await page.screenshot({ path: path.join(out, `${size}-staff-orders.png`), fullPage: true })
  await page.goto(`${base}/staff/orders?group=pending_confirmation`, { waitUntil: 'networkidle' })
  await page.screenshot({ path: path.join(out, `${size}-staff-orders-pending.png`) })
  await page.goto(`${base}/staff/orders/${order_number}?confirm=cancel`, { waitUntil: 'networkidle' })
  await page.screenshot({ path: path.join(out, `${size}-staff-order.png`), fullPage: true })
  await page.screenshot({ path: path.join(out, `${size}-staff-order-top.png`) })
  await context.close()
}
await browser.close()
console.log(`Screenshots in ${out} (order ${order_number})`)
