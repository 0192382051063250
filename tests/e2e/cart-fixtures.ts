/** Cart helpers for the browser tests: filling a cart the way a shopper does, or in one post. */
import type { Page } from '@playwright/test'
import { withoutReserved } from './e2e-database.ts'
import { expect, productPage, type ApiProduct } from './fixtures.ts'

/**
 * Adds through the product modal (a fetcher with JS, a form post without) and waits for the badge;
 * `origin` picks a server other than the e2e one.
 */
export async function addToCart(page: Page, code: string, quantity: number, badgeAfter: number, origin = '') {
  await page.goto(`${origin}/products/1/detail/${code}`)
  const modal = page.getByTestId('product-modal')
  await modal.getByRole('spinbutton', { name: '數量' }).fill(String(quantity))
  // The badge counts an add before the server has it: wait for the answer, or the next page
  // load could cut the post off (a shopper's next tap comes later than a test's).
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/cart'))
  await modal.getByRole('button', { name: '加入購物車' }).click()
  await answered
  await expect(page.getByTestId('cart-badge')).toHaveText(String(badgeAfter))
}

/**
 * Fills an empty cart in one cart post (intent=restore, what the localStorage restore sends), with
 * the page's own CSRF token and cookies: the quick way to a cart of 51 lines in both projects.
 */
export async function fillCart(page: Page, items: Array<{ product_code: string; quantity: number }>) {
  await page.goto('/login')
  const origin = new URL(page.url()).origin
  const csrf = await page.locator('input[name="csrf"]').first().inputValue()
  const response = await page.request.post('/cart', {
    form: { csrf, intent: 'restore', items: JSON.stringify(items), redirectTo: '/cart' },
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
}

/**
 * In-stock products from one page of the list; each test takes its own page so tests can change
 * them. The buying tests' own products are left out: those tests raise, sell and sell out theirs.
 */
export async function inStockProducts(page: Page, listPage: number): Promise<ApiProduct[]> {
  const { results } = await productPage(page.request, `stock_status=in_stock&ordering=price_jpy&page=${listPage}`)
  return withoutReserved(results).filter((p) => p.internal_stock > 0)
}

export const cartLine = (page: Page, code: string) => page.locator(`[data-testid="cart-line"][data-product-code="${code}"]`)
