import type { Page } from '@playwright/test'
import { DEMO_CUSTOMER, logInAs, newShopper, registerThroughApi } from './account-fixtures.ts'
import { addToCart } from './cart-fixtures.ts'
import { changeProducts, productToBuy, withoutReserved } from './e2e-database.ts'
import { apiLogin, pickStore } from './order-fixtures.ts'
import { expect, formFields, jsEnabled, productPage, resendForm, test, waitForHydrationOnGoto } from './fixtures.ts'
import { RULES } from '#app/lib/messages.ts'

const LINE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.19.1'

for (const inApp of [false, true]) {
  test.describe(inApp ? 'inside LINE' : 'in a normal browser', () => {
    if (inApp) test.use({ userAgent: LINE_UA, viewport: { width: 390, height: 844 } })

    test('checks out with a 7-ELEVEN store and sees the order', async ({ page, request }, testInfo) => {
      test.slow() // log in, cart, map round trip, order: many pages on a busy machine
      const product = await productToBuy(request, inApp ? 1 : 0, testInfo)
      // Records the analytics events the page sends (track() calls gtag when it is there).
      await page.addInitScript(() => {
        const w = window as unknown as { events: unknown[][]; gtag: (...args: unknown[]) => void }
        w.events = []
        w.gtag = (...args) => w.events.push(args)
      })
      await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
      await addToCart(page, product.product_code, 1, 1)
      if (inApp) {
        // The banner offers the phone's browser, but not where the page is the cart, this
        // browser's cookie: there the phone's browser would show an empty cart.
        await page.goto('/products/1')
        await expect(page.getByTestId('inapp-banner')).toBeVisible()
        await page.goto('/cart')
        await expect(page.getByTestId('inapp-banner')).toHaveCount(0)
      }
      await page.goto('/checkout')
      await expect(page.getByRole('heading', { name: '結帳' })).toBeVisible()
      await expect(page.getByText(RULES.delivery)).toBeVisible()
      if (inApp) await expect(page.getByTestId('inapp-banner')).toHaveCount(0)
      const submit = page.getByRole('button', { name: '確認下單' })
      await expect(submit).toBeDisabled()

      await fillRecipient(page)
      await pickStore(page, !jsEnabled(testInfo) ? 'no-js' : inApp ? 'same-window' : 'popup')
      // The recipient typed before the map is still there.
      await expect(page.getByLabel('收件人姓名')).toHaveValue('陳小明')
      await expect(submit).toBeEnabled()
      await submit.click()

      await expect(page).toHaveURL(/\/order\/success\?order=YG/)
      const orderNumber = (await page.getByTestId('order-number').textContent())!
      if (jsEnabled(testInfo)) {
        // One purchase for analytics, however often the page is shown again.
        const purchases = () => page.evaluate(() => (window as unknown as { events: unknown[][] }).events.filter((e) => e[1] === 'purchase'))
        await expect.poll(async () => (await purchases()).length).toBe(1)
        await page.reload()
        await expect(page.getByTestId('order-number')).toHaveText(orderNumber)
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
        expect(await purchases()).toEqual([])
      }
      await expect(page.getByTestId('cart-badge')).toHaveCount(0)
      await page.getByRole('link', { name: '查看訂單' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`訂單 ${orderNumber}`)
      await expect(page.getByText(product.base_name).first()).toBeVisible()
      await product.restore()
    })
  })
}


/** The checkout's recipient fields, filled as a shopper would. */
async function fillRecipient(page: Page) {
  await page.getByLabel('收件人姓名').fill('陳小明')
  await page.getByLabel('收件人手機').fill('0912345678')
  await page.getByLabel('收件人電子郵件').fill('buyer@example.tw')
}

test('a recipient phone typed in groups (0912 345 678) is taken, and the order shows 0912345678', async ({ page, request }, testInfo) => {
  test.slow() // log in, cart, map round trip, order
  const product = await productToBuy(request, 47, testInfo)
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await addToCart(page, product.product_code, 1, 1)
  await page.goto('/checkout')
  // docs/integrations.md#taiwanese-phone-numbers: without JS an HTML pattern would refuse the shape in the browser's own words.
  const phone = page.getByLabel('收件人手機')
  await expect(phone).toHaveAttribute('inputmode', 'tel')
  await expect(phone).not.toHaveAttribute('pattern')
  await page.getByLabel('收件人姓名').fill('陳小明')
  await phone.fill('0912 345 678')
  await page.getByLabel('收件人電子郵件').fill('buyer@example.tw')
  await pickStore(page, jsEnabled(testInfo) ? 'popup' : 'no-js')
  await page.getByRole('button', { name: '確認下單' }).click()

  await expect(page).toHaveURL(/\/order\/success\?order=YG/)
  await page.getByRole('link', { name: '查看訂單' }).click()
  await expect(page.locator('.order-facts')).toContainText('0912345678')
  await expect(page.locator('.order-facts')).not.toContainText('0912 345 678')
  await product.restore()
})

test('after 選擇 7-ELEVEN 門市 the map is the next thing a phone shows (without JS: its button where the shopper tapped), and the typed name stays', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const results = withoutReserved((await productPage(request, 'stock_status=in_stock')).results)
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await addToCart(page, results[2]!.product_code, 1, 1)
  await page.goto('/checkout')
  await page.getByLabel('收件人姓名').fill('陳小明')
  if (jsEnabled(testInfo)) {
    // With JS the map opens by itself, in a popup over the checkout.
    await pickStore(page, 'popup')
  } else {
    await page.getByRole('button', { name: '選擇 7-ELEVEN 門市' }).click()
    // Inside the checkout form's store part, on screen: not at the end of the page, ~1400 px down.
    const goToMap = page.locator('#checkout').getByRole('button', { name: '前往 7-ELEVEN 電子地圖' })
    await expect(goToMap).toBeInViewport()
    await expect(page.getByText('請點下方按鈕前往電子地圖選擇門市')).toBeInViewport()
    await expect(page.getByLabel('收件人姓名')).toHaveValue('陳小明')
    await goToMap.click()
    await page.getByRole('button', { name: '選擇此門市' }).first().click()
  }
  await expect(page.getByTestId('picked-store')).toContainText(/門市/)
  await expect(page.getByLabel('收件人姓名')).toHaveValue('陳小明')
})

