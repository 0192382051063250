/**
 * Restock alerts (issue 12) on a phone, with JavaScript on and off: a guest on a sold-out product
 * is sent to log in and back, asks for '到貨通知', staff restock it in the editor, exactly one
 * mail lands in the outbox and its link opens the product; a second restock mails nothing more;
 * the account's list shows the alert waiting, then notified, and removes it.
 *
 * The product is a demo product from a page of the list no other spec reads (priciest first,
 * page 6), made sold out for the test and put back after; each project takes its own.
 */
import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page, TestInfo } from '@playwright/test'
import { newShopper, outboxLines, registerThroughApi } from './account-fixtures.ts'
import { changeProducts, withoutReserved } from './e2e-database.ts'
import { expect, jsEnabled, productPage, test } from './fixtures.ts'
import { DEMO_STAFF } from './staff-fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

type Mail = { to: string; subject: string; text: string }
const restockMails = (email: string): Mail[] =>
  outboxLines('mail')
    .map((line) => JSON.parse(line) as Mail)
    .filter((m) => m.to === email && m.subject.startsWith('到貨通知'))

/** axe runs in the page, so only with JavaScript; the markup is the same without. */
async function expectAccessible(page: Page, testInfo: TestInfo) {
  if (!jsEnabled(testInfo)) return
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
}

async function logInHere(page: Page, email: string, password: string) {
  await page.getByLabel('電子郵件').fill(email)
  await page.getByLabel('密碼', { exact: true }).fill(password)
  await page.getByRole('button', { name: '登入', exact: true }).click()
}

/** Staff work in a browser of their own, as another person behind the proxy. */
async function staffPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: jsEnabled(testInfo),
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'X-Forwarded-For': `198.19.250.${jsEnabled(testInfo) ? 1 : 2}` },
  })
  const page = await context.newPage()
  await page.goto('/login')
  await logInHere(page, DEMO_STAFF.email, DEMO_STAFF.password)
  await expect(page.getByRole('navigation', { name: '主選單' }).getByText('您好')).toBeVisible()
  return page
}

async function setStock(staff: Page, code: string, stock: number) {
  await staff.goto(`/staff/products/${code}`)
  await staff.getByLabel('庫存').fill(String(stock))
  await staff.getByRole('button', { name: '儲存變更' }).click()
  await expect(staff.getByText(`已儲存 ${code} 的變更。`)).toBeVisible()
}

test('a shopper asks for a restock alert, staff restock, one mail whose link opens the product', async ({ page, browser }, testInfo) => {
  // Two people, three logins, four saves and a mail: a long story on a busy machine.
  test.setTimeout(150_000)
  const { results } = await productPage(page.request, 'stock_status=in_stock&ordering=-price_jpy&page=6')
  const product = withoutReserved(results)[jsEnabled(testInfo) ? 0 : 1]!
  const code = product.product_code
  const restore = await changeProducts({ [code]: { internal_stock: 0 } })
  const shopper = newShopper(testInfo)
  await registerThroughApi(page.request, shopper)
  const staff = await staffPage(browser, testInfo)
  try {
    // A guest is offered a login that comes back to the product.
    const productPath = `/products/1/detail/${code}`
    await page.goto(productPath)
    await expect(page.getByTestId('detail-stock')).toHaveText('已售完')
    await page.screenshot({ path: testInfo.outputPath('restock-guest.png') })
    await page.getByRole('link', { name: '登入後登記到貨通知' }).click()
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(productPath)}`)
    await logInHere(page, shopper.email, shopper.password)
    await expect(page).toHaveURL(productPath)

    const alert = page.getByTestId('restock-alert')
    await alert.getByRole('button', { name: '到貨通知我' }).click()
    await expect(alert).toContainText(`已登記到貨通知：補貨時會寄信到 ${shopper.email}。`)
    await expect(alert.getByRole('button', { name: '取消到貨通知' })).toBeVisible()
    const notice = jsEnabled(testInfo) ? alert.getByRole('status') : page.locator('.toast')
    await expect(notice).toContainText(`已登記「${product.base_name}」的到貨通知`)
    await expect(page).toHaveURL(productPath)
    await page.screenshot({ path: testInfo.outputPath('restock-button.png') })
    await expectAccessible(page, testInfo)

    // Cancel and ask again: the same button, both ways.
    await alert.getByRole('button', { name: '取消到貨通知' }).click()
    await expect(alert.getByRole('button', { name: '到貨通知我' })).toBeVisible()
    await alert.getByRole('button', { name: '到貨通知我' }).click()
    await expect(alert.getByRole('button', { name: '取消到貨通知' })).toBeVisible()

    await page.goto('/account/restock-alerts')
    const row = page.locator(`[data-testid="restock-row"][data-product-code="${code}"]`)
    await expect(row).toContainText(product.base_name)
    await expect(row).toContainText('等待補貨')
    await expect(row.locator('img')).toHaveAttribute('src', /.+/)

    await setStock(staff, code, 3)
    await expect.poll(() => restockMails(shopper.email).length).toBe(1)
    const [mail] = restockMails(shopper.email)
    expect(mail!.subject).toBe(`到貨通知：${product.base_name} 已補貨`)
    const link = new RegExp(`https?://[^\\s]+/products/1/detail/${code}`).exec(mail!.text)?.[0]
    expect(link, mail!.text).toBe(`${testInfo.project.use.baseURL}${productPath}`)

    await page.goto(link!)
    await expect(page.getByRole('heading', { name: product.base_name })).toBeVisible()
    await expect(page.getByTestId('detail-stock')).toHaveText('庫存 3 件')
    await expect(page.getByTestId('product-modal').getByRole('button', { name: '加入購物車', exact: true })).toBeEnabled()

    await page.goto('/account/restock-alerts')
    await expect(row).toContainText(/已通知（\d{4}\/\d{2}\/\d{2}）/)
    await expect(row).toContainText('目前庫存 3 件')
    await page.screenshot({ path: testInfo.outputPath('restock-list.png'), fullPage: true })
    await expectAccessible(page, testInfo)

    // Sold out and restocked again: the alert already fired, so nothing more is sent.
    await setStock(staff, code, 0)
    await setStock(staff, code, 2)
    await page.waitForTimeout(300)
    expect(restockMails(shopper.email)).toHaveLength(1)

    // Removed from the list, without JavaScript too.
    await page.goto('/account/restock-alerts')
    await row.getByRole('button', { name: `刪除「${product.base_name}」的到貨通知` }).click()
    await expect(page.locator('.toast')).toContainText('已刪除這項到貨通知。')
    await expect(row).toHaveCount(0)
    await expect(page.getByText('目前沒有到貨通知。')).toBeVisible()
  } finally {
    await staff.context().close()
    await restore()
  }
})

test('the account’s restock alerts are for logged-in shoppers only', async ({ page }) => {
  await page.goto('/account/restock-alerts')
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/account/restock-alerts')}`)
})
