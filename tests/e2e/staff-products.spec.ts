/**
 * Staff product tools as staff and shoppers meet them: a price change reaches a shopper's cart,
 * delisting reaches a shared cart link, a CSV with one bad row imports nothing, the CSV preview
 * names the code a mistyped one meant and shows new products, a CSV confirmed after a sale keeps
 * the stock sold meanwhile (and one changing that stock is refused), a new product with a picture
 * appears in the shop, a fixed name and a replaced picture reach the product page. Demo products
 * changed here are put back after each test; new products are made per project (js-on / js-off)
 * and delisted at the end.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { cartLine, fillCart, inStockProducts } from './cart-fixtures.ts'
import { changeProducts } from './e2e-database.ts'
import { expect, formFields, jsEnabled, resendForm, test } from './fixtures.ts'
import { apiLogin } from './order-fixtures.ts'
import { DEMO_STAFF, logInAsStaff } from './staff-fixtures.ts'
import type { StaffProduct } from '#backend/contract/staff-products.ts'

const formatTwd = (n: number) => `NT$${n.toLocaleString('en-US')}`
/** Each project gets products of its own: both run at once in the full suite. */
const pick = <T,>(list: T[], testInfo: TestInfo, index: number) => list[index * 2 + (jsEnabled(testInfo) ? 0 : 1)]!
const tag = (testInfo: TestInfo) => (jsEnabled(testInfo) ? 'JS' : 'NOJS')

async function openEditor(page: Page, code: string) {
  await page.goto(`/staff/products?q=${code}`)
  await page.getByRole('link', { name: `編輯 ${code}` }).click()
  await expect(page.getByRole('heading', { name: `編輯 ${code}` })).toBeVisible()
}

test('staff change a price, and the shopper’s cart says the price was updated', async ({ page }, testInfo) => {
  const product = pick(await inStockProducts(page, 3), testInfo, 0)
  const restore = await changeProducts({ [product.product_code]: {} })
  try {
    await fillCart(page, [{ product_code: product.product_code, quantity: 1 }])
    await page.goto('/cart')
    await expect(cartLine(page, product.product_code)).toBeVisible()
    await expect(page.getByTestId('cart-sync-messages')).toHaveCount(0)

    await logInAsStaff(page)
    await openEditor(page, product.product_code)
    const newPrice = product.price_twd + 40
    await page.getByLabel('台幣售價（NT$）').fill(String(newPrice))
    await page.getByRole('button', { name: '儲存變更' }).click()
    await expect(page.getByText(`已儲存 ${product.product_code} 的變更。`)).toBeVisible()
    await expect(page.getByText(formatTwd(newPrice)).first()).toBeVisible()

    await page.goto('/cart')
    await expect(page.getByTestId('cart-sync-messages')).toContainText(`「${product.base_name}」價格已更新為 ${formatTwd(newPrice)}`)
  } finally {
    await restore()
  }
})

test('a save never puts back a stock that sold meanwhile; a stock changed on the page and meanwhile is refused with the number now', async ({ page }, testInfo) => {
  const product = pick(await inStockProducts(page, 7), testInfo, 0)
  const code = product.product_code
  const restore = await changeProducts({ [code]: { internal_stock: 6 } })
  const stockNow = async () => ((await (await page.request.get(`/api/v1/products/${code}/`)).json()) as { internal_stock: number }).internal_stock
  try {
    await logInAsStaff(page)
    await openEditor(page, code)
    // A shopper buys two while staff fix the price: the price is saved, the sale stays.
    await changeProducts({ [code]: { internal_stock: 4 } })
    await page.getByLabel('台幣售價（NT$）').fill(String(product.price_twd + 10))
    await page.getByRole('button', { name: '儲存變更' }).click()
    await expect(page.getByText(`已儲存 ${code} 的變更。`)).toBeVisible()
    expect(await stockNow()).toBe(4)

    // Staff count the stock as 9 while one more sells: refused under the field, the typed values kept.
    await changeProducts({ [code]: { internal_stock: 3 } })
    await page.getByLabel('庫存').fill('9')
    await page.getByLabel('台幣售價（NT$）').fill(String(product.price_twd + 20))
    await page.getByRole('button', { name: '儲存變更' }).click()
    await expect(page.getByText('這個欄位在您開啟頁面後已變成「3」（有人下單或其他店員修改），請確認後再儲存。')).toBeVisible()
    await expect(page.getByLabel('庫存')).toHaveValue('9')
    await expect(page.getByLabel('台幣售價（NT$）')).toHaveValue(String(product.price_twd + 20))
    expect(await stockNow()).toBe(3)
    // The page is loaded again: what it sends back as shown is the stock now.
    await expect(page.locator('input[name="expected"]')).toHaveValue(/"internal_stock":3[,}]/)
    // Confirmed by saving again: now it is what staff counted. With JS the first save's notice can
    // still be showing, so this save is waited for by its effect, then its notice.
    await page.getByRole('button', { name: '儲存變更' }).click()
    await expect.poll(stockNow).toBe(9)
    await expect(page.getByText(`已儲存 ${code} 的變更。`)).toBeVisible()
  } finally {
    await restore()
  }
})