test('a recipient name over 50 characters is stopped at 50 by the input, and said too long, not empty', async ({ page, request }) => {
  const results = withoutReserved((await productPage(request, 'stock_status=in_stock')).results)
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await addToCart(page, results[2]!.product_code, 1, 1)
  await page.goto('/checkout')
  const name = page.getByLabel('收件人姓名')
  await name.fill('陳'.repeat(60))
  await expect(name).toHaveValue('陳'.repeat(50))
  // A page that lost its maxlength (an old copy, a tool): the server names the real problem.
  await name.evaluate((input) => input.removeAttribute('maxlength'))
  await name.fill('陳'.repeat(51))
  // Sent without a store (the button enabled by hand, the browser's own checks off): the name's
  // message comes with JS from the form's schema, without JS from the server's.
  await page.locator('#checkout').evaluate((form) => ((form as HTMLFormElement).noValidate = true))
  const submit = page.getByRole('button', { name: '確認下單' })
  await submit.evaluate((button) => ((button as HTMLButtonElement).disabled = false))
  await submit.click()
  await expect(page.getByText('此欄位不可超過 50 個字元。')).toBeVisible()
  await expect(page.getByText('此欄位不可為空。')).toHaveCount(2) // the phone and the e-mail, left empty
})

test('the same-as-profile choice fills the recipient from the member profile', async ({ page, request }, testInfo) => {
  const results = withoutReserved((await productPage(request, 'stock_status=in_stock')).results)
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await addToCart(page, results[3]!.product_code, 1, 1)
  await page.goto('/checkout')
  if (jsEnabled(testInfo)) await page.getByLabel('同會員資料').check()
  else await page.getByRole('button', { name: '帶入會員資料' }).click()
  await expect(page.getByLabel('收件人電子郵件')).toHaveValue(DEMO_CUSTOMER.email)
  await expect(page.getByLabel('收件人手機')).toHaveValue(/^09\d{8}$/)
})

