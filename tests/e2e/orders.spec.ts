import { ONCE_KEY_FIELD } from '#app/lib/once-key.ts'
import { DEMO_CUSTOMER, logInAs, newShopper, registerThroughApi } from './account-fixtures.ts'
import { expect, formFields, jsEnabled, resendForm, test } from './fixtures.ts'
import { changeProducts, productToBuy } from './e2e-database.ts'
import { apiLogin, oneItemOrder, placeOrder } from './order-fixtures.ts'
import { formatTwd } from '#app/lib/format.ts'

test('the order list and the order page show what was ordered, its timeline, and the Q&A', async ({ page, request }, testInfo) => {
  const { orderNumber, product } = await oneItemOrder(request, 3, testInfo)

  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await page.goto('/account/orders')
  const row = page.getByRole('link', { name: new RegExp(orderNumber) })
  await expect(row).toBeVisible()
  await expect(row.getByText('待確認')).toBeVisible()
  await row.click()

  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`訂單 ${orderNumber}`)
  await expect(page.getByText(product.base_name).first()).toBeVisible()
  await expect(page.getByText('鑫忠孝門市')).toBeVisible()
  const timeline = page.getByTestId('order-timeline')
  await expect(timeline.locator('[aria-current="step"]')).toContainText('待確認')
  // Not shipped yet: no tracking.
  await expect(page.getByRole('link', { name: '到 7-ELEVEN 貨態查詢' })).toHaveCount(0)

  const text = `請問大概什麼時候會到貨？(${testInfo.project.name})`
  await page.getByLabel('留言內容').fill(text)
  await page.getByRole('button', { name: '送出留言' }).click()
  const message = page.locator('.message-customer').filter({ hasText: text })
  await expect(message).toBeVisible()
  await expect(message).toContainText('您')
  if (!jsEnabled(testInfo)) await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}#messages$`))
  await expect(page.getByLabel('留言內容')).toHaveValue('')
})

test('a message sent twice (the browser resends the same form) is posted once; a new form posts the same words again', async ({ page, request }, testInfo) => {
  const { orderNumber } = await oneItemOrder(request, 44, testInfo)
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await page.goto(`/account/orders/${orderNumber}`)
  const text = `收到了嗎？(${testInfo.project.name})`
  const messages = page.locator('.message-customer').filter({ hasText: text })
  const form = page.locator('form.message-form')
  await page.getByLabel('留言內容').fill(text)
  // The very form the page holds (its one-time key and CSRF token), to be sent again.
  const sent = await formFields(form)
  await page.getByRole('button', { name: '送出留言' }).click()
  await expect(messages).toHaveCount(1)
  await expect(page.getByLabel('留言內容')).toHaveValue('')

  // After a sent message the form is a new one (with JS it stays in place): the same words sent on purpose post again.
  await expect(form.locator(`input[name="${ONCE_KEY_FIELD}"]`)).not.toHaveValue(sent[ONCE_KEY_FIELD]!)
  await page.getByLabel('留言內容').fill(text)
  await page.getByRole('button', { name: '送出留言' }).click()
  await expect(messages).toHaveCount(2)

  // The first form again (Back and resend, a retry on a slow line): answered as it was, nothing posted.
  const again = await resendForm(page, `/account/orders/${orderNumber}`, { form: sent })
  expect(again.status()).toBe(303)
  expect(again.headers().location).toBe(`/account/orders/${orderNumber}#messages`)
  await page.goto(`/account/orders/${orderNumber}`)
  await expect(page.getByText('留言已送出')).toBeVisible()
  await expect(messages).toHaveCount(2)
})

test('an empty message is refused in Chinese', async ({ page, request }, testInfo) => {
  const { orderNumber } = await oneItemOrder(request, 4, testInfo)
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await page.goto(`/account/orders/${orderNumber}`)
  await page.getByRole('button', { name: '送出留言' }).click()
  await expect(page.getByText('請輸入留言內容。')).toBeVisible()
})

test("another shopper's order is not found", async ({ page, request }, testInfo) => {
  const { orderNumber } = await oneItemOrder(request, 5, testInfo)
  const other = newShopper(testInfo)
  await registerThroughApi(request, other)
  await logInAs(page, other.email, other.password)
  const response = await page.goto(`/account/orders/${orderNumber}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByText('無法取得訂單詳情，或您沒有權限查看這筆訂單。')).toBeVisible()
  await page.goto('/account/orders')
  await expect(page.getByText('您還沒有訂單。')).toBeVisible()
  // Nor does its success page say it was sent by this shopper (nor report the purchase).
  const success = await page.goto(`/order/success?order=${orderNumber}`)
  expect(success?.status()).toBe(404)
  await expect(page.getByTestId('order-number')).toHaveCount(0)
})

test("the success page states this order's own deposit, and none for an order that owes none", async ({ page, request }, testInfo) => {
  const small = await oneItemOrder(request, 43, testInfo)
  const product = await productToBuy(request, 45, testInfo)
  // Three at NT$1,000: a subtotal above NT$2,000, so a deposit is owed.
  const restorePrice = await changeProducts({ [product.product_code]: { price_twd: 1000 } })
  try {
    const auth = await apiLogin(request)
    const big = await placeOrder(request, auth, [{ product_code: product.product_code, quantity: 3 }])
    const order = (await (await request.get(`/api/v1/me/orders/${big}/`, { headers: auth })).json()) as { deposit: { amount: number } | null }
    expect(order.deposit?.amount).toBeGreaterThan(0)

    await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    await page.goto(`/order/success?order=${big}`)
    await expect(page.getByTestId('order-number')).toHaveText(big)
    await expect(page.getByText(`本訂單需先支付訂金 ${formatTwd(order.deposit!.amount)}，請於訂單成立後 3 天內完成`)).toBeVisible()
    // The order page says the same.
    await page.getByRole('link', { name: '查看訂單' }).click()
    await expect(page.getByText(`本訂單需先支付訂金 ${formatTwd(order.deposit!.amount)}`)).toBeVisible()

    // A one-card order owes none: its success page does not speak of a deposit at all.
    await page.goto(`/order/success?order=${small.orderNumber}`)
    await expect(page.getByTestId('order-number')).toHaveText(small.orderNumber)
    await expect(page.getByRole('main').getByText('訂金')).toHaveCount(0)
  } finally {
    await restorePrice()
    await product.restore()
  }
})
