/** Editing the cart (issue 8): stepper forms, confirm before removing, clear, badge, persistence, restore. */
import type { Page } from '@playwright/test'
import { addToCart, cartLine, fillCart, inStockProducts } from './cart-fixtures.ts'
import { changeProducts } from './e2e-database.ts'
import { expect, jsEnabled, test } from './fixtures.ts'

const badge = (page: Page) => page.getByTestId('cart-badge')

test('the steppers add, lower and set a quantity; the - at 1 asks before removing', async ({ page }, testInfo) => {
  const [product] = (await inStockProducts(page, 8)).filter((p) => p.internal_stock >= 3)
  await fillCart(page, [{ product_code: product!.product_code, quantity: 1 }])
  await page.goto('/cart')
  const line = cartLine(page, product!.product_code)
  const quantity = line.getByTestId('cart-line-quantity')
  await expect(quantity).toHaveText('× 1')

  await line.getByRole('button', { name: /^增加/ }).click()
  await expect(quantity).toHaveText('× 2')
  await expect(badge(page)).toHaveText('2')
  await line.getByRole('button', { name: /^減少/ }).click()
  await expect(quantity).toHaveText('× 1')
  await line.getByRole('spinbutton').fill('3')
  await line.getByRole('button', { name: '更新數量' }).click()
  await expect(quantity).toHaveText('× 3')
  await expect(badge(page)).toHaveText('3')
  await line.getByRole('spinbutton').fill('1')
  await line.getByRole('button', { name: '更新數量' }).click()
  await expect(quantity).toHaveText('× 1')

  // The '-' at 1: with JS a confirm() (first dismissed, then accepted); without, a confirm step.
  if (jsEnabled(testInfo)) {
    page.once('dialog', (dialog) => void dialog.dismiss())
    await line.getByRole('button', { name: /^減少/ }).click()
    await expect(quantity).toHaveText('× 1')
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain(product!.base_name)
      void dialog.accept()
    })
    await line.getByRole('button', { name: /^減少/ }).click()
  } else {
    await line.getByRole('button', { name: /^減少/ }).click()
    await expect(page).toHaveURL(/confirm-remove=/)
    const confirm = page.getByTestId('cart-confirm-remove')
    await confirm.getByRole('link', { name: '保留' }).click()
    await expect(quantity).toHaveText('× 1')
    await line.getByRole('button', { name: /^減少/ }).click()
    await page.getByTestId('cart-confirm-remove').getByRole('button', { name: '確定移除' }).click()
  }
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
  await expect(page.getByText('購物車是空的。')).toBeVisible()
  await expect(badge(page)).toHaveCount(0)
})

test('the + stops at the stock, and the server caps a stale form at the stock', async ({ page }) => {
  const [product] = (await inStockProducts(page, 9)).filter((p) => p.internal_stock >= 2 && p.internal_stock <= 20)
  const stock = product!.internal_stock
  await fillCart(page, [{ product_code: product!.product_code, quantity: stock - 1 }])
  await page.goto('/cart')
  const line = cartLine(page, product!.product_code)
  await line.getByRole('button', { name: /^增加/ }).click()
  await expect(line.getByTestId('cart-line-quantity')).toHaveText(`× ${stock}`)
  await expect(line.getByRole('button', { name: /^增加/ })).toBeDisabled()
  // A quantity typed past the stock (the field's max bypassed) ends at the stock too.
  await line.getByRole('spinbutton').evaluate((input: HTMLInputElement) => input.removeAttribute('max'))
  await line.getByRole('spinbutton').fill(String(stock + 5))
  await line.getByRole('button', { name: '更新數量' }).click()
  await expect(page.getByText(`庫存只剩 ${stock} 件`).first()).toBeVisible()
  await expect(line.getByTestId('cart-line-quantity')).toHaveText(`× ${stock}`)
})

test('adding from the modal is capped at the stock; a product sold out meanwhile is refused', async ({ page }, testInfo) => {
  const [capped, soldOut] = (await inStockProducts(page, 10)).filter((p) => p.internal_stock >= 1 && p.internal_stock <= 5)
  const stock = capped!.internal_stock
  await addToCart(page, capped!.product_code, stock, stock)
  await page.goto(`/products/1/detail/${capped!.product_code}`)
  await page.getByTestId('product-modal').getByRole('button', { name: '加入購物車' }).click()
  // The cart already holds all of it: nothing is added, and that is what is said.
  await expect(page.getByText(`購物車裡已經有 ${stock} 件，是目前能買的上限，沒有再加入。`)).toBeVisible()
  await expect(badge(page)).toHaveText(String(stock))

  await page.goto(`/products/1/detail/${soldOut!.product_code}`)
  const restore = await changeProducts({ [soldOut!.product_code]: { internal_stock: 0 } })
  try {
    await page.getByTestId('product-modal').getByRole('button', { name: '加入購物車' }).click()
    await expect(page.getByText('這件商品已售完，無法加入購物車。')).toBeVisible()
    if (!jsEnabled(testInfo)) await expect(page).toHaveURL(/\/cart$/)
    await page.goto(`/products/1/detail/${soldOut!.product_code}`)
    await expect(page.getByTestId('product-modal').getByRole('button', { name: '已售完' })).toBeDisabled()
    await expect(badge(page)).toHaveText(String(stock))
  } finally {
    await restore()
  }
})