test('after a refused submit, filling the recipient from the member profile clears the fields\' errors', async ({ page, request }, testInfo) => {
  test.slow() // a map round trip before the submit
  const results = withoutReserved((await productPage(request, 'stock_status=in_stock')).results)
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await addToCart(page, results[3]!.product_code, 1, 1)
  await page.goto('/checkout')
  await pickStore(page, jsEnabled(testInfo) ? 'popup' : 'no-js')
  await page.locator('#checkout').evaluate((form) => ((form as HTMLFormElement).noValidate = true))
  await page.getByRole('button', { name: '確認下單' }).click()
  await expect(page.getByText('此欄位不可為空。')).toHaveCount(3)
  if (jsEnabled(testInfo)) await page.getByLabel('同會員資料').check()
  else await page.getByRole('button', { name: '帶入會員資料' }).click()
  await expect(page.getByLabel('收件人電子郵件')).toHaveValue(DEMO_CUSTOMER.email)
  await expect(page.getByLabel('收件人姓名')).not.toHaveValue('')
  await expect(page.getByText('此欄位不可為空。')).toHaveCount(0)
  await expect(page.getByLabel('收件人姓名')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('picked-store')).toContainText(/門市/)
})

test('opening the map too often says how long to wait, the typed recipient kept and no blank popup left', async ({ page, request }, testInfo) => {
  test.slow() // registration, a cart and the map's whole allowance used up through the API
  const shopper = newShopper(testInfo)
  await registerThroughApi(request, shopper)
  // The allowance is per shopper: this new one uses all of it, nobody else is affected.
  const auth = await apiLogin(request, shopper.email, shopper.password)
  let status = 0
  for (let i = 0; i < 200 && status !== 429; i++) status = (await request.get('/api/v1/ecpay/map-parameters/', { headers: auth })).status()
  expect(status).toBe(429)

  const results = withoutReserved((await productPage(request, 'stock_status=in_stock')).results)
  await logInAs(page, shopper.email, shopper.password)
  await addToCart(page, results[5]!.product_code, 1, 1)
  await page.goto('/checkout')
  await page.getByLabel('收件人姓名').fill('陳小明')
  const popup = jsEnabled(testInfo) ? page.waitForEvent('popup') : null
  await page.getByRole('button', { name: '選擇 7-ELEVEN 門市' }).click()
  await expect(page.getByText(/^操作過於頻繁，請於 .+後再試。$/)).toBeVisible()
  await expect(page.getByLabel('收件人姓名')).toHaveValue('陳小明')
  if (popup) {
    const opened = await popup
    if (!opened.isClosed()) await opened.waitForEvent('close', { timeout: 5_000 })
  }
})

test('a login that lapsed while the checkout was open keeps what was typed: log in again and it is back', async ({ page, request }, testInfo) => {
  test.slow() // log in, cart, map round trip, log in again
  const results = withoutReserved((await productPage(request, 'stock_status=in_stock')).results)
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await addToCart(page, results[6]!.product_code, 1, 1)
  await page.goto('/checkout')
  await page.getByLabel('收件人姓名').fill('林小華')
  await page.getByLabel('收件人手機').fill('0987654321')
  await page.getByLabel('收件人電子郵件').fill('lapsed@example.tw')
  await pickStore(page, jsEnabled(testInfo) ? 'popup' : 'no-js')
  // The session ends while the page is open (it expired, or the phone cleared it).
  await page.context().clearCookies({ name: '__session' })
  await page.getByRole('button', { name: '確認下單' }).click()
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout%3Fmerchant_trade_no%3D/)
  await expect(page.getByText('登入已逾時，請重新登入；您填寫的收件資料已保留，登入後會回到結帳頁。')).toBeVisible()
  await page.getByLabel('電子郵件').fill(DEMO_CUSTOMER.email)
  await page.getByLabel('密碼').fill(DEMO_CUSTOMER.password)
  await page.getByRole('button', { name: '登入' }).click()
  await expect(page).toHaveURL(/\/checkout\?merchant_trade_no=/)
  await expect(page.getByLabel('收件人姓名')).toHaveValue('林小華')
  await expect(page.getByLabel('收件人手機')).toHaveValue('0987654321')
  await expect(page.getByLabel('收件人電子郵件')).toHaveValue('lapsed@example.tw')
})

test('placing an order without a store is refused by the server', async ({ page, request }) => {
  const results = withoutReserved((await productPage(request, 'stock_status=in_stock')).results)
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await addToCart(page, results[4]!.product_code, 1, 1)
  const response = await page.request.post('/checkout', {
    form: { intent: 'place-order', recipient_name: '陳小明', recipient_phone: '0912345678', recipient_email: 'a@example.tw', idempotency_key: 'k'.repeat(20) },
  })
  expect(response.status()).toBeGreaterThanOrEqual(400)
  expect(response.status()).toBeLessThan(500)
})

