import { expect, jsEnabled, test } from './fixtures.ts'
import { logInAsStaff } from './staff-fixtures.ts'

const LINE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.19.1'
const LINE_UA_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Line/13.0.0'
const FACEBOOK_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/480.0.0.0]'

test('every page has the shell: header, search, guest navigation, cart and footer', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: /遊日卡舖/ })).toHaveAttribute('href', '/')
  await expect(header.getByRole('searchbox')).toBeVisible()
  const nav = page.getByRole('navigation', { name: '主選單' })
  await expect(nav.getByRole('link', { name: '商品列表' })).toHaveAttribute('href', '/products/1')
  await expect(nav.getByRole('link', { name: '登入／註冊' })).toHaveAttribute('href', '/login')
  await expect(nav.getByRole('link', { name: '購物車，共 0 件商品' })).toHaveAttribute('href', '/cart')
  await expect(page.getByTestId('cart-badge')).toHaveCount(0)
  const footer = page.getByRole('contentinfo')
  for (const name of ['最新消息', '常見問題', '服務條款', '隱私權政策']) await expect(footer.getByRole('link', { name })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'service@ygo-daigou.tw' })).toHaveAttribute('href', 'mailto:service@ygo-daigou.tw')
  // No shop accounts are configured for the tests: no social links (never generic home pages).
  for (const name of ['LINE', 'Facebook', 'Instagram']) await expect(footer.getByRole('link', { name })).toHaveCount(0)
  await expect(footer.getByText('追蹤我們')).toHaveCount(0)
})

// A first visit gets the stylesheet inside the page (no round trip before the first paint on a
// slow phone); a later page links the file the first one asked the browser to fetch ahead
// (app/lib/app-stylesheet.server.ts). Every page is styled either way.
test('the first page carries its stylesheet, later pages link it; all are styled', async ({ page }, testInfo) => {
  const inline = page.locator('head style')
  const linked = page.locator('head link[rel="stylesheet"][href^="/assets/app-"]')
  const styled = () => expect(page.getByRole('banner')).toHaveCSS('position', 'sticky')
  await page.goto('/faq')
  await styled()
  await expect(inline).toHaveCount(1)
  await expect(linked).toHaveCount(0)
  await expect(page.locator('head link[rel="prefetch"][href^="/assets/app-"]')).toHaveCount(1)

  // With JavaScript a navigation keeps the page's head; without, the next page is a new answer.
  await page.getByRole('contentinfo').getByRole('link', { name: '服務條款' }).click()
  await expect(page).toHaveURL('/terms')
  await styled()
  await expect(inline).toHaveCount(jsEnabled(testInfo) ? 1 : 0)
  await expect(linked).toHaveCount(jsEnabled(testInfo) ? 0 : 1)

  await page.reload()
  await styled()
  await expect(inline).toHaveCount(0)
  await expect(linked).toHaveCount(1)
})

test('the header search is a GET form to /search', async ({ page }) => {
  await page.goto('/')
  // By its label: with JavaScript the box becomes a combobox (suggestions) once used.
  const box = page.getByRole('search').getByLabel('搜尋', { exact: true })
  await box.fill('青眼白龍')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=%E9%9D%92%E7%9C%BC%E7%99%BD%E9%BE%8D$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「青眼白龍」的搜尋結果')
  await expect(box).toHaveValue('青眼白龍')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  // With JavaScript the box once stayed behind after each search (and after leaving /search), so
  // the header showed one box per query and the next search sent all their values.
  test('the header keeps one search box, holding the current query', async ({ page }) => {
    const header = page.getByRole('banner')
    const boxes = header.locator('input[name="q"]')
    const oneBoxHolding = async (query: string) => {
      await expect(boxes).toHaveCount(1)
      await expect(boxes).toHaveValue(query)
    }
    await page.goto('/products/1')
    await boxes.click()
    await boxes.fill('ブラック')
    await boxes.press('Enter')
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('ブラック')}`)
    await oneBoxHolding('ブラック')

    await boxes.fill('黑魔導')
    await header.getByRole('button', { name: '搜尋' }).click()
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('黑魔導')}`)
    await oneBoxHolding('黑魔導')

    // Leaving the search empties the box: the home page has no query.
    await boxes.focus()
    await header.getByRole('link', { name: /遊日卡舖/ }).click()
    await expect(page).toHaveURL('/')
    await oneBoxHolding('')
  })
})

test('the cart badge shows the total quantity in the cart', async ({ page, request }) => {
  const products = (await (await request.get('/api/v1/products/?stock_status=in_stock&ordering=-id')).json()) as { results: Array<{ product_code: string; internal_stock: number }> }
  const product = products.results.find((p) => p.internal_stock >= 2)!
  await page.goto(`/products/1/detail/${product.product_code}`)
  await page.getByRole('spinbutton', { name: '數量' }).fill('2')
  await page.getByTestId('product-modal').getByRole('button', { name: '加入購物車' }).click()
  await expect(page.getByTestId('cart-badge')).toHaveText('2')
  await expect(page.getByRole('link', { name: '購物車，共 2 件商品' })).toBeVisible()
  await page.goto('/news')
  await expect(page.getByTestId('cart-badge')).toHaveText('2')
})

test('unknown pages answer 404 in Chinese inside the shell', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '找不到這個頁面' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/')
})

