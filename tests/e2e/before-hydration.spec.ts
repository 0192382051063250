/**
 * Until a page has hydrated it is its JavaScript-off self (app/root.tsx): the scripts start only
 * after the page's load (app/lib/scripts-after-load.server.ts), seconds in on a slow phone, and in
 * that time the no-JS fallbacks are what works. Here the scripts never arrive, as on a phone that
 * has not fetched them yet: the sort's and the filters' apply buttons show and apply, and the
 * JS-only controls (which would do nothing yet) stay hidden. Once the page hydrates, they swap.
 */
import { expect, jsEnabled, test } from './fixtures.ts'

// A phone, where the filters are a drawer with a JS-only 'done' button beside the fallback.
test.use({ viewport: { width: 390, height: 844 } })

test('before the scripts arrive, the sort and the filters apply with their buttons', async ({
  context,
}) => {
  // A page of its own: the fixture's page waits on every goto for a hydration that never comes here.
  const page = await context.newPage()
  await page.route(/\.js(\?|$)/, (route) => route.abort())
  await page.goto('/products')
  await expect(page.locator('html')).not.toHaveClass(/\bjs\b/)

  const sort = page.locator('form.sort-form')
  await sort.getByLabel('排序').selectOption({ label: '價格：高到低' })
  await sort.getByRole('button', { name: '套用排序' }).click()
  await expect(page).toHaveURL(/ordering=-price_jpy/)

  const filters = page.locator('form.filter-form')
  // The drawer opens with its label, which needs no script; open, it shows the fallback only.
  await page.locator('label.filter-open').click()
  await expect(filters.locator('.drawer-done')).toBeHidden()
  await filters.getByLabel('只顯示有現貨的商品').check()
  await filters.getByRole('button', { name: '套用篩選' }).click()
  await expect(page).toHaveURL(/stock_status=in_stock/)
  await expect(page).toHaveURL(/ordering=-price_jpy/)
})

test('once the page has hydrated, the JS-only controls replace the fallbacks', async ({
  page,
}, testInfo) => {
  await page.goto('/products')
  const sortApply = page.locator('form.sort-form').getByRole('button', { name: '套用排序' })
  if (!jsEnabled(testInfo)) {
    await expect(page.locator('html')).not.toHaveClass(/\bjs\b/)
    await expect(sortApply).toBeVisible()
    return
  }
  // The fixture's goto waited for hydration.
  await expect(page.locator('html')).toHaveClass(/\bjs\b/)
  await expect(sortApply).toBeHidden()
  await page.locator('label.filter-open').click()
  await expect(page.locator('form.filter-form .drawer-done')).toBeVisible()
})