test('a double submit makes one order', async ({ page, request }, testInfo) => {
  test.slow()
  const product = await productToBuy(request, 2, testInfo)
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await addToCart(page, product.product_code, 1, 1)
  await page.goto('/checkout')
  await fillRecipient(page)
  await pickStore(page, jsEnabled(testInfo) ? 'popup' : 'no-js')
  // The very form the page holds, sent twice at once (a double tap, or a retry on a slow line).
  const form = await formFields(page.locator('#checkout'))
  const post = () => resendForm(page, '/checkout', { form: { ...form, intent: 'place-order' } })
  const [first, second] = await Promise.all([post(), post()])
  expect(first.status()).toBe(303)
  expect(second.status()).toBe(303)
  expect(first.headers().location).toMatch(/\/order\/success\?order=YG/)
  expect(second.headers().location).toBe(first.headers().location)
  await product.restore()
})

test('stock sold while the shopper checks out: nothing is ordered, the cart follows and the page says why', async ({ page, request }, testInfo) => {
  test.slow()
  const product = await productToBuy(request, 6, testInfo)
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await addToCart(page, product.product_code, 3, 3)
  await page.goto('/checkout')
  await fillRecipient(page)
  await pickStore(page, jsEnabled(testInfo) ? 'popup' : 'no-js')
  // Another shopper buys all but one while this one fills in the form.
  const restoreStock = await changeProducts({ [product.product_code]: { internal_stock: 1 } })
  try {
    await page.getByRole('button', { name: '確認下單' }).click()
    await expect(page.getByText('購物車在您結帳時有了變動，訂單尚未送出')).toBeVisible()
    await expect(page.getByText(`「${product.base_name}」庫存不足，數量已調整為 1 件`).first()).toBeVisible()
    await expect(page).toHaveURL(/\/checkout/)
    await expect(page.getByTestId('cart-badge')).toHaveText('1')
    const orders = (await (await page.request.get('/account/orders')).text()).match(/YG\d+/g) ?? []
    // Ordering again now orders what the page shows: one.
    await page.getByRole('button', { name: '確認下單' }).click()
    await expect(page).toHaveURL(/\/order\/success\?order=YG/)
    const orderNumber = (await page.getByTestId('order-number').textContent())!
    expect(orders).not.toContain(orderNumber)
    await page.goto(`/account/orders/${orderNumber}`)
    await expect(page.getByText(product.base_name).first()).toBeVisible()
    await expect(page.getByText('× 1').first()).toBeVisible()
  } finally {
    await restoreStock()
    await product.restore()
  }
})

test('a cart changed in another tab while the checkout is open: nothing is ordered unseen, the page shows the new cart', async ({ page, context, request }, testInfo) => {
  test.slow()
  const shown = await productToBuy(request, 40, testInfo)
  const added = await productToBuy(request, 41, testInfo)
  try {
    await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    await addToCart(page, shown.product_code, 1, 1)
    await page.goto('/checkout')
    await fillRecipient(page)
    await pickStore(page, jsEnabled(testInfo) ? 'popup' : 'no-js')
    const items = page.getByRole('region', { name: '訂購商品' })
    await expect(items.getByText(added.base_name)).toHaveCount(0)
    // The same shopper adds another card in a second tab: the cart cookie both tabs share changes.
    const tab = await context.newPage()
    if (jsEnabled(testInfo)) waitForHydrationOnGoto(tab)
    await addToCart(tab, added.product_code, 1, 2)
    await tab.close()
    const orders = (await (await page.request.get('/account/orders')).text()).match(/YG\w+/g) ?? []

    await page.getByRole('button', { name: '確認下單' }).click()
    await expect(page.getByText('購物車在其他分頁或視窗有了變動，訂單尚未送出')).toBeVisible()
    await expect(page).toHaveURL(/\/checkout\?merchant_trade_no=/)
    await expect(items.getByText(added.base_name)).toBeVisible()
    await expect(page.getByLabel('收件人姓名')).toHaveValue('陳小明')
    expect((await (await page.request.get('/account/orders')).text()).match(/YG\w+/g) ?? []).toEqual(orders)

    // Ordered again, it is the cart the page now shows: both cards.
    await page.getByRole('button', { name: '確認下單' }).click()
    await expect(page).toHaveURL(/\/order\/success\?order=YG/)
    await page.getByRole('link', { name: '查看訂單' }).click()
    await expect(page.getByText(shown.base_name).first()).toBeVisible()
    await expect(page.getByText(added.base_name).first()).toBeVisible()
  } finally {
    await shown.restore()
    await added.restore()
  }
})