test('remove and clear empty the cart; the badge counts on every page and the cart survives reloads', async ({ page }, testInfo) => {
  const [a, b, c] = await inStockProducts(page, 11)
  await fillCart(page, [
    { product_code: a!.product_code, quantity: 1 },
    { product_code: b!.product_code, quantity: 1 },
    { product_code: c!.product_code, quantity: 1 },
  ])
  for (const path of ['/news', '/products/1', '/faq']) {
    await page.goto(path)
    await expect(badge(page)).toHaveText('3')
  }
  await page.goto('/cart')
  await page.reload()
  await expect(page.getByTestId('cart-line')).toHaveCount(3)

  const removed = jsEnabled(testInfo) ? page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/cart')) : null
  await cartLine(page, a!.product_code).getByRole('button', { name: /^從購物車移除/ }).click()
  await removed
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expect(badge(page)).toHaveText('2')
  await page.reload()
  await expect(page.getByTestId('cart-line')).toHaveCount(2)

  if (jsEnabled(testInfo)) page.once('dialog', (dialog) => void dialog.accept())
  // With JS the page empties at once; wait for the post itself before leaving the page.
  const cleared = jsEnabled(testInfo) ? page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/cart')) : null
  await page.getByRole('button', { name: '清空購物車' }).click()
  await cleared
  await expect(page.getByText('購物車是空的。')).toBeVisible()
  await expect(badge(page)).toHaveCount(0)
  await page.goto('/news')
  await expect(badge(page)).toHaveCount(0)
})

test('holding + repeats and commits the final quantity once @js', async ({ page }) => {
  const [product] = (await inStockProducts(page, 15)).filter((p) => p.internal_stock >= 8)
  await fillCart(page, [{ product_code: product!.product_code, quantity: 1 }])
  await page.goto('/cart')
  const line = cartLine(page, product!.product_code)
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/cart')) posts.push(r.postData() ?? '')
  })
  const plus = line.getByRole('button', { name: /^增加/ })
  const box = (await plus.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  // The one commit's answer carries the cart cookie: reloading before it arrives would drop it.
  const committed = page.waitForResponse(
    (r) => r.request().method() === 'POST' && (r.request().postData() ?? '').includes('set-quantity'),
  )
  await page.mouse.down()
  await page.waitForTimeout(750)
  await page.mouse.up()
  await expect(line.getByTestId('cart-line-quantity')).not.toHaveText('× 1')
  await expect(line.getByTestId('cart-line-quantity')).not.toHaveText('× 2')
  const shown = await line.getByTestId('cart-line-quantity').textContent()
  await committed
  await page.reload()
  await expect(line.getByTestId('cart-line-quantity')).toHaveText(shown!)
  expect(posts.filter((p) => p.includes('set-quantity'))).toHaveLength(1)
})

test('a cart whose cookie is gone comes back from localStorage @js', async ({ page, context }) => {
  const [a, b] = await inStockProducts(page, 13)
  await fillCart(page, [
    { product_code: a!.product_code, quantity: 2 },
    { product_code: b!.product_code, quantity: 1 },
  ])
  await page.goto('/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  const mirror = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as Array<Record<string, unknown>>)
  expect(mirror.map((i) => [i.product_code, i.quantity])).toEqual([
    [a!.product_code, 2],
    [b!.product_code, 1],
  ])
  expect(Object.keys(mirror[0]!).sort()).toEqual(
    ['card_number', 'condition', 'image_url', 'internal_stock', 'language', 'name', 'price_twd', 'product_code', 'quantity', 'rarity'].sort(),
  )
  await context.clearCookies({ name: 'cart' })
  await page.goto('/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expect(badge(page)).toHaveText('3')

  // An emptied cart is not brought back.
  page.once('dialog', (dialog) => void dialog.accept())
  const cleared = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/cart'))
  await page.getByRole('button', { name: '清空購物車' }).click()
  await cleared
  await expect(page.getByText('購物車是空的。')).toBeVisible()
  await page.reload()
  await expect(page.getByText('購物車是空的。')).toBeVisible()
})

test('the cart sync announces price, stock, sold-out and delisted changes once', async ({ page }, testInfo) => {
  const [price, stock, soldOut, delisted] = (await inStockProducts(page, 14)).filter((p) => p.internal_stock >= 3)
  await fillCart(page, [
    { product_code: price!.product_code, quantity: 1 },
    { product_code: stock!.product_code, quantity: 3 },
    { product_code: soldOut!.product_code, quantity: 1 },
    { product_code: delisted!.product_code, quantity: 1 },
  ])
  // The cart post recorded today's prices in the cookie: nothing to announce yet.
  await page.goto('/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(4)
  await expect(page.getByTestId('cart-sync-messages')).toHaveCount(0)

  const restore = await changeProducts({
    [price!.product_code]: { price_twd: price!.price_twd + 37 },
    [stock!.product_code]: { internal_stock: 1 },
    [soldOut!.product_code]: { internal_stock: 0 },
    [delisted!.product_code]: { is_active: false },
  })
  try {
    await page.goto('/cart')
    const messages = page.getByTestId('cart-sync-messages')
    await expect(messages).toContainText(`「${price!.base_name}」價格已更新為 NT$${(price!.price_twd + 37).toLocaleString('en-US')}`)
    await expect(messages).toContainText(`「${stock!.base_name}」庫存不足，數量已調整為 1 件`)
    await expect(messages).toContainText(`「${soldOut!.base_name}」已售完，已從購物車移除`)
    await expect(messages).toContainText(`商品 ${delisted!.product_code} 已下架，已從購物車移除`)
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    // Without JS the shopper's 'got it' rewrites the cookie; with JS the page posted the sync itself.
    if (!jsEnabled(testInfo)) await page.getByRole('button', { name: '我知道了' }).click()
    await expect(async () => {
      await page.reload()
      await expect(page.getByTestId('cart-sync-messages')).toHaveCount(0, { timeout: 1000 })
    }).toPass()
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    // The badge counts the cookie, which now holds the synced cart.
    await expect(badge(page)).toHaveText('2')
  } finally {
    await restore()
  }
})
