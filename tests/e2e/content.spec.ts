import { RULES } from '#app/lib/messages.ts'
import { addToCart } from './cart-fixtures.ts'
import { apiJson, expect, productPage, test } from './fixtures.ts'

type News = { id: number; title: string; publish_date: string; author: string; summary: string }

test('home: hero, latest news, featured carousel and why-choose-us', async ({ page, request }) => {
  const latest = await apiJson<{ results: News[] }>(request, '/news/latest/')
  const featured = await apiJson<Array<{ base_name: string }>>(request, '/products/featured/')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('7-ELEVEN')
  await expect(page.getByRole('link', { name: '開始逛卡' })).toHaveAttribute('href', '/products/1')
  const news = page.getByRole('region', { name: '最新消息' })
  await expect(news.getByRole('listitem')).toHaveCount(latest.results.length)
  await expect(news.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', `/news/${latest.results[0]!.id}`)
  const track = page.getByTestId('featured-track')
  await expect(track.getByTestId('product-card')).toHaveCount(featured.length)
  await expect(track.getByTestId('product-card').first()).toContainText(featured[0]!.base_name)
  await expect(page.getByTestId('skeleton-card')).toHaveCount(0)
  for (const title of ['日本直送', '專業卡況篩選', '即時客服']) await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await page.getByRole('link', { name: '開始逛卡' }).click()
  await expect(page).toHaveURL(/\/products\/1$/)
})

test('home: the server HTML already holds the featured cards, never skeletons', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('data-testid="featured-track"')
  expect(html).not.toContain('skeleton-card')
})

test('home: the featured row scrolls with its arrows @js', async ({ page }) => {
  await page.goto('/')
  const track = page.getByTestId('featured-track')
  await expect(page.getByRole('button', { name: '上一組' })).toBeDisabled()
  await page.getByRole('button', { name: '下一組' }).click()
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100)
  await expect(page.getByRole('button', { name: '上一組' })).toBeEnabled()
})

test('news: the list links to articles with title, date, author, picture and body', async ({ page, request }) => {
  const list = await apiJson<{ results: News[]; count: number }>(request, '/news/?page=1')
  await page.goto('/news')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('最新消息')
  await expect(page.locator('.news-list > li')).toHaveCount(list.results.length)
  const item = list.results[0]!
  await page.getByRole('link', { name: new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click()
  await expect(page).toHaveURL(new RegExp(`/news/${item.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title)
  await expect(page.locator('.article-meta')).toContainText(`作者：${item.author}`)
  await expect(page.locator('.article-meta time')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/)
  await expect(page.locator('.article-cover')).toBeVisible()
  await expect(page.locator('.article-body p').first()).toBeVisible()
  await expect(page.locator('.article-body script')).toHaveCount(0)
  await page.getByRole('link', { name: '回到最新消息' }).click()
  await expect(page).toHaveURL(/\/news$/)
})

test('news: an unknown article says it was not found', async ({ page }) => {
  const response = await page.goto('/news/999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('找不到這則消息')).toBeVisible()
  expect((await page.goto('/news/abc'))?.status()).toBe(404)
})

test('FAQ: 11 questions that open and close', async ({ page }) => {
  await page.goto('/faq')
  const items = page.locator('details.faq-item')
  await expect(items).toHaveCount(11)
  const text = (await page.locator('.faq-list').textContent()) ?? ''
  for (const fact of ['288', '2,000', '1,500', '7 到 9 個工作天', '退', '已成立', 'A-', '韓紙', '狀態不佳']) expect(text).toContain(fact)
  const first = items.first()
  await expect(first.locator('.faq-answer')).toBeHidden()
  await first.locator('summary').click()
  await expect(first.locator('.faq-answer')).toBeVisible()
  await first.locator('summary').click()
  await expect(first.locator('.faq-answer')).toBeHidden()
})

test('terms and privacy state their points', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByText('最後更新：2025.08.10')).toBeVisible()
  const terms = (await page.locator('article').textContent()) ?? ''
  for (const fact of ['代購', '二手', '3 天', '5 天', '開箱', '中華民國']) expect(terms).toContain(fact)
  await page.goto('/privacy')
  const privacy = (await page.locator('article').textContent()) ?? ''
  for (const fact of ['姓名', '手機', '門市', '台灣', '簡訊', '物流', '刪除']) expect(privacy).toContain(fact)
  await expect(page.getByRole('link', { name: 'service@ygo-daigou.tw' }).first()).toBeVisible()
})

test('checkout and account pages need a login', async ({ page }) => {
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout$/)
  await page.goto('/account/orders/YG123')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Forders%2FYG123$/)
})

test('sitemap.xml and robots.txt', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const xml = await sitemap.text()
  expect(xml).toContain('/products/1</loc>')
  expect(xml).toMatch(/\/news\/\d+<\/loc>/)
  expect(xml).toMatch(/\/products\/1\/detail\/[A-Z0-9-]+<\/loc>/)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
})

test('payment, deposit and delivery read the same on the home page, FAQ, detail, cart and footer', async ({ page, request }) => {
  const { value: fee } = await apiJson<{ value: number }>(request, '/rules/shipping-fee/')
  const shared = [RULES.payment, RULES.paymentTerms]
  await page.goto('/')
  for (const text of [...shared, RULES.shippingFee(fee)]) await expect(page.locator('.hero')).toContainText(text)
  for (const text of shared) await expect(page.getByRole('contentinfo')).toContainText(text)
  await page.goto('/faq')
  for (const text of [...shared, RULES.delivery, RULES.shippingFee(fee)]) await expect(page.locator('.faq-list')).toContainText(text)
  const { results } = await productPage(request)
  await page.goto(`/products/1/detail/${results[0]!.product_code}`)
  const shipping = page.getByTestId('product-modal').locator('.detail-shipping')
  for (const text of [...shared, RULES.delivery, RULES.shippingFee(fee)]) await expect(shipping).toContainText(text)
  await page.goto('/terms')
  await expect(page.locator('main')).toContainText(RULES.delivery)
  // The cart's summary said 「約 7 個工作天」 while the detail and checkout said 7 to 9.
  await addToCart(page, results.find((p) => p.internal_stock > 0)!.product_code, 1, 1)
  await page.goto('/cart')
  for (const text of [RULES.payment, RULES.delivery]) await expect(page.locator('.cart-summary-note').last()).toContainText(text)
})

test.describe('news article on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('table headers stay on one line and the way back is a 44px target', async ({ page, request }) => {
    const list = await apiJson<{ results: News[] }>(request, '/news/?page=1')
    let found = false
    for (const item of list.results) {
      await page.goto(`/news/${item.id}`)
      if (!(await page.locator('.article-body th').count())) continue
      found = true
      for (const th of await page.locator('.article-body th').all()) {
        const box = await th.boundingBox()
        // One line of text plus padding, not one character per line.
        expect(box!.height).toBeLessThan(48)
      }
      break
    }
    expect(found, 'a news article with a table in the demo data').toBe(true)
    const back = await page.getByRole('link', { name: '回到最新消息' }).boundingBox()
    expect(back!.height).toBeGreaterThanOrEqual(44)
  })
})
