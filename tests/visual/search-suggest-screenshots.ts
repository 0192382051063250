/**
 * `npx tsx tests/visual/search-suggest-screenshots.ts [http://localhost:3000]`: types 黑魔導 and
 * ブラマジ into the header's search box and takes the suggestion list (one option chosen with the
 * arrow key) at 390x844 in a LINE window and at 1366x900, into tests/.artifacts/screenshots.
 * Not a test.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:3000'
const out = path.resolve('tests/.artifacts/screenshots')
fs.mkdirSync(out, { recursive: true })
const LINE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.19.1'

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
for (const [name, viewport, userAgent] of [
  ['phone-line', { width: 390, height: 844 }, LINE_UA],
  ['desktop', { width: 1366, height: 900 }, undefined],
] as const) {
  const context = await browser.newContext({ viewport, userAgent, locale: 'zh-TW', deviceScaleFactor: name === 'desktop' ? 1 : 2 })
  const page = await context.newPage()
  for (const [slug, typed] of [['dark-magician', '黑魔導'], ['nickname', 'ブラマジ']] as const) {
    await page.goto(`${base}/products/1`, { waitUntil: 'networkidle' })
    const box = page.locator('#site-search')
    await box.click()
    await box.pressSequentially(typed, { delay: 40 })
    await page.getByRole('listbox', { name: '搜尋建議' }).waitFor()
    await box.press('ArrowDown')
    // The pictures are lazy: give them a moment to arrive.
    await page.waitForTimeout(400)
    const file = path.join(out, `search-suggest-${slug}-${name}.png`)
    await page.screenshot({ path: file })
    console.log(file)
  }
  await context.close()
}
await browser.close()
