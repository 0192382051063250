import { inStockProducts } from './cart-fixtures.ts'
import { PAGE_SIZE } from '#backend/contract/catalogue-values.ts'
import { apiJson, type ApiProduct, expect, jsEnabled, productPage, test } from './fixtures.ts'

const LIST = '/products/18?stock_status=in_stock&ordering=price_jpy'

test('a product card adds one to the cart and the shopper stays on the list', async ({ page }, testInfo) => {
  const [product] = await inStockProducts(page, 18)
  await page.goto(LIST)
  await page.getByRole('button', { name: `將「${product!.base_name}」加入購物車` }).first().click()
  await expect(page.getByTestId('cart-badge')).toHaveText('1')
  if (jsEnabled(testInfo)) {
    await expect(page.locator('.card-add .is-added')).toHaveText('已加入購物車')
    expect(page.url()).toMatch(/\/products\/18\?stock_status=in_stock&ordering=price_jpy$/)
  } else {
    // Without JS the post comes back to the same list, at the card, with a notice.
    await expect(page).toHaveURL(new RegExp(`/products/18\\?stock_status=in_stock&ordering=price_jpy#product-${product!.product_code}$`))
    await expect(page.getByText(`已將「${product!.base_name}」× 1 加入購物車。`)).toBeVisible()
  }
  await page.goto('/cart')
  await expect(page.locator(`[data-testid="cart-line"][data-product-code="${product!.product_code}"]`)).toBeVisible()
})

test('two cards tapped one right after the other both reach the cart', async ({ page }, testInfo) => {
  const [first, second] = await inStockProducts(page, 18)
  await page.goto(LIST)
  // Each card says 'added' for 1.5 s once its add is in. On a busy machine the two adds can land
  // more than 1.5 s apart, so the page notes every card that ever said it instead of asking for
  // both at one moment.
  if (jsEnabled(testInfo)) await page.evaluate(noteCardsSayingAdded)
  const addButton = (name: string) => page.getByRole('button', { name: `將「${name}」加入購物車` }).first()
  // With JS each card posts through its own fetcher, so the second tap does not cancel the first.
  await addButton(first!.base_name).click()
  await addButton(second!.base_name).click()
  await expect(page.getByTestId('cart-badge')).toHaveText('2')
  // Each of the two cards said 'added', and only those two.
  if (jsEnabled(testInfo)) {
    const tapped = [first!.product_code, second!.product_code].sort()
    await expect.poll(() => page.evaluate(() => [...(window as unknown as AddedNotes).cardsSaidAdded].sort())).toEqual(tapped)
  }
  await page.goto('/cart')
  for (const product of [first!, second!]) {
    await expect(page.locator(`[data-testid="cart-line"][data-product-code="${product.product_code}"]`)).toBeVisible()
  }
})

test('a card of the home page’s featured row adds one and the shopper stays on the home page', async ({ page, request }, testInfo) => {
  const featured = await apiJson<ApiProduct[]>(request, '/products/featured/')
  const product = featured.find((p) => p.internal_stock > 0)!
  await page.goto('/')
  await page.getByTestId('featured-track').getByRole('button', { name: `將「${product.base_name}」加入購物車` }).first().click()
  await expect(page.getByTestId('cart-badge')).toHaveText('1')
  if (jsEnabled(testInfo)) {
    await expect(page.getByTestId('featured-track').locator('.card-add .is-added')).toHaveText('已加入購物車')
    expect(page.url()).toMatch(/\/$/)
  } else {
    // Without JS the post comes back to the home page, at the card, with a notice.
    await expect(page).toHaveURL(new RegExp(`/#product-${product.product_code}$`))
    await expect(page.getByText(`已將「${product.base_name}」× 1 加入購物車。`)).toBeVisible()
  }
})

test('sold-out cards have no add button', async ({ page, request }) => {
  // Sold-out products come after every buyable one: the page holding the first of them.
  const { count, in_stock_count } = await productPage(request)
  expect(count).toBeGreaterThan(in_stock_count)
  await page.goto(`/products/${Math.floor(in_stock_count / PAGE_SIZE) + 1}`)
  const soldOut = page.locator('.product-card.is-sold-out')
  await expect(soldOut.first()).toBeVisible()
  for (const card of await soldOut.all()) await expect(card.getByRole('button')).toHaveCount(0)
  await page.goto('/products/1')
  await expect(page.locator('.product-card:not(.is-sold-out)').first().getByRole('button', { name: /加入購物車/ })).toBeVisible()
})

test('the browser copy of the cart follows adds from the modal and the cards, without visiting the cart @js', async ({ page }) => {
  const [first, second] = await inStockProducts(page, 18)
  await page.goto(`/products/18/detail/${first!.product_code}?stock_status=in_stock&ordering=price_jpy`)
  const modal = page.getByTestId('product-modal')
  await modal.getByRole('spinbutton', { name: '數量' }).fill('2')
  await modal.getByRole('button', { name: '加入購物車' }).click()
  await expect(page.getByTestId('cart-badge')).toHaveText('2')
  const mirror = () => page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as Array<{ product_code: string; quantity: number }>)
  await expect.poll(async () => (await mirror()).map((i) => [i.product_code, i.quantity])).toEqual([[first!.product_code, 2]])
  await page.goto(LIST)
  await page.getByRole('button', { name: `將「${second!.base_name}」加入購物車` }).first().click()
  await expect(page.getByTestId('cart-badge')).toHaveText('3')
  await expect
    .poll(async () => (await mirror()).map((i) => [i.product_code, i.quantity]))
    .toEqual([
      [first!.product_code, 2],
      [second!.product_code, 1],
    ])
})

type AddedNotes = { cardsSaidAdded: Set<string> }

/** Runs in the page: keeps the product code of every card add button that shows 'added'. */
function noteCardsSayingAdded() {
  const notes = window as unknown as AddedNotes
  notes.cardsSaidAdded = new Set()
  const note = () => {
    for (const button of document.querySelectorAll<HTMLButtonElement>('.card-add .is-added')) notes.cardsSaidAdded.add(button.value)
  }
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] })
}