test('staff refuse a negative stock in place, with the reason under the field', async ({ page }, testInfo) => {
  const product = pick(await inStockProducts(page, 3), testInfo, 1)
  await logInAsStaff(page)
  await openEditor(page, product.product_code)
  await page.getByLabel('庫存').fill('-3')
  await page.getByRole('button', { name: '儲存變更' }).click()
  await expect(page.getByText('庫存必須是 0 以上的整數。')).toBeVisible()
  const answer = await page.request.get(`/api/v1/products/${product.product_code}/`)
  expect(((await answer.json()) as { internal_stock: number }).internal_stock).toBe(product.internal_stock)
})

test('staff delist a product, and a shared cart link shows it delisted', async ({ page }, testInfo) => {
  const product = pick(await inStockProducts(page, 4), testInfo, 0)
  const created = await page.request.post('/api/v1/cart/share/', {
    data: { items: [{ product_code: product.product_code, quantity: 1, price_twd: product.price_twd }] },
  })
  const { share_id } = (await created.json()) as { share_id: string }
  const restore = await changeProducts({ [product.product_code]: {} })
  try {
    await page.goto(`/cart/shared/${share_id}`)
    const line = page.locator(`[data-testid="shared-line"][data-product-code="${product.product_code}"]`)
    await expect(line.getByTestId('shared-status')).toHaveText('可購買')

    await logInAsStaff(page)
    await openEditor(page, product.product_code)
    await page.getByLabel('在商店上架').uncheck()
    await page.getByRole('button', { name: '儲存變更' }).click()
    await expect(page.getByText(`已儲存 ${product.product_code} 的變更。`)).toBeVisible()
    await expect(page.locator('.staff-product-status')).toContainText('已下架')

    await page.goto(`/cart/shared/${share_id}`)
    await expect(line.getByTestId('shared-status')).toHaveText('已下架')
    await expect(line.getByRole('checkbox')).toBeDisabled()
    expect((await page.request.get(`/api/v1/products/${product.product_code}/`)).status()).toBe(404)
  } finally {
    await restore()
  }
})

const HEADER = 'product_code,card_number,rarity,condition,language,category,base_name,price_jpy,price_twd,internal_stock,is_active'

