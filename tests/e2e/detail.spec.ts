import type { APIRequestContext } from '@playwright/test'
import { apiJson, expect, jsEnabled, productPage, test, type ApiProduct } from './fixtures.ts'

async function multiImageProduct(request: APIRequestContext) {
  for (let p = 1; p <= 25; p++) {
    const { results } = await productPage(request, `page=${p}&ordering=-id`)
    const found = results.find((r) => r.product_images.length > 1 && r.internal_stock > 0)
    if (found) return { product: found, page: p }
  }
  throw new Error('no product with several pictures in the demo data')
}

test('a card opens the detail modal over the list, keeping the query', async ({ page, request }) => {
  const { results } = await productPage(request, 'page=1&rarity=QCSE')
  const product = results[2]!
  await page.goto('/products/1?rarity=QCSE')
  await page.getByTestId('product-card').nth(2).click()
  await expect(page).toHaveURL(new RegExp(`/products/1/detail/${product.product_code}\\?rarity=QCSE$`))
  const modal = page.getByTestId('product-modal')
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText(product.base_name)
  await expect(modal).toContainText(product.card_number)
  await expect(modal).toContainText(`NT$${product.price_twd.toLocaleString('en-US')}`)
  await expect(modal.getByTestId('detail-stock')).toHaveText(product.internal_stock > 0 ? `庫存 ${product.internal_stock} 件` : '已售完')
  // The list is still there behind it.
  await expect(page.getByTestId('product-card')).toHaveCount(20)
})

test('a detail URL opened directly shows the list and the modal', async ({ page, request }) => {
  const { results } = await productPage(request, 'page=2')
  const product = results[5]!
  const response = await page.goto(`/products/2/detail/${product.product_code}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByTestId('product-modal').getByRole('heading', { level: 2 })).toHaveText(product.base_name)
  await expect(page.getByTestId('product-card')).toHaveCount(20)
  await expect(page).toHaveTitle(new RegExp(product.card_number))
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(jsonLd).toMatchObject({ '@type': 'Product', sku: product.product_code, offers: { priceCurrency: 'TWD', price: product.price_twd } })
  // Chat apps show no SVG previews: the link preview is the card drawn as PNG.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^http.*/og/products/${product.product_code}\\.png$`))
})

test('the gallery steps through the pictures', async ({ page, request }) => {
  const { product, page: listPage } = await multiImageProduct(request)
  await page.goto(`/products/${listPage}/detail/${product.product_code}`)
  const modal = page.getByTestId('product-modal')
  const visibleImage = () => modal.locator('.gallery-slide img:visible')
  // The slide shows one of the picture's raster copies (card-picture.tsx): same name, a width, JPEG.
  const copyOf = (url: string) => new RegExp(`^${url.replace(/\.svg$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+w\\.jpg$`)
  await expect(visibleImage()).toHaveAttribute('src', copyOf(product.product_images[0]!.image_url))
  await modal.locator('.gallery-slide:visible').getByTitle('下一張圖片').click()
  await expect(visibleImage()).toHaveAttribute('src', copyOf(product.product_images[1]!.image_url))
  await modal.locator('.gallery-slide:visible').getByTitle('上一張圖片').click()
  await expect(visibleImage()).toHaveAttribute('src', copyOf(product.product_images[0]!.image_url))
})

test('the close button goes back to the list', async ({ page, request }, testInfo) => {
  const { results } = await productPage(request, 'page=1&condition=S')
  await page.goto('/products/1?condition=S')
  await page.getByTestId('product-card').first().click()
  await expect(page.getByTestId('product-modal')).toBeVisible()
  await page.getByTestId('modal-close').click()
  // Without JS the close link also names the card to land on.
  await expect(page).toHaveURL(new RegExp(`/products/1\\?condition=S(#product-${results[0]!.product_code})?$`))
  await expect(page.getByTestId('product-modal')).toHaveCount(0)
  if (jsEnabled(testInfo)) {
    // Opened over the list, closing went back one step; focus returns to the card.
    await expect(page.locator(`#product-${results[0]!.product_code}`)).toBeFocused()
  }
})

test('closing a directly opened modal goes to its background page', async ({ page, request }) => {
  const { results } = await productPage(request)
  await page.goto(`/products/1/detail/${results[0]!.product_code}`)
  await page.getByTestId('modal-close').click()
  await expect(page).toHaveURL(new RegExp(`/products/1#product-${results[0]!.product_code}$`))
  await expect(page.getByTestId('product-modal')).toHaveCount(0)
})

