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
  await expect(page).toHaveURL(new RegExp(`/search\\?q=%E3%83%89%E3%83%A9%E3%82%B4%E3%83%B3(#product-${hits.hits[0]!.product_code})?$`))
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

test('an empty result says nothing matches the query, gives tips and a way back, without sort or filters', async ({ page }) => {
  await page.goto('/search?q=zzqqzzqq')
  const empty = page.getByTestId('empty-results')
  await expect(empty).toContainText('沒有符合「zzqqzzqq」的商品。')
  await expect(empty).not.toContainText('篩選')
  await expect(empty.getByRole('heading', { name: '搜尋小技巧' })).toBeVisible()
  await expect(page.getByTestId('product-card')).toHaveCount(0)
  await expect(page.locator('form.sort-form')).toHaveCount(0)
  await expect(page.locator('form.filter-form')).toHaveCount(0)
  await empty.getByRole('link', { name: '看全部商品' }).click()
  await expect(page).toHaveURL(/\/products\/1$/)
  await expect(page.getByTestId('product-card')).toHaveCount(20)
})

// Such a query once normalised to nothing and listed the whole catalogue as its results.
test('a query with no letter or digit finds nothing and says so', async ({ page }) => {
  await page.goto('/')
  const box = page.getByRole('search').getByLabel('搜尋', { exact: true })
  await box.fill('🐉🔥')
  await box.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「🐉🔥」的搜尋結果')
  await expect(page.getByTestId('empty-results')).toContainText('沒有符合「🐉🔥」的商品。')
  await expect(page.getByTestId('product-card')).toHaveCount(0)
  await page.goto(`/search?q=${encodeURIComponent(`%_'"\\`)}`)
  await expect(page.getByTestId('empty-results')).toContainText(`沒有符合「%_'"\\」的商品。`)
  await expect(page.getByTestId('product-card')).toHaveCount(0)
})

test('an empty result with filters offers to clear them', async ({ page }) => {
  await page.goto('/search?q=zzqqzzqq&rarity=SE')
  const empty = page.getByTestId('empty-results')
  await expect(empty).toContainText('移除部分篩選條件')
  await expect(page.locator('form.filter-form')).toHaveCount(1)
  await empty.getByRole('link', { name: '清除全部' }).click()
  await expect(page).toHaveURL(/\/search\?q=zzqqzzqq$/)
})

test('sold-out results come after the available ones', async ({ page, request }) => {
  const q = encodeURIComponent('ドラゴン')
  for (const ordering of ['', '&ordering=price_jpy']) {
    const all = await apiJson<Hits>(request, `/search/?q=${q}${ordering}&limit=100`)
    const stocked = all.hits.map((h) => h.internal_stock > 0)
    expect(stocked.indexOf(false), 'some sold-out dragons in the demo data').toBeGreaterThan(0)
    expect(stocked.slice(stocked.indexOf(false))).not.toContain(true)
    // The page where the available cards end shows them first, then the sold-out ones.
    const boundary = Math.floor(stocked.indexOf(false) / 20)
    await page.goto(`/search?q=${q}${ordering}${boundary ? `&page=${boundary + 1}` : ''}`)
    const soldOut = await page.locator('.product-card').evaluateAll((items) => items.map((li) => li.classList.contains('is-sold-out')))
    expect(soldOut).toEqual(stocked.slice(boundary * 20, boundary * 20 + 20).map((s) => !s))
  }
})

// Past the 1000 hits a search counts, the page once showed the API's "讀取錯誤：offset不可大於 1000。".
test('a search page far past the last one says so and leads back to the last page', async ({ page, request }) => {
  const q = encodeURIComponent('ブラック')
  const { estimatedTotalHits } = await apiJson<Hits>(request, `/search/?q=${q}`)
  const last = Math.ceil(estimatedTotalHits / 20)
  const response = await page.goto(`/search?q=${q}&page=99`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('這一頁沒有商品了')
  await expect(page.getByText('讀取錯誤')).toHaveCount(0)
  await page.getByRole('link', { name: '回到最後一頁' }).click()
  await expect(page).toHaveURL(`/search?q=${q}${last > 1 ? `&page=${last}` : ''}`)
  await expect(page.getByTestId('product-card').first()).toBeVisible()
})

test('search pages and sorts like the list', async ({ page, request }, testInfo) => {
  const q = encodeURIComponent('ドラゴン')
  const second = await apiJson<Hits>(request, `/search/?q=${q}&ordering=-price_jpy&limit=20&offset=20`)
  expect(second.hits.length, 'two pages of dragons in the demo data').toBeGreaterThan(0)
  await page.goto(`/search?q=${q}`)
  const sort = page.locator('form.sort-form')
  await sort.getByLabel('排序').selectOption({ label: '價格：高到低' })
  if (!jsEnabled(testInfo)) await sort.getByRole('button', { name: '套用排序' }).click()
  await expect(page).toHaveURL(/ordering=-price_jpy/)
  await page.getByRole('navigation', { name: '分頁' }).getByRole('link', { name: '第 2 頁' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByTestId('product-card').first()).toContainText(second.hits[0]!.base_name)
})