test.describe('in a normal browser', () => {
  test('there is no in-app browser banner', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('inapp-banner')).toHaveCount(0)
  })
})

test.describe('inside Facebook', () => {
  test.use({ userAgent: FACEBOOK_UA, viewport: { width: 390, height: 844 } })

  test('a banner suggests the system browser; it can be closed for the session', async ({ page }, testInfo) => {
    await page.goto('/products/1?rarity=SE')
    const banner = page.getByTestId('inapp-banner')
    await expect(banner).toContainText('建議用瀏覽器開啟')
    await expect(banner.getByRole('link', { name: '用瀏覽器開啟' })).toHaveCount(0)
    if (jsEnabled(testInfo)) {
      await expect(banner.getByRole('button', { name: '複製連結' })).toBeVisible()
      await expect(banner.getByLabel('本頁連結')).toBeHidden()
    } else {
      // Without JS the link waits behind a disclosure, ready to select and copy by hand.
      await expect(banner.getByLabel('本頁連結')).toBeHidden()
      await banner.locator('summary', { hasText: '複製連結' }).click()
      await expect(banner.getByLabel('本頁連結')).toBeVisible()
      await expect(banner.getByLabel('本頁連結')).toHaveValue(/\/products\/1\?rarity=SE$/)
    }
    // With JS the banner goes at once; its post's answer carries the cookie, so wait for it before reloading.
    const dismissed = jsEnabled(testInfo)
      ? page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/resources/in-app-banner'))
      : null
    await banner.getByRole('button', { name: '關閉提示' }).click()
    await dismissed
    await expect(page.getByTestId('inapp-banner')).toHaveCount(0)
    await expect(page).toHaveURL(/\/products\/1\?rarity=SE$/)
    await page.reload()
    await expect(page.getByTestId('inapp-banner')).toHaveCount(0)
  })
})

test.describe('inside LINE', () => {
  test.use({ userAgent: LINE_UA, viewport: { width: 390, height: 844 } })

  test('the banner offers to open the page in the browser', async ({ page }) => {
    await page.goto('/news')
    const banner = page.getByTestId('inapp-banner')
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('link', { name: '用瀏覽器開啟' })).toHaveAttribute('href', /\/news\?openExternalBrowser=1$/)
  })

  test('the banner is one slim line and the first product card is on the first screen', async ({ page }) => {
    await page.goto('/products/1')
    const banner = page.getByTestId('inapp-banner')
    await expect(banner.getByRole('link', { name: '用瀏覽器開啟' })).toBeVisible()
    await expect(banner.getByRole('button', { name: '關閉提示' })).toBeVisible()
    await expect(banner.getByLabel('本頁連結')).toBeHidden()
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(50)
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(110)
    const first = await page.getByTestId('product-card').first().boundingBox()
    expect(first!.y).toBeLessThan(844)
  })
})

test.describe('inside LINE 13 on iOS 17', () => {
  test.use({ userAgent: LINE_UA_17, viewport: { width: 390, height: 844 } })

  test('the first product card of /products/1 is above the fold with the banner showing', async ({ page }) => {
    await page.goto('/products/1')
    await expect(page.getByTestId('inapp-banner')).toBeVisible()
    const first = await page.getByTestId('product-card').first().boundingBox()
    expect(first!.y).toBeLessThan(844)
  })
})

test.describe('copying the link inside Facebook', () => {
  test.use({ userAgent: FACEBOOK_UA, viewport: { width: 390, height: 844 } })

  // The clipboard needs JavaScript; without it the disclosure above is the way (tested there).
  test('copying the link says so for 2 seconds @js', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/faq')
    await page.getByRole('button', { name: '複製連結' }).click()
    await expect(page.getByText('已複製連結！')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/faq$/)
    await expect(page.getByText('已複製連結！')).toHaveCount(0, { timeout: 3500 })
  })

  test('a refused copy shows the link field to copy by hand @js', async ({ page }) => {
    await page.goto('/faq')
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } })
    })
    page.on('dialog', (dialog) => void dialog.dismiss())
    await page.getByRole('button', { name: '複製連結' }).click()
    const field = page.getByTestId('inapp-banner').getByLabel('本頁連結')
    await expect(field).toBeVisible()
    await expect(field).toHaveValue(/\/faq$/)
  })
})

test('the header marks the section the shopper is in, on every page of it', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: '主選單' })
  await page.goto('/products/1')
  await expect(nav.getByRole('link', { name: '商品列表' })).toHaveAttribute('aria-current', 'page')
  await page.goto('/products/2')
  await expect(nav.getByRole('link', { name: '商品列表' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: '登入／註冊' })).not.toHaveAttribute('aria-current')
  await page.goto('/login')
  await expect(nav.getByRole('link', { name: '登入／註冊' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: '商品列表' })).not.toHaveAttribute('aria-current')
  await logInAsStaff(page)
  for (const path of ['/staff/orders', '/staff/products', '/staff/news', '/staff/rules']) {
    await page.goto(path)
    await expect(nav.getByRole('link', { name: '後台' }), path).toHaveAttribute('aria-current', 'page')
  }
  await page.goto('/account/orders')
  await expect(nav.getByRole('link', { name: '訂單查詢' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: '後台' })).not.toHaveAttribute('aria-current')
})