test('a CSV with one bad row imports nothing and names the row; a good one imports after the preview', async ({ page }, testInfo) => {
  const existing = pick(await inStockProducts(page, 5), testInfo, 0)
  const code = `E2E-CSV-${tag(testInfo)}`
  const bad = [
    HEADER,
    `${code},QCCU-JP010,SR,S,JP,魔法,イーツーイー,600,180,2,0`,
    `${existing.product_code},,,,,,,,${existing.price_twd + 10},,`,
    `${code}-2,QCCU-JP011,XX,S,JP,魔法,イーツーイー,600,180,2,0`,
  ].join('\n')
  const restore = await changeProducts({ [existing.product_code]: {} })
  try {
    await logInAsStaff(page)
    await page.goto('/staff/products')
    await page.getByRole('link', { name: 'CSV 匯入' }).click()
    await page.getByLabel('CSV 檔案').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) })
    await page.getByRole('button', { name: '上傳並檢查' }).click()
    const errors = page.locator('.staff-import-errors')
    await expect(errors.getByRole('row').nth(1)).toContainText('4')
    await expect(errors.getByRole('row').nth(1)).toContainText('rarity')
    await expect(errors).toContainText('稀有度 XX 不存在，可用：N, NP, R, SR')
    await expect(page.getByRole('button', { name: '確認匯入' })).toHaveCount(0)
    await page.screenshot({ path: `tests/.artifacts/screenshots/${jsEnabled(testInfo) ? '' : 'nojs-'}desktop-staff-products-import-report.png`, fullPage: true })
    expect((await page.request.get(`/api/v1/products/${existing.product_code}/`)).ok()).toBe(true)
    const price = ((await (await page.request.get(`/api/v1/products/${existing.product_code}/`)).json()) as { price_twd: number }).price_twd
    expect(price).toBe(existing.price_twd)

    // The same file without its bad row: previewed, confirmed, imported.
    const good = bad.split('\n').slice(0, 3).join('\n')
    await page.getByLabel('CSV 檔案').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(good) })
    await page.getByRole('button', { name: '上傳並檢查' }).click()
    await expect(page.locator('.staff-import-summary')).toHaveText('新增 1 件、更新 1 件、不變 0 件')
    await expect(page.locator('.staff-import-rows')).toContainText(`price_twd：${existing.price_twd} → ${existing.price_twd + 10}`)
    await page.getByRole('button', { name: '確認匯入' }).click()
    await expect(page.getByText('匯入完成：新增 1 件、更新 1 件。')).toBeVisible()
    await page.goto(`/staff/products?q=${code}&listing=delisted`)
    await expect(page.getByRole('link', { name: `編輯 ${code}` })).toBeVisible()
    const after = (await (await page.request.get(`/api/v1/products/${existing.product_code}/`)).json()) as { price_twd: number }
    expect(after.price_twd).toBe(existing.price_twd + 10)
  } finally {
    await restore()
  }
})

test('the CSV preview suggests the code a mistyped one meant, and shows what a new product will be', async ({ page }, testInfo) => {
  const existing = pick(await inStockProducts(page, 5), testInfo, 1)
  // A letter put in after the card number: one off from this product's code and no other's.
  const parts = existing.product_code.split('-')
  const typo = [`${parts[0]}-${parts[1]}Z`, ...parts.slice(2)].join('-')
  const code = `E2E-CSV-SHOW-${tag(testInfo)}`
  const csv = [HEADER, `${typo},,,,,,,,${existing.price_twd + 10},,`, `${code},QCCU-JP012,SR,S,JP,魔法,ショーイーツーイー,700,190,3,1`].join('\n')
  await logInAsStaff(page)
  await page.goto('/staff/products/import')
  await page.getByLabel('CSV 檔案').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: '上傳並檢查' }).click()

  const error = page.locator('.staff-import-errors').getByRole('row').nth(1)
  await expect(error).toContainText('product_code')
  await expect(error).toContainText(`找不到商品編號 ${typo}；若要新增商品，請填寫 card_number、rarity`)
  await expect(error).toContainText(`是不是 ${existing.product_code}？`)
  await expect(page.locator('.staff-import-errors').getByRole('row')).toHaveCount(2)

  const created = page.locator('.staff-import-rows tr.is-create')
  await expect(created).toContainText(code)
  for (const field of ['base_name：ショーイーツーイー', 'price_jpy：700', 'price_twd：190', 'internal_stock：3', 'is_active：上架']) {
    await expect(created).toContainText(field)
  }
  await expect(page.getByRole('button', { name: '確認匯入' })).toHaveCount(0)
  expect((await page.request.get(`/api/v1/products/${code}/`)).status()).toBe(404)
})

/**
 * A test's own product for an import made stale, out of the shop (other tests pick theirs from
 * the shop's in-stock lists): NT$300, stock 5, made through the API's import; and the staff
 * import page, opened.
 */
