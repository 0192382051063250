/** Sharing a cart by link and opening a shared cart (issue 8). */
import { t } from '#app/lib/messages.ts'
import { cartLine, fillCart, inStockProducts } from './cart-fixtures.ts'
import { changeProducts, withoutReserved } from './e2e-database.ts'
import { expect, jsEnabled, productPage, test } from './fixtures.ts'

test('an empty cart offers no share; a cart of 51 lines is refused', async ({ page }, testInfo) => {
  await page.goto('/cart')
  await expect(page.getByText('購物車是空的。')).toBeVisible()
  await expect(page.getByRole('button', { name: '分享購物車' })).toHaveCount(0)

  const codes: string[] = []
  for (let n = 1; codes.length < 51; n++) {
    const { results } = await productPage(page.request, `stock_status=in_stock&ordering=price_jpy&page=${n}`)
    codes.push(...withoutReserved(results).filter((p) => p.internal_stock > 0).map((p) => p.product_code))
  }
  await fillCart(page, codes.slice(0, 51).map((product_code) => ({ product_code, quantity: 1 })))
  await page.goto('/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(51)
  const message = '分享的購物車最多只能有 50 件商品。'
  if (jsEnabled(testInfo)) {
    const alerts: string[] = []
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.dismiss()
    })
    await page.getByRole('button', { name: '分享購物車' }).click()
    await expect.poll(() => alerts).toEqual([message])
  } else {
    await page.getByRole('button', { name: '分享購物車' }).click()
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
  }
  await expect(page.getByTestId('cart-share-link')).toHaveCount(0)
})

test('sharing shows the link in a selectable field; the link opens the shared cart', async ({ page }) => {
  const [a, b] = await inStockProducts(page, 16)
  await fillCart(page, [
    { product_code: a!.product_code, quantity: 1 },
    { product_code: b!.product_code, quantity: 1 },
  ])
  await page.goto('/cart')
  await page.getByRole('button', { name: '分享購物車' }).click()
  const field = page.getByTestId('cart-share-link').getByRole('textbox', { name: '分享連結' })
  await expect(field).toHaveValue(/\/cart\/shared\/[A-Za-z0-9_-]{22}$/)
  await expect(field).toHaveAttribute('readonly', '')
  await expect(page.getByTestId('cart-share-link')).toContainText('至少保留 90 天')
  const link = await field.inputValue()
  await page.goto(new URL(link).pathname)
  await expect(page.getByRole('heading', { level: 1, name: '分享的購物車' })).toBeVisible()
  await expect(page.getByTestId('shared-line')).toHaveCount(2)
  // Each line tells its copy apart as the cart did: condition and language.
  for (const p of [a!, b!]) {
    const line = page.locator(`[data-testid="shared-line"][data-product-code="${p.product_code}"]`)
    await expect(line.locator('.tag-language')).toHaveText(t.languages[p.language]!)
    await expect(line.getByTestId('condition-tag')).toContainText(p.condition)
  }
  const total = a!.price_twd + b!.price_twd
  await expect(page).toHaveTitle(new RegExp(`2 件商品，合計 NT\\$${total.toLocaleString('en-US').replace(',', '\\,')}`))
  // The preview is the cart's own picture (its cards side by side), a real PNG.
  const shareId = new URL(link).pathname.split('/').pop()!
  const preview = page.locator('meta[property="og:image"]')
  await expect(preview).toHaveAttribute('content', new RegExp(`/api/v1/media/og/carts/${shareId}\\.png$`))
  const picture = await page.request.get((await preview.getAttribute('content'))!)
  expect(picture.status()).toBe(200)
  expect(picture.headers()['content-type']).toBe('image/png')
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
})

test('the copy button copies the link, or says to copy by hand @js', async ({ page, context }) => {
  const [a] = await inStockProducts(page, 16)
  await fillCart(page, [{ product_code: a!.product_code, quantity: 1 }])
  await page.goto('/cart')
  await page.getByRole('button', { name: '分享購物車' }).click()
  await expect(page.getByTestId('cart-share-link')).toBeVisible()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: '複製連結' }).click()
  await expect(page.getByRole('button', { name: '已複製' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await page.getByRole('textbox', { name: '分享連結' }).inputValue())
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }))
  const alerts: string[] = []
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.dismiss()
  })
  await page.getByRole('button', { name: /複製連結|已複製/ }).click()
  await expect.poll(() => alerts).toEqual([expect.stringContaining('手動複製')])
  await expect(page.getByTestId('cart-share-link')).toContainText('手動複製')
})

test('a shared cart shows what changed, ticks what can be bought and adds the selection', async ({ page }) => {
  const [available, changed, low, soldOut, delisted] = (await inStockProducts(page, 17)).filter((p) => p.internal_stock >= 3)
  const item = (p: typeof available, quantity = 1) => ({ product_code: p!.product_code, quantity, price_twd: p!.price_twd })
  const created = await page.request.post('/api/v1/cart/share/', {
    data: { items: [item(available), item(changed), item(low, 3), item(soldOut), item(delisted)] },
  })
  expect(created.status()).toBe(201)
  const { share_id } = (await created.json()) as { share_id: string }
  const restore = await changeProducts({
    [changed!.product_code]: { price_twd: changed!.price_twd + 50 },
    [low!.product_code]: { internal_stock: 2 },
    [soldOut!.product_code]: { internal_stock: 0 },
    [delisted!.product_code]: { is_active: false },
  })
  try {
    await page.goto(`/cart/shared/${share_id}`)
    const line = (p: typeof available) => page.locator(`[data-testid="shared-line"][data-product-code="${p!.product_code}"]`)
    await expect(line(available).getByTestId('shared-status')).toHaveText('可購買')
    await expect(line(changed).getByTestId('shared-status')).toContainText(`NT$${(changed!.price_twd + 50).toLocaleString('en-US')}`)
    await expect(line(low).getByTestId('shared-status')).toHaveText('庫存不足，只剩 2 件')
    await expect(line(soldOut).getByTestId('shared-status')).toHaveText('已售完')
    await expect(line(delisted).getByTestId('shared-status')).toHaveText('已下架')
    for (const p of [available, changed, low]) await expect(line(p).getByRole('checkbox')).toBeChecked()
    for (const p of [soldOut, delisted]) {
      await expect(line(p).getByRole('checkbox')).toBeDisabled()
      await expect(line(p).getByRole('checkbox')).not.toBeChecked()
    }
    await expect(page.getByText('至少保留 90 天')).toBeVisible()

    await line(changed).getByRole('checkbox').uncheck()
    await page.getByRole('button', { name: '將勾選的商品加入我的購物車' }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    await expect(cartLine(page, available!.product_code).getByTestId('cart-line-quantity')).toHaveText('× 1')
    await expect(cartLine(page, low!.product_code).getByTestId('cart-line-quantity')).toHaveText('× 2')
    await expect(page.getByTestId('cart-badge')).toHaveText('3')
  } finally {
    await restore()
  }
})

test('an unknown share link says it does not exist or has expired', async ({ page }) => {
  for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'nope']) {
    const response = await page.goto(`/cart/shared/${id}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByText('這個分享連結不存在或已過期。')).toBeVisible()
  }
})
