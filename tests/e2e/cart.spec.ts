import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { formatTwd } from '#app/lib/format.ts'
import { t } from '#app/lib/messages.ts'
import { DEMO_CUSTOMER, logInAs } from './account-fixtures.ts'
import { addToCart, fillCart, inStockProducts } from './cart-fixtures.ts'
import { withoutReserved } from './e2e-database.ts'
import { apiJson, expect, productPage, test, type ApiProduct } from './fixtures.ts'

type Product = ApiProduct & { language: string }

/** Two in-stock copies of one card in different conditions, cheap enough to stay under the deposit line. */
async function twoConditionsOfOneCard(page: Page): Promise<[Product, Product]> {
  for (let n = 1; n <= 5; n++) {
    const results = withoutReserved((await productPage(page.request, `stock_status=in_stock&page=${n}`)).results)
    for (const a of results as Product[]) {
      const b = (results as Product[]).find(
        (p) =>
          p.card_number === a.card_number &&
          p.condition !== a.condition &&
          p.internal_stock > 0 &&
          a.price_twd + p.price_twd <= 2000,
      )
      if (b && a.internal_stock > 0) return [a, b]
    }
  }
  throw new Error('no card with two in-stock conditions in the demo data')
}

const sumRow = (page: Page, label: string) =>
  page.locator('.cart-sums > div').filter({ has: page.getByText(label, { exact: true }) })

test('each line tells two conditions of one card apart and the sums are labelled and add up', async ({
  page,
}) => {
  const pair = await twoConditionsOfOneCard(page)
  const { value: fee } = await apiJson<{ value: number }>(page.request, '/rules/shipping-fee/')
  await addToCart(page, pair[0].product_code, 1, 1)
  await addToCart(page, pair[1].product_code, 1, 2)

  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1, name: '購物車' })).toBeVisible()
  const lines = page.getByTestId('cart-line')
  await expect(lines).toHaveCount(2)
  for (const product of pair) {
    const line = page.locator(
      `[data-testid="cart-line"][data-product-code="${product.product_code}"]`,
    )
    await expect(line).toContainText(product.base_name)
    await expect(line).toContainText(product.card_number)
    await expect(line).toContainText(t.conditions[product.condition]!)
    await expect(line.locator('.rarity')).toHaveText(product.rarity)
    await expect(line.locator('.tag-language')).toHaveText(t.languages[product.language]!)
    await expect(line.getByTestId('cart-line-price')).toHaveText(formatTwd(product.price_twd))
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('× 1')
    await expect(line.getByTestId('cart-line-total')).toHaveText(formatTwd(product.price_twd))
    const image = line.locator('img')
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('width', /\d+/)
  }

  const subtotal = pair[0].price_twd + pair[1].price_twd
  await expect(sumRow(page, '商品小計')).toContainText(formatTwd(subtotal))
  await expect(sumRow(page, '運費')).toContainText(formatTwd(fee))
  await expect(sumRow(page, '總計')).toContainText(formatTwd(subtotal + fee))
  await expect(page.getByTestId('cart-deposit')).toHaveCount(0)
  await expect(page.getByRole('link', { name: '前往結帳' })).toHaveAttribute('href', '/checkout')
})

test('an item subtotal above NT$2,000 shows the deposit to pay first', async ({ page }) => {
  const { value: fee } = await apiJson<{ value: number }>(page.request, '/rules/shipping-fee/')
  const results = withoutReserved((await productPage(page.request, 'stock_status=in_stock')).results)
  const product = results.find(
    (p) => p.price_twd * Math.min(p.internal_stock, 99) > 2000 && p.price_twd <= 2000,
  )!
  const quantity = Math.floor(2000 / product.price_twd) + 1
  await addToCart(page, product.product_code, quantity, quantity)

  await page.goto('/cart')
  const subtotal = product.price_twd * quantity
  expect(subtotal).toBeGreaterThan(2000)
  await expect(sumRow(page, '商品小計')).toContainText(formatTwd(subtotal))
  await expect(sumRow(page, '總計')).toContainText(formatTwd(subtotal + fee))
  const deposit = page.getByTestId('cart-deposit')
  await expect(deposit).toContainText(formatTwd(subtotal + fee - 1500))
  await expect(deposit).toContainText('3 天內')
})

test('an empty cart says so and points to the products', async ({ page }) => {
  await page.goto('/cart')
  await expect(page.getByText('購物車是空的。')).toBeVisible()
  await expect(page.getByRole('link', { name: '去逛逛商品' })).toHaveAttribute(
    'href',
    '/products/1',
  )
  await expect(page.locator('.cart-sums')).toHaveCount(0)
})

test('a filled cart has no serious accessibility violations @js', async ({ page }) => {
  const pair = await twoConditionsOfOneCard(page)
  await addToCart(page, pair[0].product_code, 1, 1)
  await page.goto('/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])
})

test('the summary tells a guest, and only a guest, that checking out needs a login', async ({ page }) => {
  const [product] = await inStockProducts(page, 9)
  await fillCart(page, [{ product_code: product!.product_code, quantity: 1 }])
  const note = page.locator('.cart-summary-note').filter({ hasText: '取貨付款' })
  await page.goto('/cart')
  await expect(note).toContainText('結帳前需要登入')
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await page.goto('/cart')
  await expect(note).toBeVisible()
  await expect(note).not.toContainText('結帳前需要登入')
})