test('what the checkout lowered or took out of the cart as it loaded is said there once; a cart sold out before 確認下單 says so', async ({ page, request }, testInfo) => {
  test.slow()
  const product = await productToBuy(request, 42, testInfo)
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await addToCart(page, product.product_code, 3, 3)
  // Another shopper buys all but one between the cart page and the checkout.
  let restoreStock = await changeProducts({ [product.product_code]: { internal_stock: 1 } })
  try {
    await page.goto('/checkout')
    await expect(page.getByText('購物車已依最新的庫存與價格更新')).toBeVisible()
    await expect(page.getByText(`「${product.base_name}」庫存不足，數量已調整為 1 件`)).toBeVisible()
    // The header counts the cart the page lists, not the one the request came with.
    await expect(page.getByTestId('cart-badge')).toHaveText('1')
    await page.reload()
    await expect(page.getByText('購物車已依最新的庫存與價格更新')).toHaveCount(0)
    await fillRecipient(page)
    await pickStore(page, jsEnabled(testInfo) ? 'popup' : 'no-js')
    await restoreStock()
    // ... and the last one while this shopper fills in the form.
    restoreStock = await changeProducts({ [product.product_code]: { internal_stock: 0 } })
    await page.getByRole('button', { name: '確認下單' }).click()
    await expect(page.getByText('購物車在您結帳時有了變動，訂單尚未送出')).toBeVisible()
    await expect(page.getByText(`「${product.base_name}」已售完，已從購物車移除`)).toBeVisible()
    await expect(page.getByText('購物車是空的，先去挑幾張卡吧。')).toBeVisible()
    await expect(page.getByTestId('cart-badge')).toHaveCount(0)
  } finally {
    await restoreStock()
    await product.restore()
  }
})

test('the checkout form sent again with another order after it made one is refused, naming that order', async ({ page, request }, testInfo) => {
  test.slow()
  const product = await productToBuy(request, 7, testInfo)
  const fill = async (name: string) => {
    await page.goto('/checkout')
    await page.getByLabel('收件人姓名').fill(name)
    await page.getByLabel('收件人手機').fill('0912345678')
    await page.getByLabel('收件人電子郵件').fill('buyer@example.tw')
    await pickStore(page, jsEnabled(testInfo) ? 'popup' : 'no-js')
  }
  const keyField = page.locator('input[name="idempotency_key"]')
  // A shopper of its own: other tests running meanwhile order as the demo customer.
  const shopper = newShopper(testInfo)
  try {
    await registerThroughApi(request, shopper)
    await logInAs(page, shopper.email, shopper.password)
    await addToCart(page, product.product_code, 1, 1)
    await fill('陳小明')
    const usedKey = await keyField.inputValue()
    await page.getByRole('button', { name: '確認下單' }).click()
    await expect(page).toHaveURL(/\/order\/success\?order=YG/)
    const orderNumber = (await page.getByTestId('order-number').textContent())!
    const ordersBefore = (await (await page.request.get('/account/orders')).text()).match(/YG\d+/g) ?? []

    // The same form (its one-time key) comes back with another recipient: an old page from the
    // browser's history, changed and sent.
    await addToCart(page, product.product_code, 1, 1)
    await fill('林大華')
    await keyField.evaluate((input, key) => ((input as HTMLInputElement).value = key), usedKey)
    await page.getByRole('button', { name: '確認下單' }).click()
    await expect(page.getByText(`這張結帳表單已經送出過訂單（${orderNumber}）`)).toBeVisible()
    await expect(page).toHaveURL(/\/checkout/)
    const ordersAfter = (await (await page.request.get('/account/orders')).text()).match(/YG\d+/g) ?? []
    expect(ordersAfter).toEqual(ordersBefore)
  } finally {
    await product.restore()
  }
})
