/**
 * Staff news and rules in the browser (JS on and off): an article is written, shows in the shop,
 * is edited and deleted; the shipping fee is changed and the cart and checkout charge it.
 */
import { AxeBuilder } from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import { formatTwd } from '#app/lib/format.ts'
import { ONCE_KEY_FIELD } from '#app/lib/once-key.ts'
import { newsEditableFields, type StaffNewsItem } from '#backend/contract/staff-news.ts'
import { addToCart, inStockProducts } from './cart-fixtures.ts'
import { apiJson, expect, formFields, resendForm, test } from './fixtures.ts'
import { apiLogin } from './order-fixtures.ts'
import { DEMO_STAFF, logInAsStaff } from './staff-fixtures.ts'

const LINE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.19.1'

const uniqueTitle = (testInfo: TestInfo, label: string) =>
  `${label} ${testInfo.project.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

const editor = (page: Page) => page.locator('form.news-form')
const row = (page: Page, title: string) => page.locator('.staff-news-table tr').filter({ has: page.getByRole('link', { name: title, exact: true }) })

async function writeArticle(page: Page, fields: { title: string; content: string; summary?: string; publishAt?: string }) {
  await page.goto('/staff/news')
  await page.getByRole('link', { name: '新增消息' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '新增消息' })).toBeVisible()
  const form = editor(page)
  await form.getByLabel('標題').fill(fields.title)
  await form.getByLabel('摘要').fill(fields.summary ?? '')
  await form.getByLabel('內文（HTML）').fill(fields.content)
  if (fields.publishAt) await form.getByLabel('發布時間（台北時間）').fill(fields.publishAt)
  await form.getByRole('button', { name: '新增消息' }).click()
  await expect(page).toHaveURL(/\/staff\/news$/)
  await expect(page.getByRole('status')).toContainText(`已新增「${fields.title}」。`)
}

async function articleId(page: Page, title: string) {
  const href = await row(page, title).getByRole('link', { name: title, exact: true }).getAttribute('href')
  return Number(href!.split('/').pop())
}

test.describe('staff news', () => {
  test('staff write an article; it shows in the shop cleaned; they edit it, then delete it', async ({ page }, testInfo) => {
    const title = uniqueTitle(testInfo, '測試消息')
    await logInAsStaff(page)
    await writeArticle(page, {
      title,
      summary: '瀏覽器測試的摘要',
      content: '<p onclick="window.__hacked=1">本週<strong>新卡</strong>到貨</p><script>window.__hacked=1</script><a href="javascript:alert(1)">連結</a>',
    })
    await expect(row(page, title).locator('.staff-badge')).toHaveText('已發布')
    const id = await articleId(page, title)

    // In the shop: on the list and its own page, without the script, the handler or the javascript: link.
    await page.goto('/news')
    await page.getByRole('link', { name: title }).first().click()
    await expect(page).toHaveURL(new RegExp(`/news/${id}$`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const body = page.locator('.article-body')
    await expect(body.locator('strong')).toHaveText('新卡')
    expect(await body.innerHTML()).not.toMatch(/script|onclick|javascript:/)

    // Edit: a bad picture address is refused in place; a new title is saved and shown.
    await page.goto('/staff/news')
    await row(page, title).getByRole('link', { name: `編輯：${title}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: '編輯消息' })).toBeVisible()
    const form = editor(page)
    await expect(form.getByLabel('標題')).toHaveValue(title)
    // Stored cleaned: the editor shows what the shop shows.
    await expect(form.getByLabel('內文（HTML）')).not.toHaveValue(/script|onclick/)
    await form.getByLabel('封面圖片網址').fill('javascript:alert(1)')
    await form.getByRole('button', { name: '儲存變更' }).click()
    await expect(form.getByText('圖片網址須以 https:// 或 / 開頭（http:// 的圖片會被瀏覽器擋下）。')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/staff/news/${id}$`))

    const edited = `${title} 已修改`
    await form.getByLabel('封面圖片網址').fill('')
    await form.getByLabel('標題').fill(edited)
    await form.getByRole('button', { name: '儲存變更' }).click()
    await expect(page).toHaveURL(/\/staff\/news$/)
    await expect(page.getByRole('status')).toContainText(`已儲存「${edited}」。`)
    await page.goto(`/news/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible()

    // Delete: a link opens the confirm step, the button there deletes.
    await page.goto('/staff/news')
    await row(page, edited).getByRole('link', { name: `刪除：${edited}` }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText(`確定要刪除「${edited}」嗎？`)
    await confirm.getByRole('button', { name: '確定刪除' }).click()
    await expect(page.getByRole('status')).toContainText(`已刪除「${edited}」。`)
    await expect(row(page, edited)).toHaveCount(0)
    const gone = await page.goto(`/news/${id}`)
    expect(gone!.status()).toBe(404)
  })

  test('a cover from another site over https shows on /news and in the article; an http:// one, or one in the article, is refused with the reason', async ({ page }, testInfo) => {
    const title = uniqueTitle(testInfo, '外站封面')
    const cover = `https://images.example.com/${testInfo.project.name}-${Date.now()}.png`
    // The other site, played by the test: the browser only asks it when the page's CSP allows https images.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
    await page.context().route('https://images.example.com/**', (route) => route.fulfill({ contentType: 'image/png', body: png }))
    await logInAsStaff(page)
    await page.goto('/staff/news/new')
    const form = editor(page)
    await form.getByLabel('標題').fill(title)
    const body = `<p>外站圖片</p><p><img src="${cover}" alt="內文圖"></p>`
    const httpCover = cover.replace('https:', 'http:')
    await form.getByLabel('內文（HTML）').fill(body.replace('https:', 'http:'))
    await form.getByLabel('封面圖片網址').fill(httpCover)
    await form.getByRole('button', { name: '新增消息' }).click()
    await expect(form.getByText('圖片網址須以 https:// 或 / 開頭（http:// 的圖片會被瀏覽器擋下）。')).toBeVisible()
    // A picture inside the article is refused the same way, naming its address, not removed unseen.
    await expect(form.getByText(`內文的圖片網址須以 https:// 或 / 開頭（http:// 的圖片會被瀏覽器擋下）：${httpCover}`)).toBeVisible()
    await expect(form.getByLabel('標題')).toHaveValue(title)
    await form.getByLabel('內文（HTML）').fill(body)
    await form.getByLabel('封面圖片網址').fill(cover)
    await form.getByRole('button', { name: '新增消息' }).click()
    await expect(page.getByRole('status')).toContainText(`已新增「${title}」。`)

    const loaded = (img: ReturnType<Page['locator']>) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)
    await page.goto('/news')
    const card = page.locator(`img[src="${cover}"]`).first()
    await card.scrollIntoViewIfNeeded()
    await expect.poll(() => loaded(card)).toBe(true)
    await page.goto(`/news/${await page.getByRole('link', { name: title }).first().getAttribute('href').then((h) => h!.split('/').pop())}`)
    await expect.poll(() => loaded(page.locator('img.article-cover'))).toBe(true)
    const inBody = page.locator('.article-body img')
    await inBody.scrollIntoViewIfNeeded()
    await expect.poll(() => loaded(inBody)).toBe(true)
  })

  test('the new-article form sent twice (a resend, a retry) stores one article; a new form stores another', async ({ page }, testInfo) => {
    const title = uniqueTitle(testInfo, '只存一次')
    await logInAsStaff(page)
    await page.goto('/staff/news/new')
    const form = editor(page)
    await form.getByLabel('標題').fill(title)
    await form.getByLabel('內文（HTML）').fill('<p>送出兩次也只有一則</p>')
    // A draft: this test's articles stay out of the shop.
    await form.getByLabel('發布（取消勾選則存成草稿，不會出現在商店）').uncheck()
    // The very form the page holds (its one-time key and CSRF token), to be sent again.
    const sent = await formFields(form)
    await form.getByRole('button', { name: '新增消息' }).click()
    await expect(page.getByRole('status')).toContainText(`已新增「${title}」。`)
    await expect(row(page, title)).toHaveCount(1)

    // The browser sends it again (Back and resend, a retry on a slow line): answered as the first was.
    const again = await resendForm(page, '/staff/news/new', { multipart: sent })
    expect(again.status()).toBe(303)
    expect(again.headers().location).toBe('/staff/news')
    await page.goto('/staff/news')
    await expect(page.getByRole('status')).toContainText(`已新增「${title}」。`)
    await expect(row(page, title)).toHaveCount(1)

    // A new form (a new key) with the same words on purpose is another article.
    await page.goto('/staff/news/new')
    expect(await form.locator(`input[name="${ONCE_KEY_FIELD}"]`).inputValue()).not.toBe(sent[ONCE_KEY_FIELD])
    await form.getByLabel('標題').fill(title)
    await form.getByLabel('內文（HTML）').fill('<p>送出兩次也只有一則</p>')
    await form.getByLabel('發布（取消勾選則存成草稿，不會出現在商店）').uncheck()
    await form.getByRole('button', { name: '新增消息' }).click()
    await expect(page.getByRole('status')).toContainText(`已新增「${title}」。`)
    await expect(row(page, title)).toHaveCount(2)
  })

  test('a save never undoes another staff member’s change made meanwhile; the same field changed on both is refused in place', async ({ page }, testInfo) => {
    const title = uniqueTitle(testInfo, '同時編輯')
    // A fresh token for each call: the test server's tokens live 10 seconds.
    const auth = () => apiLogin(page.request, DEMO_STAFF.email, DEMO_STAFF.password)
    // This test's own draft (out of the shop), its body of several lines: the browser sends the
    // textarea back with CRLF, and an untouched body must still count as untouched.
    const body = '<p>第一行</p>\n<p>第二行</p>'
    const created = await page.request.post('/api/v1/staff/news/', {
      headers: await auth(),
      data: { title, summary: '原本的摘要', content: body, author: '小編', image_url: null, publish_date: '2026-11-20T12:00:00+08:00', is_published: false },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { id } = (await created.json()) as StaffNewsItem
    const article = async () => (await (await page.request.get(`/api/v1/staff/news/${id}/`, { headers: await auth() })).json()) as StaffNewsItem
    /** Another staff member's save from their own editor, opened now. */
    const otherSaves = async (change: Partial<StaffNewsItem>) => {
      const shown = newsEditableFields(await article())
      const answer = await page.request.put(`/api/v1/staff/news/${id}/`, { headers: await auth(), data: { ...shown, ...change, expected: shown } })
      expect(answer.status(), await answer.text()).toBe(200)
    }
    const form = editor(page)
    try {
      await logInAsStaff(page)
      await page.goto(`/staff/news/${id}`)
      await expect(form.getByLabel('標題')).toHaveValue(title)
      // The title is fixed elsewhere while this page fixes the summary: both stay.
      await otherSaves({ title: `${title} 乙` })
      await form.getByLabel('摘要').fill('甲改的摘要')
      await form.getByRole('button', { name: '儲存變更' }).click()
      await expect(page.getByRole('status')).toContainText(`已儲存「${title} 乙」。`)
      expect(await article()).toMatchObject({ title: `${title} 乙`, summary: '甲改的摘要', content: body, author: '小編' })

      // Both change the summary (and the other the author too): refused under the field, what
      // was typed kept, the untouched author as it is now.
      await page.goto(`/staff/news/${id}`)
      await otherSaves({ summary: '乙改的摘要', author: '乙' })
      await form.getByLabel('摘要').fill('甲的新摘要')
      await form.getByLabel('標題').fill(`${title} 甲`)
      await form.getByRole('button', { name: '儲存變更' }).click()
      await expect(form.getByText('這個欄位在您開啟頁面後已變成「乙改的摘要」（其他店員修改），請確認後再儲存。')).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/staff/news/${id}$`))
      await expect(form.getByLabel('摘要')).toHaveValue('甲的新摘要')
      await expect(form.getByLabel('標題')).toHaveValue(`${title} 甲`)
      await expect(form.getByLabel('作者')).toHaveValue('乙')
      expect(await article()).toMatchObject({ title: `${title} 乙`, summary: '乙改的摘要' })
      // Saving again confirms it; the other's author stays.
      await form.getByRole('button', { name: '儲存變更' }).click()
      await expect(page.getByRole('status')).toContainText(`已儲存「${title} 甲」。`)
      expect(await article()).toMatchObject({ title: `${title} 甲`, summary: '甲的新摘要', author: '乙', content: body })
    } finally {
      await page.request.delete(`/api/v1/staff/news/${id}/`, { headers: await auth() })
    }
  })

  test('cancelling the confirm step keeps the article', async ({ page }, testInfo) => {
    const title = uniqueTitle(testInfo, '保留消息')
    await logInAsStaff(page)
    await writeArticle(page, { title, content: '<p>不會被刪除</p>' })
    await row(page, title).getByRole('link', { name: `刪除：${title}` }).click()
    await page.getByRole('alertdialog').getByRole('link', { name: '取消' }).click()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expect(row(page, title)).toHaveCount(1)
  })

  test('an article dated tomorrow is scheduled: listed for staff, not in the shop', async ({ page }, testInfo) => {
    const title = uniqueTitle(testInfo, '排程消息')
    const tomorrow = new Date(Date.now() + 32 * 3_600_000).toISOString().slice(0, 16)
    await logInAsStaff(page)
    // A long Chinese body (about 18 KB posted) passes the bigger body limit of the editor pages.
    await writeArticle(page, { title, content: `<p>明天見${'長'.repeat(6000)}</p>`, publishAt: tomorrow })
    await expect(row(page, title).locator('.staff-badge')).toHaveText('排程中')
    const id = await articleId(page, title)
    await page.goto('/news')
    await expect(page.getByRole('link', { name: title })).toHaveCount(0)
    expect((await page.goto(`/news/${id}`))!.status()).toBe(404)
  })

  test('the editor, list and rules fit a desktop and a phone in LINE (screenshots attached)', async ({ page }, testInfo) => {
    await logInAsStaff(page)
    await page.goto('/staff/news/new')
    await editor(page).getByRole('button', { name: '新增消息' }).click()
    await expect(editor(page).getByText('請輸入標題。')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('news-editor-1280.png'), fullPage: true })
    await page.goto('/staff/news')
    await page.screenshot({ path: testInfo.outputPath('news-list-1280.png'), fullPage: true })
    const phone = await page.context().browser()!.newContext({
      userAgent: LINE_UA,
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false,
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': '198.19.200.7' },
    })
    const mobile = await phone.newPage()
    try {
      await logInAsStaff(mobile)
      await mobile.goto('/staff/news/new')
      await expect(editor(mobile).getByLabel('內文（HTML）')).toBeVisible()
      await mobile.screenshot({ path: testInfo.outputPath('news-editor-390-line.png'), fullPage: true })
      const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await mobile.goto('/staff/news')
      await mobile.screenshot({ path: testInfo.outputPath('news-list-390-line.png'), fullPage: true })
      expect(await mobile.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      await mobile.goto('/staff/rules')
      await mobile.screenshot({ path: testInfo.outputPath('rules-390-line.png'), fullPage: true })
      expect(await mobile.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    } finally {
      await phone.close()
    }
  })
})

test.describe('staff rules', () => {
  test('staff change the shipping fee; the cart and checkout charge it; bad values are refused in place', async ({ page }, testInfo) => {
    // The fee is shop-wide: put 288 back whatever happens.
    test.slow()
    const [product] = await inStockProducts(page, testInfo.project.name === 'js-on' ? 3 : 4)
    const newFee = testInfo.project.name === 'js-on' ? 199 : 177
    try {
      await logInAsStaff(page)
      await page.goto('/staff/rules')
      await expect(page.getByText(`目前運費：${formatTwd(288)}`)).toBeVisible()
      const fee = page.getByLabel('運費（新台幣）')
      // A fraction: the form's own check (JS) or the server's answer (no JS) says so beside the field.
      await fee.fill('12.5')
      await page.getByRole('button', { name: '儲存運費' }).click()
      await expect(page.locator('.field-error')).toHaveText('運費必須是整數。')
      await expect(page.getByText(`目前運費：${formatTwd(288)}`)).toBeVisible()
      // Scientific notation is not a fee of NT$100: refused in words, the typed value kept.
      await fee.fill('1e2')
      await page.getByRole('button', { name: '儲存運費' }).click()
      await expect(page.locator('.field-error')).toHaveText('運費只能輸入數字（0-9），例如 120。')
      await expect(fee).toHaveValue('1e2')
      await expect(page.getByText(`目前運費：${formatTwd(288)}`)).toBeVisible()
      await fee.fill(String(newFee))
      await page.getByRole('button', { name: '儲存運費' }).click()
      await expect(page.getByRole('status')).toContainText(`運費已改為 ${formatTwd(newFee)}。`)
      await expect(page.getByText(`目前運費：${formatTwd(newFee)}`)).toBeVisible()
      expect((await apiJson<{ value: number }>(page.request, '/rules/shipping-fee/')).value).toBe(newFee)

      await addToCart(page, product!.product_code, 1, 1)
      await page.goto('/cart')
      const sums = page.locator('.cart-sums')
      await expect(sums.locator('> div').filter({ hasText: '運費' })).toContainText(formatTwd(newFee))
      await expect(sums.locator('> div').filter({ hasText: '總計' })).toContainText(formatTwd(product!.price_twd + newFee))
      await page.goto('/checkout')
      await expect(page.locator('dt', { hasText: '運費' }).locator('+ dd')).toHaveText(formatTwd(newFee))
      // The shop's wording of the fee follows too: the home page, the FAQ and the product detail.
      for (const path of ['/', '/faq', `/products/1/detail/${product!.product_code}`])
        await page.goto(path).then(() => expect(page.locator('main')).toContainText(`統一運費 ${formatTwd(newFee)}`))
    } finally {
      const auth = await apiLogin(page.request, DEMO_STAFF.email, DEMO_STAFF.password)
      const restored = await page.request.put('/api/v1/staff/rules/shipping-fee/', { headers: auth, data: { value: 288 } })
      expect(restored.status()).toBe(200)
    }
  })
})

test.describe('staff rules in two tabs', () => {
  test('a tab that showed an older fee is refused with the fee now, keeps what was typed, and saves it once seen', async ({ page }) => {
    try {
      await logInAsStaff(page)
      const other = await page.context().newPage()
      await other.goto('/staff/rules')
      await page.goto('/staff/rules')
      await expect(page.getByText(`目前運費：${formatTwd(288)}`)).toBeVisible()
      // The other tab changes the fee first.
      await other.getByLabel('運費（新台幣）').fill('289')
      await other.getByRole('button', { name: '儲存運費' }).click()
      await expect(other.getByText(`目前運費：${formatTwd(289)}`)).toBeVisible()
      await other.close()

      const fee = page.getByLabel('運費（新台幣）')
      await fee.fill('287')
      await page.getByRole('button', { name: '儲存運費' }).click()
      await expect(page.locator('.field-error')).toHaveText('這個欄位在您開啟頁面後已變成「NT$289」（其他店員修改），請確認後再儲存。')
      await expect(page.getByText(`目前運費：${formatTwd(289)}`)).toBeVisible()
      await expect(fee).toHaveValue('287')
      expect((await apiJson<{ value: number }>(page.request, '/rules/shipping-fee/')).value).toBe(289)
      // Seen, and saved again: the page now showed 289.
      await page.getByRole('button', { name: '儲存運費' }).click()
      await expect(page.getByRole('status')).toContainText(`運費已改為 ${formatTwd(287)}。`)
      await expect(page.getByText(`目前運費：${formatTwd(287)}`)).toBeVisible()
    } finally {
      const auth = await apiLogin(page.request, DEMO_STAFF.email, DEMO_STAFF.password)
      const restored = await page.request.put('/api/v1/staff/rules/shipping-fee/', { headers: auth, data: { value: 288 } })
      expect(restored.status()).toBe(200)
    }
  })
})

test('the staff news and rules pages have no serious accessibility violations @js', async ({ page }) => {
  // Five axe scans on a shared 2-core machine.
  test.slow()
  await logInAsStaff(page)
  for (const path of ['/staff/news', '/staff/news?delete=1', '/staff/news/new', '/staff/news/1', '/staff/rules']) {
    await page.goto(path)
    const { violations } = await new AxeBuilder({ page }).analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
    expect(serious, path).toEqual([])
  }
})