async function importedForStaleness(page: Page, testInfo: TestInfo, which: number) {
  const code = `E2E-CSV-STALE-${which}-${tag(testInfo)}`
  const cardNumber = `QCCU-JP0${13 + which * 2 + (jsEnabled(testInfo) ? 0 : 1)}`
  // A fresh token for each call: the test server's tokens live 10 seconds.
  const auth = () => apiLogin(page.request, DEMO_STAFF.email, DEMO_STAFF.password)
  const made = await page.request.post('/api/v1/staff/products/import', {
    headers: await auth(),
    multipart: { csv: [HEADER, `${code},${cardNumber},N,A,JP,魔法,ステイル,100,300,5,0`].join('\n') },
  })
  expect(made.status(), await made.text()).toBe(200)
  await logInAsStaff(page)
  await page.goto('/staff/products/import')
  return {
    code,
    now: async () => (await (await page.request.get(`/api/v1/staff/products/${code}/`, { headers: await auth() })).json()) as StaffProduct,
    /** A shopper's order or another staff member's edit, made while the preview is open. */
    stockMeanwhile: async (stock: number) => {
      const changed = await page.request.patch(`/api/v1/staff/products/${code}/`, { headers: await auth(), data: { internal_stock: stock } })
      expect(changed.status(), await changed.text()).toBe(200)
    },
    preview: async (csv: string) => {
      await page.getByLabel('CSV 檔案').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
      await page.getByRole('button', { name: '上傳並檢查' }).click()
    },
  }
}

test('a CSV confirmed after a sale keeps the stock sold meanwhile where the file repeats the stock it read', async ({ page }, testInfo) => {
  const { code, now, stockMeanwhile, preview } = await importedForStaleness(page, testInfo, 0)
  // The file changes the price and repeats the stock as it was (5); one sells meanwhile.
  await preview([HEADER, `${code},,,,,,,,310,5,`].join('\n'))
  await expect(page.locator('.staff-import-rows')).toContainText('price_twd：300 → 310')
  await stockMeanwhile(4)
  await page.getByRole('button', { name: '確認匯入' }).click()
  await expect(page.getByText('匯入完成：新增 0 件、更新 1 件。')).toBeVisible()
  expect(await now()).toMatchObject({ price_twd: 310, internal_stock: 4 })
})

test('a CSV changing a stock that sold meanwhile is refused in place; a new preview shows the stock now', async ({ page }, testInfo) => {
  const { code, now, stockMeanwhile, preview } = await importedForStaleness(page, testInfo, 1)
  // Staff counted 8 and the price goes up, while two sell: refused, nothing written.
  const counted = [HEADER, `${code},,,,,,,,320,8,`].join('\n')
  await preview(counted)
  await expect(page.locator('.staff-import-rows')).toContainText('internal_stock：5 → 8')
  await stockMeanwhile(3)
  await page.getByRole('button', { name: '確認匯入' }).click()
  const refused = page.getByRole('alert')
  await expect(refused).toContainText('有 1 列的商品在預覽之後有變動，沒有匯入任何商品；請重新上傳並檢查，預覽會顯示目前的數值。')
  await expect(refused).toContainText('第 2 列（internal_stock）：這個欄位在您開啟頁面後已變成「3」（有人下單或其他店員修改）')
  expect(await now()).toMatchObject({ price_twd: 300, internal_stock: 3 })
  // Previewed again: the stock as it is now; confirming imports what staff counted.
  await preview(counted)
  await expect(page.locator('.staff-import-rows')).toContainText('internal_stock：3 → 8')
  await page.getByRole('button', { name: '確認匯入' }).click()
  await expect(page.getByText('匯入完成：新增 0 件、更新 1 件。')).toBeVisible()
  expect(await now()).toMatchObject({ price_twd: 320, internal_stock: 8 })
})

/** A picture of one colour, as a phone would upload it. */
const solidPng = (background: string) => sharp({ create: { width: 60, height: 88, channels: 3, background } }).png().toBuffer()