test('Escape and the backdrop close the modal @js', async ({ page, request }) => {
  const { results } = await productPage(request)
  await page.goto('/products/1')
  // Escape and the backdrop belong to the modal <dialog>, which hydration turns modal in an effect.
  const modalDialog = page.locator('dialog.modal:modal')
  await page.getByTestId('product-card').nth(1).click()
  await expect(modalDialog).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/products\/1$/)
  await page.getByTestId('product-card').nth(1).click()
  await expect(page).toHaveURL(new RegExp(results[1]!.product_code))
  await expect(modalDialog).toHaveCount(1)
  await page.mouse.click(5, 450)
  await expect(page).toHaveURL(/\/products\/1$/)
  await expect(page.getByTestId('product-modal')).toHaveCount(0)
})

test('focus stays inside the open modal @js', async ({ page, request }) => {
  const { results } = await productPage(request)
  await page.goto(`/products/1/detail/${results[0]!.product_code}`)
  const modal = page.getByTestId('product-modal')
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab')
    const inside = await page.evaluate(() => !!document.activeElement?.closest('[data-testid="product-modal"]') || document.activeElement === document.body)
    expect(inside).toBe(true)
  }
  await expect(modal).toBeVisible()
})

test('an unknown product code is a 404 inside the modal', async ({ page }) => {
  const response = await page.goto('/products/1/detail/NOPE-JP999-XX-S')
  expect(response?.status()).toBe(404)
  const modal = page.getByTestId('product-modal')
  await expect(modal.getByRole('heading')).toHaveText('找不到這件商品，可能已經下架。')
  await expect(page.getByTestId('product-card')).toHaveCount(20)
  await modal.getByTestId('modal-close').click()
  await expect(page).toHaveURL(/\/products\/1$/)
})

test('adds to the cart, capped at the stock', async ({ page, request }, testInfo) => {
  const { results } = await productPage(request, 'stock_status=in_stock&ordering=-id')
  const product = results.find((p: ApiProduct) => p.internal_stock >= 2 && p.internal_stock < 90)!
  await page.goto(`/products/1/detail/${product.product_code}?stock_status=in_stock&ordering=-id`)
  const modal = page.getByTestId('product-modal')
  await modal.getByRole('spinbutton', { name: '數量' }).fill('1')
  await modal.getByRole('button', { name: '加入購物車' }).click()
  if (jsEnabled(testInfo)) await expect(modal.getByRole('button', { name: '已加入購物車' })).toBeVisible()
  else await expect(page.getByRole('status').filter({ hasText: '已將' })).toContainText(product.base_name)
  await expect(page).toHaveURL(new RegExp(`/detail/${product.product_code}\\?stock_status=in_stock&ordering=-id$`))
  await expect(page.getByTestId('cart-badge')).toHaveText('1')
  // Asking for more than the stock leaves the cart at the stock.
  await modal.getByRole('spinbutton', { name: '數量' }).fill(String(product.internal_stock))
  await modal.getByRole('button', { name: /加入購物車|已加入購物車/ }).click()
  await expect(page.getByTestId('cart-badge')).toHaveText(String(product.internal_stock))
  await expect(page.getByText(`庫存只剩 ${product.internal_stock} 件`).first()).toBeVisible()
  // Once the cart holds all of it, another add says so instead of 'added'.
  await modal.getByRole('spinbutton', { name: '數量' }).fill('1')
  await modal.getByRole('button', { name: /加入購物車|已加入購物車/ }).click()
  await expect(page.getByText(`購物車裡已經有 ${product.internal_stock} 件，是目前能買的上限，沒有再加入。`).first()).toBeVisible()
  await expect(modal.getByRole('button', { name: '已加入購物車' })).toHaveCount(0)
  await expect(page.getByTestId('cart-badge')).toHaveText(String(product.internal_stock))
})

test('the quantity buttons step within the stock and repeat while held @js', async ({ page, request }) => {
  const { results } = await productPage(request, 'stock_status=in_stock&ordering=-id')
  const product = results.find((p: ApiProduct) => p.internal_stock >= 4)!
  await page.goto(`/products/1/detail/${product.product_code}`)
  const modal = page.getByTestId('product-modal')
  const input = modal.getByRole('spinbutton', { name: '數量' })
  await expect(modal.getByRole('button', { name: '減少數量' })).toBeDisabled()
  await modal.getByRole('button', { name: '增加數量' }).click()
  await expect(input).toHaveValue('2')
  const plus = await modal.getByRole('button', { name: '增加數量' }).boundingBox()
  await page.mouse.move(plus!.x + plus!.width / 2, plus!.y + plus!.height / 2)
  await page.mouse.down()
  await page.waitForTimeout(900)
  await page.mouse.up()
  await expect(input).toHaveValue(String(product.internal_stock))
  await expect(modal.getByRole('button', { name: '增加數量' })).toBeDisabled()
})

