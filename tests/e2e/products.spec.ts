import type { Page } from '@playwright/test'
import { CATEGORIES, RARITIES } from '#backend/contract/catalogue-values.ts'
import { expect, jsEnabled, productPage, test, type ApiProduct } from './fixtures.ts'

const cards = (page: Page) => page.getByTestId('product-card')

test('the list shows 20 cards per page with the total and in-stock counts under the title', async ({ page, request }) => {
  const api = await productPage(request)
  await page.goto('/products/1')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('商品列表')
  await expect(page.getByTestId('catalogue-subtitle')).toHaveText(
    `共 ${api.count.toLocaleString('zh-TW')} 件．現貨 ${api.in_stock_count.toLocaleString('zh-TW')} 件`,
  )
  await expect(cards(page)).toHaveCount(20)
  const first = cards(page).first()
  await expect(first).toContainText(api.results[0]!.base_name)
  await expect(first).toContainText(`NT$${api.results[0]!.price_twd.toLocaleString('en-US')}`)
  await expect(first.locator('img')).toHaveAttribute('width', '236')
  await expect(first.locator('img')).toHaveAttribute('height', '344')
  // Below the fold, pictures wait until they are needed.
  await expect(cards(page).nth(12).locator('img')).toHaveAttribute('loading', 'lazy')
})

