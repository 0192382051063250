/**
 * Staff give a card a new alias in the product editor and shoppers find the card by it (issue 12).
 * Each project edits a card of its own and puts its aliases back at the end.
 */
import type { Page } from '@playwright/test'
import { apiJson, expect, jsEnabled, test, type ApiProduct } from './fixtures.ts'
import { logInAsStaff } from './staff-fixtures.ts'

const ALIASES = '別名（玩家常用的叫法）'

async function saveAliases(page: Page, code: string, text: string) {
  await page.goto(`/staff/products/${code}`)
  await page.getByLabel(ALIASES).fill(text)
  await page.getByRole('button', { name: '儲存變更' }).click()
  await expect(page.getByText(`已儲存 ${code} 的變更。`)).toBeVisible()
}

test('staff add an alias in the editor, and searching it finds the card', async ({ page, request }, testInfo) => {
  const card = jsEnabled(testInfo) ? '無限泡影' : '墓穴の指名者'
  const { hits } = await apiJson<{ hits: ApiProduct[] }>(request, `/search/?q=${encodeURIComponent(card)}`)
  const code = hits[0]!.product_code
  const alias = `測試別名${jsEnabled(testInfo) ? '甲' : '乙'}`

  await logInAsStaff(page)
  await page.goto(`/staff/products/${code}`)
  const original = await page.getByLabel(ALIASES).inputValue()
  expect(original.split('\n')).toContain(card === '無限泡影' ? '泡影' : '墓穴')
  try {
    await saveAliases(page, code, `${original}\n${alias}`)
    await expect(page.getByLabel(ALIASES)).toHaveValue(`${original}\n${alias}`)
    await page.goto(`/search?q=${encodeURIComponent(alias)}`)
    await expect(page.getByTestId('product-card').first()).toContainText(card)
  } finally {
    await saveAliases(page, code, original)
  }
  await page.goto(`/search?q=${encodeURIComponent(alias)}`)
  await expect(page.getByTestId('empty-results')).toBeVisible()
})
