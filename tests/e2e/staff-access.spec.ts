import { logInAs, DEMO_CUSTOMER } from './account-fixtures.ts'
import { expect, test } from './fixtures.ts'
import { logInAsStaff, staffPagePaths } from './staff-fixtures.ts'

test.describe('the staff area is staff only', () => {
  test('the route config lists the staff pages', () => {
    expect(staffPagePaths()).toEqual(expect.arrayContaining(['/staff', '/staff/orders', '/staff/products', '/staff/news', '/staff/rules']))
  })

  test('a guest is sent to log in and comes back', async ({ page }) => {
    await page.goto('/staff/orders')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstaff%2Forders$/)
  })

  test('a shopper gets 404 for every /staff page, read or posted to, and sees no staff link', async ({ page }) => {
    await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    await expect(page.getByRole('link', { name: '後台' })).toHaveCount(0)
    for (const path of staffPagePaths()) {
      const read = await page.request.get(path, { maxRedirects: 0 })
      expect(read.status(), `GET ${path}`).toBe(404)
      const posted = await page.request.post(path, { form: { intent: 'x' }, maxRedirects: 0 })
      expect(posted.status(), `POST ${path}`).toBe(404)
      expect(await posted.text()).not.toContain('staff-nav')
    }
    // The page itself is the shop's 404, title in the tab included.
    await page.goto('/staff/orders')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到這個頁面')
    await expect(page).toHaveTitle('找不到這個頁面｜遊日卡舖')
  })
})

test('an error page shown for a page without its own (a staff order that does not exist, a shopper asking for an order not theirs) names itself in the tab', async ({ page }) => {
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  const answer = await page.goto('/account/orders/YG2611010000ZZZZ')
  expect(answer?.status()).toBe(404)
  await expect(page).toHaveTitle('找不到這個頁面｜遊日卡舖')
  await page.context().clearCookies()
  await logInAsStaff(page)
  expect((await page.goto('/staff/orders/YG2611010000ZZZZ'))?.status()).toBe(404)
  await expect(page).toHaveTitle('找不到這個頁面｜遊日卡舖')
})

// The shop's stylesheet is written into the head by the server (app/lib/app-stylesheet.server.ts),
// inline on a first visit: a staff page's own stylesheets must still come after it, or the shop's
// rules would win over theirs. With JavaScript the staff page is reached by a client navigation.
test('the staff area’s stylesheets come after the shop’s, so their rules win', async ({ page }) => {
  await logInAsStaff(page)
  await page.locator('a[href^="/staff"]').first().click()
  await expect(page).toHaveURL(/\/staff\//)
  const order = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll('style, link[rel="stylesheet"]')].map((e) =>
        e.tagName === 'STYLE' || e.getAttribute('href')!.includes('/app-') ? 'shop' : 'staff',
      ),
    )
  await expect.poll(order).toEqual(['shop', 'staff', 'staff'])
  await page.reload()
  await expect.poll(order).toEqual(['shop', 'staff', 'staff'])
})