test('pages through the list with links, and /products is page 1', async ({ page, request }) => {
  const second = await productPage(request, 'page=2')
  await page.goto('/products')
  await expect(cards(page)).toHaveCount(20)
  await page.getByRole('navigation', { name: '分頁' }).getByRole('link', { name: '第 2 頁' }).click()
  await expect(page).toHaveURL(/\/products\/2$/)
  await expect(cards(page).first()).toContainText(second.results[0]!.base_name)
  await expect(page.getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page')
  await page.getByRole('link', { name: '上一頁' }).click()
  await expect(page).toHaveURL(/\/products\/1$/)
})

test('a page past the last one is a 404 with a way back', async ({ page, request }) => {
  const { count } = await productPage(request)
  const last = Math.ceil(count / 20)
  const response = await page.goto(`/products/${last + 5}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '這一頁沒有商品了' })).toBeVisible()
  await page.getByRole('link', { name: '回到最後一頁' }).click()
  await expect(page).toHaveURL(new RegExp(`/products/${last}$`))
  await expect(cards(page).first()).toBeVisible()
})

test('filters by every kind, several values each, and resets to page 1', async ({ page, request }, testInfo) => {
  const expected = await productPage(request, 'category=魔法&category=陷阱&rarity=SE&rarity=UR&rarity=QCSE&condition=S&condition=A')
  await page.goto('/products/2')
  const filters = page.locator('form.filter-form')
  const choices = [
    ['category', '魔法', '魔法'],
    ['category', '陷阱', '陷阱'],
    ['rarity', 'SE', 'SE'],
    ['rarity', 'UR', 'UR'],
    ['rarity', 'QCSE', 'QCSE'],
    ['condition', 'S', 'S 未使用'],
    ['condition', 'A', 'A 近全新'],
  ] as const
  for (const [key, value, label] of choices) {
    await filters.getByLabel(label, { exact: true }).check()
    // With JS each tick applies at once: wait until the URL carries it.
    if (jsEnabled(testInfo)) await expect.poll(() => new URL(page.url()).searchParams.getAll(key)).toContain(value)
  }
  if (!jsEnabled(testInfo)) await filters.getByRole('button', { name: '套用篩選' }).click()
  await expect(page).toHaveURL(/\/products\/1\?/)
  const url = new URL(page.url())
  expect(url.searchParams.getAll('category').sort()).toEqual(['陷阱', '魔法'].sort())
  expect(url.searchParams.getAll('rarity').sort()).toEqual(['QCSE', 'SE', 'UR'])
  expect(url.searchParams.getAll('condition').sort()).toEqual(['A', 'S'])
  await expect(cards(page)).toHaveCount(Math.min(20, expected.count))
  await expect(cards(page).first()).toContainText(expected.results[0]!.base_name)
  await expect(page.getByTestId('catalogue-subtitle')).toHaveText(
    `共 ${expected.count.toLocaleString('zh-TW')} 件．現貨 ${expected.in_stock_count.toLocaleString('zh-TW')} 件`,
  )
})

test('removes one filter value with its pill, and all with "clear"', async ({ page }) => {
  await page.goto('/products/2?rarity=QCSE&rarity=20thSE&condition=S&ordering=-price_jpy')
  const pills = page.getByRole('list', { name: '篩選條件' })
  await pills.getByRole('link', { name: '移除篩選：20thSE' }).click()
  await expect(page).toHaveURL(/\/products\/1\?rarity=QCSE&condition=S&ordering=-price_jpy$/)
  await expect(page.locator('form.filter-form').getByLabel('20thSE', { exact: true })).not.toBeChecked()
  await expect(page.locator('form.filter-form').getByLabel('QCSE', { exact: true })).toBeChecked()
  await page.getByRole('list', { name: '篩選條件' }).getByRole('link', { name: '清除全部' }).click()
  await expect(page).toHaveURL(/\/products\/1\?ordering=-price_jpy$/)
  await expect(page.getByRole('list', { name: '篩選條件' })).toHaveCount(0)
})

test('shows only products in stock when asked', async ({ page, request }, testInfo) => {
  const all = await productPage(request)
  await page.goto('/products/1')
  const filters = page.locator('form.filter-form')
  await filters.getByLabel('只顯示有現貨的商品').check()
  if (!jsEnabled(testInfo)) await filters.getByRole('button', { name: '套用篩選' }).click()
  await expect(page).toHaveURL(/stock_status=in_stock/)
  const last = Math.ceil(all.in_stock_count / 20)
  await page.goto(`/products/${last}?stock_status=in_stock`)
  await expect(page.getByText('已售完', { exact: true })).toHaveCount(0)
  expect(await cards(page).count()).toBe(all.in_stock_count - (last - 1) * 20)
})

for (const [ordering, label, check] of [
  ['-price_jpy', '價格：高到低', (a: ApiProduct[]) => a[0]!.price_twd >= a[1]!.price_twd],
  ['price_jpy', '價格：低到高', (a: ApiProduct[]) => a[0]!.price_twd <= a[1]!.price_twd],
  ['-id', '最新上架', (a: ApiProduct[]) => a[0]!.id > a[1]!.id],
] as const) {
  test(`sorts by ${label}, keeping the filters and going to page 1`, async ({ page, request }, testInfo) => {
    const expected = await productPage(request, `rarity=QCSE&ordering=${ordering}`)
    expect(check(expected.results)).toBe(true)
    await page.goto('/products/2?rarity=QCSE')
    const form = page.locator('form.sort-form')
    await form.getByLabel('排序').selectOption({ label })
    if (!jsEnabled(testInfo)) await form.getByRole('button', { name: '套用排序' }).click()
    await expect(page).toHaveURL(new RegExp(`/products/1\\?rarity=QCSE&ordering=${ordering.replace('-', '\\-')}$`))
    await expect(cards(page).first()).toContainText(expected.results[0]!.base_name)
    await expect(cards(page).nth(1)).toContainText(expected.results[1]!.base_name)
  })
}

test('jumps to a page by its number', async ({ page, request }) => {
  const third = await productPage(request, 'page=3&rarity=SE&rarity=UR')
  await page.goto('/products/1?rarity=SE&rarity=UR')
  await page.getByLabel('跳至頁碼').fill('3')
  await page.getByRole('button', { name: '前往' }).click()
  await expect(page).toHaveURL(/\/products\/3\?rarity=SE&rarity=UR$/)
  await expect(cards(page).first()).toContainText(third.results[0]!.base_name)
})

test('a page number typed by a Chinese IME in full-width digits jumps too', async ({ page, request }) => {
  const second = await productPage(request, 'page=2')
  await page.goto('/products/1')
  await page.getByLabel('跳至頁碼').fill('２')
  await page.getByRole('button', { name: '前往' }).click()
  await expect(page).toHaveURL(/\/products\/2$/)
  await expect(cards(page).first()).toContainText(second.results[0]!.base_name)
})

test('an invalid page number is refused with an alert and a message next to the field @js', async ({ page, request }) => {
  const { count } = await productPage(request)
  const pages = Math.ceil(count / 20)
  const message = `請輸入 1 到 ${pages} 之間的有效頁碼。`
  await page.goto('/products/1')
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    messages.push(dialog.message())
    void dialog.dismiss()
  })
  const field = page.getByLabel('跳至頁碼')
  for (const [i, entry] of [String(pages + 1), '99', 'abc', '0', '-3', ''].entries()) {
    await field.fill(entry)
    await page.getByRole('button', { name: '前往' }).click()
    await expect.poll(() => messages.length).toBe(i + 1)
    expect(messages[i]).toBe(message)
    // Also in the page: some in-app browsers swallow alerts.
    await expect(page.locator('#page-jump-error')).toHaveText(message)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/products\/1$/)
  }
  await field.fill('2')
  await expect(page.locator('#page-jump-error')).toHaveCount(0)
})

test('an invalid page number is refused with the message in the page, keeping what was typed @nojs', async ({ page, request }) => {
  const { count } = await productPage(request)
  const pages = Math.ceil(count / 20)
  await page.goto('/products/2')
  for (const entry of ['abc', '99', '0', '-3']) {
    await page.getByLabel('跳至頁碼').fill(entry)
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('jump=')), page.getByRole('button', { name: '前往' }).click()])
    expect(response.status()).toBe(400)
    await expect(page.getByRole('alert')).toHaveText(`請輸入 1 到 ${pages} 之間的有效頁碼。`)
    await expect(page.getByLabel('跳至頁碼')).toHaveValue(entry)
    await expect(cards(page)).toHaveCount(20)
  }
})

for (const ordering of ['', '-id', 'price_jpy', '-price_jpy']) {
  test(`sold-out cards come after the available ones (ordering "${ordering || 'default'}")`, async ({ page, request }) => {
    const { count, in_stock_count } = await productPage(request)
    const query = ordering ? `?ordering=${ordering}` : ''
    await page.goto(`/products/1${query}`)
    await expect(page.locator('.product-card.is-sold-out')).toHaveCount(0)
    // The page where the available cards end: available first, then sold out.
    await page.goto(`/products/${Math.floor(in_stock_count / 20) + 1}${query}`)
    const soldOut = await page.locator('.product-card').evaluateAll((items) => items.map((li) => li.classList.contains('is-sold-out')))
    expect(soldOut).toEqual(soldOut.map((_, i) => i >= in_stock_count % 20))
    await page.goto(`/products/${Math.ceil(count / 20)}${query}`)
    await expect(page.locator('.product-card:not(.is-sold-out)')).toHaveCount(0)
  })
}

test('condition tags say what the grade means, with a legend link to the FAQ', async ({ page }) => {
  await page.goto('/products/1?condition=A-')
  await expect(cards(page).first().getByTestId('condition-tag')).toHaveText('A- 輕微使用感')
  await page.getByRole('link', { name: '卡況分級說明' }).click()
  await expect(page).toHaveURL(/\/faq\?open=condition-grades#condition-grades$/)
  await expect(page.locator('#condition-grades')).toHaveAttribute('open', '')
  await expect(page.locator('#condition-grades .faq-answer')).toBeVisible()
})

test('no results: no sort, no filters unless some are set, and a way back', async ({ page, request }) => {
  // A filter combination with no products at all (the demo data has gaps among these).
  let empty = ''
  search: for (const category of CATEGORIES) {
    for (const rarity of RARITIES) {
      for (const condition of ['D', 'C']) {
        const query = `category=${encodeURIComponent(category)}&rarity=${encodeURIComponent(rarity)}&condition=${condition}`
        if ((await productPage(request, query)).count === 0) {
          empty = query
          break search
        }
      }
    }
  }
  expect(empty, 'no empty filter combination in the demo data').not.toBe('')
  await page.goto(`/products/1?${empty}`)
  const results = page.getByTestId('empty-results')
  await expect(results).toContainText('沒有符合條件的商品。')
  await expect(results).toContainText('移除部分篩選條件')
  await expect(page.locator('form.sort-form')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: '分頁' })).toHaveCount(0)
  await results.getByRole('link', { name: '清除全部' }).click()
  await expect(page).toHaveURL(/\/products\/1$/)
  await expect(cards(page)).toHaveCount(20)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('filters live in a drawer with a count badge', async ({ page }, testInfo) => {
    await page.goto('/products/1?rarity=SE')
    const drawer = page.locator('.filter-drawer')
    await expect(drawer).toBeHidden()
    await expect(page.getByTestId('filter-count')).toHaveText('1')
    await page.locator('label.filter-open').click()
    await expect(drawer).toBeVisible()
    await drawer.getByLabel('UR', { exact: true }).check()
    if (jsEnabled(testInfo)) {
      await expect(page).toHaveURL(/rarity=UR/)
      await drawer.getByText('關閉篩選', { exact: true }).click()
    } else {
      await drawer.getByRole('button', { name: '套用篩選' }).click()
      await expect(page).toHaveURL(/rarity=UR/)
    }
    expect(new URL(page.url()).searchParams.getAll('rarity').sort()).toEqual(['SE', 'UR'])
    await expect(drawer).toBeHidden()
    await expect(page.getByTestId('filter-count')).toHaveText('2')
    // Two product columns on a phone.
    const [a, b] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()])
    expect(a!.y).toBe(b!.y)
    expect(b!.x).toBeGreaterThan(a!.x)
  })

  test('the page links stay on one line with 44px targets on every page', async ({ page, request }) => {
    const { count } = await productPage(request)
    const last = Math.ceil(count / 20)
    for (const n of [1, 3, Math.ceil(last / 2), last - 2, last]) {
      await page.goto(`/products/${n}`)
      const nav = page.getByRole('navigation', { name: '分頁' })
      const links = nav.getByRole('link')
      const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()))
      expect(boxes.length).toBeGreaterThanOrEqual(3)
      for (const box of boxes) {
        expect(box!.y, `page ${n}`).toBe(boxes[0]!.y)
        expect(box!.height).toBeGreaterThanOrEqual(44)
        expect(box!.width).toBeGreaterThanOrEqual(44)
        expect(box!.x + box!.width).toBeLessThanOrEqual(390)
      }
      await expect(nav.getByRole('link', { name: '第 1 頁' })).toBeVisible()
      await expect(nav.getByRole('link', { name: `第 ${last} 頁` })).toBeVisible()
      if (n < last) await expect(nav.getByRole('link', { name: '下一頁' })).toBeVisible()
    }
  })
})

test('a bad filter value is a 400 with a Chinese message, not an error page', async ({ page }) => {
  const response = await page.goto('/products/1?rarity=XYZ')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('alert')).toContainText('讀取錯誤：')
  await expect(page.getByRole('alert')).toContainText('不是有效的稀有度')
  await expect(page.getByRole('banner')).toBeVisible()
})

test('opening and closing a detail keeps the list scrolled; paging scrolls to the top @js', async ({ page }) => {
  await page.goto('/products/1')
  const card = cards(page).nth(17)
  await card.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  // What the shopper sees is where the card sits in the viewport. Window.scrollY alone can move
  // while nothing moves on screen: Chromium's scroll anchoring shifts it when something above
  // the card settles its size late (this read once gave 1911 against 2062 on a busy machine).
  const cardTop = () => card.evaluate((element) => Math.round(element.getBoundingClientRect().top))
  const before = await cardTop()
  await card.click()
  await expect(page.getByTestId('product-modal')).toBeVisible()
  expect(await cardTop()).toBe(before)
  await page.getByTestId('modal-close').click()
  await expect(page.getByTestId('product-modal')).toHaveCount(0)
  expect(await cardTop()).toBe(before)
  await page.getByRole('navigation', { name: '分頁' }).getByRole('link', { name: '第 2 頁' }).click()
  await expect(page).toHaveURL(/\/products\/2$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