test('a sold-out product cannot be added', async ({ page, request }) => {
  const { count } = await productPage(request)
  const { results } = await productPage(request, `page=${Math.ceil(count / 20)}`)
  const soldOut = results.find((p) => p.internal_stock === 0)!
  await page.goto(`/products/1/detail/${soldOut.product_code}`)
  const modal = page.getByTestId('product-modal')
  await expect(modal.getByRole('button', { name: '已售完' })).toBeDisabled()
  await expect(modal.getByRole('spinbutton', { name: '數量' })).toHaveCount(0)
})

test('an add-to-cart with an expired form says so in place, and the product stays', async ({ page, request, context }, testInfo) => {
  const { results } = await productPage(request, 'stock_status=in_stock')
  const product = results[0]!
  await page.goto(`/products/1/detail/${product.product_code}?stock_status=in_stock`)
  const modal = page.getByTestId('product-modal')
  await expect(modal.getByRole('heading', { name: product.base_name })).toBeVisible()
  // The csrf cookie is gone (expired, cleared by the browser) while the page stays open.
  await context.clearCookies({ name: 'csrf' })
  await modal.getByRole('button', { name: '加入購物車' }).click()
  const expired = '表單已過期，請重新整理頁面後再試一次。'
  if (jsEnabled(testInfo)) {
    await expect(modal.getByText(expired)).toBeVisible()
    await expect(modal.getByRole('heading', { name: product.base_name })).toBeVisible()
    await expect(modal.getByRole('button', { name: '加入購物車' })).toBeVisible()
  } else {
    // Without JS the post lands on the cart page, which shows the message and the way back.
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByRole('alert').getByText(expired)).toBeVisible()
    await expect(page.getByRole('link', { name: '回到剛才的頁面' })).toHaveAttribute('href', `/products/1/detail/${product.product_code}?stock_status=in_stock`)
  }
  await expect(page.getByTestId('cart-badge')).toHaveCount(0)
})

test('a name that is the same in Japanese and Chinese shows once, on the card and in the modal', async ({ page, request }) => {
  const { hits } = await apiJson<{ hits: ApiProduct[] }>(request, `/search/?q=${encodeURIComponent('無限泡影')}&limit=1`)
  const product = hits[0]!
  expect(product.card.name_zh).toBe(product.base_name)
  await page.goto(`/search?q=${encodeURIComponent('無限泡影')}`)
  const card = page.getByTestId('product-card').first()
  await expect(card.getByText(product.base_name, { exact: true })).toHaveCount(1)
  await card.click()
  const modal = page.getByTestId('product-modal')
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText(product.base_name)
  await expect(modal.locator('.detail-alt-names')).not.toContainText(product.base_name)
})

test('the modal explains the condition grade and links to the FAQ legend', async ({ page, request }) => {
  const { results } = await productPage(request, 'condition=B')
  await page.goto(`/products/1/detail/${results[0]!.product_code}?condition=B`)
  const modal = page.getByTestId('product-modal')
  await expect(modal.getByTestId('condition-tag')).toHaveText('B 明顯使用感')
  await modal.getByRole('link', { name: '卡況分級說明' }).click()
  await expect(page).toHaveURL(/\/faq\?open=condition-grades#condition-grades$/)
  await expect(page.locator('#condition-grades .faq-answer')).toBeVisible()
})

test('closing without JS lands on the card that was opened, not the top of the list @nojs', async ({ page, request }) => {
  const { results } = await productPage(request)
  const product = results[17]!
  await page.goto('/products/1')
  const card = page.locator(`#product-${product.product_code}`)
  await card.scrollIntoViewIfNeeded()
  await card.click()
  await expect(page.getByTestId('product-modal')).toBeVisible()
  await expect(page.getByTestId('modal-close')).toHaveAttribute('href', `/products/1#product-${product.product_code}`)
  await page.getByTestId('modal-close').click()
  await expect(page).toHaveURL(new RegExp(`/products/1#product-${product.product_code}$`))
  await expect(card).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
})

test('on a phone the modal uses its whole width, and the close button stays at hand while it scrolls', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const { results } = await productPage(request, 'stock_status=in_stock')
  await page.goto(`/products/1/detail/${results[0]!.product_code}`)
  const modal = page.getByTestId('product-modal')
  const panel = modal.locator('.modal-panel')
  const width = async (locator: ReturnType<typeof modal.locator>) => (await locator.boundingBox())!.width
  // The facts and the shipping note span the panel less its padding (a float used to take ~50 px).
  const inner = (await width(panel)) - 2 * 14.4
  expect(await width(modal.locator('.detail-shipping'))).toBeGreaterThan(inner - 2)
  await panel.evaluate((el) => (el.scrollTop = 400))
  const close = (await modal.getByTestId('modal-close').boundingBox())!
  const top = (await panel.boundingBox())!.y
  expect(close.y).toBeLessThan(top + 20)
})
