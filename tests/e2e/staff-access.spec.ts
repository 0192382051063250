import { logInAs, DEMO_CUSTOMER } from './account-fixtures.ts'
import { expect, test } from './fixtures.ts'
import { staffPagePaths } from './staff-fixtures.ts'

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
  })
})