/**
 * Adds a product through /staff/products/new with one picture; it lands in its editor. Sold out:
 * in-stock lists, which other tests pick their products from, never see it.
 */
/** A card number of the product's own: products of one card number share its card's names, which a test may rename. */
const ownCardNumber = (code: string) =>
  `E2EN-JP${[...code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 36 ** 4, 7).toString(36).toUpperCase().padStart(4, '0')}`

/** What a new product's form is filled with (/staff/products/new); blank product code when absent. */
type NewProductFields = { baseName: string; nameZh?: string; category: string; cardNumber: string; rarity: string; code?: string; priceTwd: string; priceJpy: string; stock: string }

async function fillNewProduct(page: Page, f: NewProductFields) {
  await page.getByLabel('日文卡名').fill(f.baseName)
  if (f.nameZh !== undefined) await page.getByLabel('中文卡名').fill(f.nameZh)
  await page.getByLabel('卡片種類').selectOption(f.category)
  await page.getByLabel('卡號').fill(f.cardNumber)
  await page.getByLabel('稀有度').selectOption(f.rarity)
  if (f.code !== undefined) await page.getByLabel('商品編號').fill(f.code)
  await page.getByLabel('台幣售價（NT$）').fill(f.priceTwd)
  await page.getByLabel('日幣價格（¥）').fill(f.priceJpy)
  await page.getByLabel('庫存').fill(f.stock)
}

async function addProduct(page: Page, code: string, nameZh: string, picture: Buffer) {
  await page.goto('/staff/products')
  await page.getByRole('link', { name: '新增商品' }).click()
  const card = { baseName: 'テストの竜', nameZh, category: '效果怪獸', cardNumber: ownCardNumber(code), rarity: 'UR' }
  await fillNewProduct(page, { ...card, code, priceTwd: '450', priceJpy: '1800', stock: '0' })
  const file = { name: 'dragon.png', mimeType: 'image/png', buffer: picture }
  await page.getByLabel('商品圖片').setInputFiles(file)
  // The very form the page holds (its one-time key and CSRF token; the picture apart), to be sent again.
  const sent = await formFields(page.locator('form.staff-product-new'))
  await page.getByRole('button', { name: '新增商品' }).click()
  await expect(page.getByText(`已新增商品 ${code}。`)).toBeVisible()
  await expect(page.getByRole('heading', { name: `編輯 ${code}` })).toBeVisible()
  return { sent, file }
}

test('staff add a product with a picture, and the shop shows it with that picture', async ({ page }, testInfo) => {
  const code = `E2E-NEW-${tag(testInfo)}`
  await logInAsStaff(page)
  const { sent, file } = await addProduct(page, code, `測試之龍 ${tag(testInfo)}`, await solidPng('#3366cc'))
  try {
    // Sent again (Back and resend, a retry on a slow line): answered as the first was, not 'code taken'.
    const again = await resendForm(page, '/staff/products/new', { multipart: { ...sent, images: file } })
    expect(again.status()).toBe(303)
    expect(again.headers().location).toBe(`/staff/products/${code}`)
    await page.goto(`/products/1/detail/${code}`)
    const picture = page.getByTestId('product-modal').locator('img[src^="/api/v1/media/uploads/"]').first()
    await expect(picture).toBeVisible()
    const served = await page.request.get((await picture.getAttribute('src'))!)
    // The page shows a JPEG copy made at upload time (WebP where the browser takes it).
    expect(served.headers()['content-type']).toBe('image/jpeg')
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  } finally {
    // Out of the shop again, so other tests' counts stay as the demo data has them.
    await changeProducts({ [code]: { is_active: false } })
  }
})

/** The 32 hex characters naming an upload (its copies share them): which picture a URL shows. */
const uploadId = (url: string) => /\/api\/v1\/media\/uploads\/([0-9a-f]{32})/.exec(url)?.[1]

