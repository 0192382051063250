/**
 * Card names as players say them (issue 12): the search box finds ブラック・マジシャン by its
 * Chinese common name and its English name, with JavaScript or without; with it, suggestions
 * appear as the shopper types and the keyboard picks one.
 */
import { expect, test } from './fixtures.ts'

const DARK_MAGICIAN = 'ブラック・マジシャン'

for (const typed of ['黑魔導', 'Dark Magician']) {
  test(`searching ${typed} from the header finds ${DARK_MAGICIAN} first`, async ({ page }) => {
    await page.goto('/products/1')
    const box = page.getByRole('search').getByLabel('搜尋', { exact: true })
    await box.fill(typed)
    await box.press('Enter')
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(typed).replaceAll('%20', '+')}`)
    await expect(page.getByTestId('product-card').first()).toContainText(DARK_MAGICIAN)
  })
}

test('the search box is a plain form without JavaScript: no combobox, the alias still finds the card @nojs', async ({ page }) => {
  await page.goto('/')
  const box = page.locator('#site-search')
  await expect(box).not.toHaveAttribute('role', 'combobox')
  await box.fill('黑魔導士')
  await page.getByRole('search').getByRole('button', { name: '搜尋' }).click()
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent('黑魔導士')}`)
  await expect(page.getByTestId('product-card').first()).toContainText(DARK_MAGICIAN)
})

test('suggestions appear after 2 characters, the keyboard chooses one and Enter opens it @js', async ({ page }) => {
  await page.goto('/')
  const box = page.locator('#site-search')
  await box.click()
  await box.pressSequentially('黑')
  // One character suggests nothing.
  await expect(page.getByRole('listbox', { name: '搜尋建議' })).toBeHidden()
  await box.pressSequentially('魔導士')
  const list = page.getByRole('listbox', { name: '搜尋建議' })
  await expect(list).toBeVisible()
  const combobox = page.getByRole('combobox', { name: '搜尋' })
  await expect(combobox).toHaveAttribute('aria-expanded', 'true')
  const options = list.getByRole('option')
  await expect(options.first()).toContainText(DARK_MAGICIAN)
  await expect(options.first()).toContainText('又名：黑魔導士')
  await expect(options.first().locator('img')).toHaveAttribute('src', /\/api\/v1\/media\//)
  expect(await options.count()).toBeLessThanOrEqual(8)
  await expect(page.getByRole('status').filter({ hasText: '個建議' })).toContainText(`有 ${await options.count()} 個建議`)

  // Down, down, up: the first option is the active one, and the box says so.
  await combobox.press('ArrowDown')
  await combobox.press('ArrowDown')
  await combobox.press('ArrowUp')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  const activeId = await options.first().getAttribute('id')
  await expect(combobox).toHaveAttribute('aria-activedescendant', activeId!)
  await expect(combobox).toBeFocused()

  // Escape closes the list and keeps what was typed.
  await combobox.press('Escape')
  await expect(list).toBeHidden()
  await expect(combobox).toHaveValue('黑魔導士')
  await expect(combobox).toHaveAttribute('aria-expanded', 'false')

  await combobox.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await combobox.press('Enter')
  await expect(page).toHaveURL(/\/search\/detail\/[A-Z0-9-]+\?q=/)
  await expect(page.getByTestId('product-modal').getByRole('heading', { level: 2 })).toHaveText(DARK_MAGICIAN)
})

test('a suggestion is a link: a tap opens the product; Enter without a choice searches @js', async ({ page }) => {
  await page.goto('/products/1')
  const box = page.locator('#site-search')
  await box.click()
  await box.pressSequentially('Dark Magician')
  const first = page.getByRole('listbox', { name: '搜尋建議' }).getByRole('option').first()
  await expect(first).toContainText(DARK_MAGICIAN)
  await first.click()
  await expect(page.getByTestId('product-modal').getByRole('heading', { level: 2 })).toHaveText(DARK_MAGICIAN)

  await page.goto('/')
  await page.locator('#site-search').click()
  await page.locator('#site-search').pressSequentially('ブラマジ')
  await expect(page.getByRole('listbox', { name: '搜尋建議' })).toBeVisible()
  await page.locator('#site-search').press('Enter')
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent('ブラマジ')}`)
  await expect(page.getByTestId('product-card').first()).toContainText(DARK_MAGICIAN)
})
