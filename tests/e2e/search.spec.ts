import { apiJson, expect, jsEnabled, test, type ApiProduct } from './fixtures.ts'

type Hits = { hits: ApiProduct[]; estimatedTotalHits: number }
type Facets = Record<'category' | 'rarity' | 'condition', Record<string, number>>

test('searches, shows facet counts and opens a result in the modal over the search', async ({ page, request }) => {
  const hits = await apiJson<Hits>(request, `/search/?q=${encodeURIComponent('ドラゴン')}`)
  const facets = await apiJson<Facets>(request, `/search/facets/?q=${encodeURIComponent('ドラゴン')}`)
  expect(hits.estimatedTotalHits).toBeGreaterThan(0)
  await page.goto(`/search?q=${encodeURIComponent('ドラゴン')}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「ドラゴン」的搜尋結果')
  await expect(page.getByTestId('catalogue-subtitle')).toContainText(`${hits.estimatedTotalHits}`)
  await expect(page.getByTestId('product-card').first()).toContainText(hits.hits[0]!.base_name)
  for (const [category, n] of Object.entries(facets.category)) {
    await expect(page.locator('form.filter-form label.check', { hasText: category })).toContainText(`${category}(${n})`)
  }
  await page.getByTestId('product-card').first().click()
  await expect(page).toHaveURL(new RegExp(`/search/detail/${hits.hits[0]!.product_code}\\?q=`))
  await expect(page.getByTestId('product-modal').getByRole('heading', { level: 2 })).toHaveText(hits.hits[0]!.base_name)
  await page.getByTestId('modal-close').click()
  await expect(page).toHaveURL(/\/search\?q=%E3%83%89%E3%83%A9%E3%82%B4%E3%83%B3$/)
})

test('finds cards whatever the spelling of their name or number', async ({ page, request }) => {
  const { results } = await apiJson<{ results: ApiProduct[] }>(request, '/products/?ordering=-price_jpy')
  const product = results[0]!
  await page.goto(`/search?q=${encodeURIComponent(product.card_number.toLowerCase().replace('-', ' '))}`)
  await expect(page.getByTestId('product-card').first()).toContainText(product.card_number)
  // A popular card has more printings than a page holds: the rarity keeps this one on page 1.
  await page.goto(`/search?q=${encodeURIComponent(product.base_name.replaceAll('・', ''))}&rarity=${product.rarity}`)
  await expect(page.getByTestId('product-card').filter({ hasText: product.card_number }).first()).toBeVisible()
})

test('the in-stock checkbox and filters narrow the results', async ({ page, request }, testInfo) => {
  const q = encodeURIComponent('ドラゴン')
  const inStock = await apiJson<Hits>(request, `/search/?q=${q}&stock_status=in_stock`)
  await page.goto(`/search?q=${q}`)
  const form = page.locator('form.filter-form')
  await form.getByLabel('只顯示有現貨的商品').check()
  if (!jsEnabled(testInfo)) await form.getByRole('button', { name: '套用篩選' }).click()
  await expect(page).toHaveURL(/stock_status=in_stock/)
  expect(new URL(page.url()).searchParams.get('q')).toBe('ドラゴン')
  await expect(page.getByTestId('catalogue-subtitle')).toContainText(`${inStock.estimatedTotalHits}`)
  await expect(page.getByText('已售完', { exact: true })).toHaveCount(0)
})

test('an empty result says nothing matches the query', async ({ page }) => {
  await page.goto('/search?q=zzqqzzqq')
  await expect(page.getByTestId('search-empty')).toContainText('沒有符合「zzqqzzqq」的商品。')
  await expect(page.getByTestId('product-card')).toHaveCount(0)
})

test('search pages and sorts like the list', async ({ page, request }, testInfo) => {
  const q = encodeURIComponent('ドラゴン')
  const second = await apiJson<Hits>(request, `/search/?q=${q}&ordering=-price_jpy&limit=20&offset=20`)
  expect(second.hits.length, 'two pages of dragons in the demo data').toBeGreaterThan(0)
  await page.goto(`/search?q=${q}`)
  const sort = page.locator('form.sort-form')
  await sort.getByLabel('排序').selectOption({ label: '價格：高到低' })
  if (!jsEnabled(testInfo)) await sort.getByRole('button', { name: '套用篩選' }).click()
  await expect(page).toHaveURL(/ordering=-price_jpy/)
  await page.getByRole('navigation', { name: '分頁' }).getByRole('link', { name: '第 2 頁' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByTestId('product-card').first()).toContainText(second.hits[0]!.base_name)
})