test('staff fix a card’s Chinese name and replace its photo, and the shopper sees both', async ({ page }, testInfo) => {
  const code = `E2E-EDIT-${tag(testInfo)}`
  const typo = `測試之竜 ${tag(testInfo)}`
  const fixed = `測試之龍 ${tag(testInfo)}`
  await logInAsStaff(page)
  await addProduct(page, code, typo, await solidPng('#3366cc'))
  try {
    const before = (await (await page.request.get(`/api/v1/products/${code}/`)).json()) as { image_url: string }
    // What makes the product code is shown, not offered for editing; names are the card's.
    const card = page.getByRole('complementary', { name: '卡片資料' })
    await expect(card).toContainText(ownCardNumber(code))
    await expect(card).toContainText('UR / S')
    await expect(card).toContainText('不能修改')
    await expect(page.getByLabel('卡號')).toHaveCount(0)
    await expect(page.getByLabel('稀有度')).toHaveCount(0)
    await expect(page.getByText('同一張卡的所有商品會一起更新（目前只有這一件）')).toBeVisible()

    // A file that is not a picture: refused under the pictures, a 4xx, the name as typed.
    await page.getByLabel('中文卡名').fill(fixed)
    const first = page.getByRole('group', { name: '第 1 張' })
    await first.getByLabel('換成新圖片').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload=alert(1)>') })
    const refused = page.waitForResponse((r) => r.request().method() === 'POST')
    await page.getByRole('button', { name: '儲存變更' }).click()
    expect((await refused).status()).toBe(400)
    await expect(page.getByText('「fake.png」不是 JPEG、PNG 或 WebP 圖片。')).toBeVisible()
    await expect(page.getByLabel('中文卡名')).toHaveValue(fixed)
    await page.screenshot({ path: `tests/.artifacts/screenshots/${jsEnabled(testInfo) ? '' : 'nojs-'}desktop-staff-products-editor-refused.png`, fullPage: true })

    // The real picture, with the name: one save.
    await page.getByLabel('中文卡名').fill(fixed)
    await first.getByLabel('換成新圖片').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: await solidPng('#cc3333') })
    await page.getByRole('button', { name: '儲存變更' }).click()
    await expect(page.getByText(`已儲存 ${code} 的變更。`)).toBeVisible()
    await expect(page.getByLabel('中文卡名')).toHaveValue(fixed)

    await page.goto(`/products/1/detail/${code}`)
    const modal = page.getByTestId('product-modal')
    await expect(modal.locator('.detail-alt-names')).toHaveText(fixed)
    const src = (await modal.locator('img[src^="/api/v1/media/uploads/"]').first().getAttribute('src'))!
    // A new address: a browser that kept the old picture for good (immutable) never shows it here.
    expect(uploadId(src)).toBeTruthy()
    expect(uploadId(src)).not.toBe(uploadId(before.image_url))
    const shown = await page.request.get(src)
    // Red, as uploaded (the first was blue).
    const { dominant } = await sharp(await shown.body()).stats()
    expect(dominant.r).toBeGreaterThan(150)
    expect(dominant.b).toBeLessThan(100)
    // The old picture is gone, not just unlinked.
    expect((await page.request.get(before.image_url)).status()).toBe(404)
  } finally {
    await changeProducts({ [code]: { is_active: false } })
  }
})

test('a picture change from a tab that showed older pictures is refused, and the picture added meanwhile stays', async ({ page }, testInfo) => {
  const code = `E2E-PICS-${tag(testInfo)}`
  await logInAsStaff(page)
  await addProduct(page, code, `測試之龍 ${tag(testInfo)}`, await solidPng('#3366cc'))
  try {
    const pictures = async () => ((await (await page.request.get(`/api/v1/products/${code}/`)).json()) as { product_images: unknown[] }).product_images.length
    // Another tab adds a second picture while this one still shows one.
    const other = await page.context().newPage()
    await other.goto(`/staff/products/${code}`)
    await other.getByLabel('新增圖片').setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer: await solidPng('#22aa44') })
    await other.getByRole('button', { name: '儲存變更' }).click()
    await expect(other.getByText(`已儲存 ${code} 的變更。`)).toBeVisible()
    await other.close()
    expect(await pictures()).toBe(2)

    // This tab takes its only picture off: that list would have dropped the new one as well.
    await page.getByRole('group', { name: '第 1 張' }).getByLabel('刪除這張').check()
    await page.getByRole('button', { name: '儲存變更' }).click()
    await expect(page.getByText('商品圖片在您開啟頁面後已被其他店員變更，這次沒有儲存；請看過現在的圖片後再改。')).toBeVisible()
    expect(await pictures()).toBe(2)
    // The page is loaded again with both pictures to choose from.
    await expect(page.getByRole('group', { name: '第 2 張' })).toBeVisible()
  } finally {
    await changeProducts({ [code]: { is_active: false } })
  }
})

test('a new product of a card number already sold must name the card as it is named, said in place', async ({ page }) => {
  const listed = (await (await page.request.get('/api/v1/products/?page=1')).json()) as { results: Array<{ card_number: string; base_name: string; card: { category: string } }> }
  const sold = listed.results[0]!
  await logInAsStaff(page)
  await page.goto('/staff/products/new')
  const card = { baseName: 'ちがう名前', category: sold.card.category, cardNumber: sold.card_number, rarity: 'N' }
  await fillNewProduct(page, { ...card, code: 'E2E-JOIN-REFUSED', priceTwd: '50', priceJpy: '100', stock: '0' })
  await page.getByRole('button', { name: '新增商品' }).click()
  await expect(page.getByText(`卡號 ${sold.card_number} 已有這張卡，日文卡名是「${sold.base_name}」`)).toBeVisible()
  await expect(page.getByLabel('日文卡名')).toHaveValue('ちがう名前')
  expect((await page.request.get('/api/v1/products/E2E-JOIN-REFUSED/')).status()).toBe(404)
})

test('staff add another copy of a card from its editor, the form filled with the card', async ({ page }, testInfo) => {
  const listed = (await (await page.request.get('/api/v1/products/?page=1')).json()) as { results: Array<{ product_code: string; card_number: string; base_name: string }> }
  const source = listed.results[1]!
  const code = `E2E-COPY-${tag(testInfo)}`
  await logInAsStaff(page)
  await page.goto(`/staff/products/${source.product_code}`)
  await page.getByRole('link', { name: '新增這張卡的其他商品' }).click()
  await expect(page.getByText(`卡片資料取自 ${source.product_code}`)).toBeVisible()
  await expect(page.getByLabel('日文卡名')).toHaveValue(source.base_name)
  await expect(page.getByLabel('卡號')).toHaveValue(source.card_number)
  await page.getByLabel('商品編號').fill(code)
  await page.getByLabel('台幣售價（NT$）').fill('60')
  await page.getByLabel('日幣價格（¥）').fill('200')
  await page.getByLabel('庫存').fill('0')
  await page.getByRole('button', { name: '新增商品' }).click()
  await expect(page.getByText(`已新增商品 ${code}。`)).toBeVisible()
  // A copy of the same card, by its card number and names.
  const copy = (await (await page.request.get(`/api/v1/products/${code}/`)).json()) as { card_number: string; base_name: string }
  expect(copy).toMatchObject({ card_number: source.card_number, base_name: source.base_name })
})

test('a picture that is not one is refused in place', async ({ page }) => {
  await logInAsStaff(page)
  await page.goto('/staff/products/new')
  await fillNewProduct(page, { baseName: '偽物', category: '魔法', cardNumber: 'QCCU-JP098', rarity: 'N', priceTwd: '50', priceJpy: '100', stock: '1' })
  await page.getByLabel('商品圖片').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload=alert(1)>') })
  await page.getByRole('button', { name: '新增商品' }).click()
  await expect(page.getByText('「fake.png」不是 JPEG、PNG 或 WebP 圖片。')).toBeVisible()
  expect((await page.request.get('/api/v1/products/QCCU-JP098-N-S/')).status()).toBe(404)
})

const LINE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Line/14.9.0'

test('the product list and editor fit a phone and a desktop (screenshots for people to look at)', async ({ browser, page }, testInfo) => {
  const out = path.resolve('tests/.artifacts/screenshots')
  fs.mkdirSync(out, { recursive: true })
  const product = pick(await inStockProducts(page, 6), testInfo, 0)
  const prefix = jsEnabled(testInfo) ? '' : 'nojs-'
  for (const [size, viewport, userAgent] of [
    ['desktop', { width: 1280, height: 900 }, undefined],
    ['phone', { width: 390, height: 844 }, LINE_UA],
  ] as const) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport, userAgent, locale: 'zh-TW', javaScriptEnabled: jsEnabled(testInfo) })
    const staffPage = await context.newPage()
    await logInAsStaff(staffPage)
    for (const [name, url] of [
      ['list', '/staff/products'],
      ['editor', `/staff/products/${product.product_code}`],
      ['new', '/staff/products/new'],
      ['import', '/staff/products/import'],
    ] as const) {
      await staffPage.goto(url)
      await expect(staffPage.locator('h1')).toBeVisible()
      // Nothing wider than the screen: staff work from their phones too.
      expect(await staffPage.evaluate(() => document.documentElement.scrollWidth), `${size} ${name}`).toBeLessThanOrEqual(viewport.width)
      await staffPage.screenshot({ path: path.join(out, `${prefix}${size}-staff-products-${name}.png`), fullPage: true })
    }
    await context.close()
  }
})

test('a product search the shop cannot run says why, as a 400, as the orders board does', async ({ page }) => {
  await logInAsStaff(page)
  // A NUL the API refuses: before, the list said 「無法載入商品列表，請稍後再試。」 with a 200.
  const response = await page.goto('/staff/products?q=%00')
  expect(response?.status()).toBe(400)
  await expect(page.locator('.alert-error')).toHaveText('此欄位含有無效的字元。')
  await expect(page.getByRole('searchbox', { name: '搜尋商品' })).toBeVisible()
})

test('a refused product form says the chosen picture was not kept, so it is not saved without it', async ({ page }, testInfo) => {
  const taken = pick(await inStockProducts(page, 4), testInfo, 1)
  const notKept = '您選的 1 張圖片還沒有上傳；若圖片欄位已清空（沒有 JavaScript 時瀏覽器不會保留檔案），請重新選擇後再送出。'
  const picture = { name: 'dragon.png', mimeType: 'image/png', buffer: await solidPng('#33aa66') }
  await logInAsStaff(page)
  // A new product under a code already taken: refused by the API, with JavaScript too.
  await page.goto('/staff/products/new')
  const card = { baseName: 'テストの竜', category: '效果怪獸', cardNumber: 'QCCU-JP099', rarity: 'UR' }
  await fillNewProduct(page, { ...card, code: taken.product_code, priceTwd: '450', priceJpy: '1800', stock: '0' })
  await page.getByLabel('商品圖片').setInputFiles(picture)
  await page.getByRole('button', { name: '新增商品' }).click()
  await expect(page.getByText(`商品編號 ${taken.product_code} 已經存在。`)).toBeVisible()
  await expect(page.getByText(notKept)).toBeVisible()
  // Without JavaScript the answer is a new page with the field empty; with it the file is still chosen.
  expect(await page.getByLabel('商品圖片').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(jsEnabled(testInfo) ? 1 : 0)

  // The editor, refused by the server (a price the browser's own checks would stop, so sent as is).
  await openEditor(page, taken.product_code)
  await page.getByLabel('新增圖片').setInputFiles(picture)
  const form = page.locator('form.staff-product-form')
  await form.evaluate((f: HTMLFormElement) => (f.noValidate = true))
  await page.getByLabel('台幣售價（NT$）').fill('-1')
  if (jsEnabled(testInfo)) {
    // With JavaScript the form's own check stops it before it leaves: nothing lost, nothing said.
    await page.getByRole('button', { name: '儲存變更' }).click()
    await expect(page.getByText('台幣售價必須是 0 以上的整數。')).toBeVisible()
    await expect(page.getByText(notKept)).toHaveCount(0)
  } else {
    await page.getByRole('button', { name: '儲存變更' }).click()
    await expect(page.getByText('台幣售價必須是 0 以上的整數。')).toBeVisible()
    await expect(page.getByText(notKept)).toBeVisible()
  }
})
