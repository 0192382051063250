import { AxeBuilder } from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, productPage, test } from './fixtures.ts'

// axe runs inside the page, so these scans need JavaScript (@js). Each page is scanned twice:
// as the hydrated page, and as the server HTML without any script, which is what a shopper
// without JavaScript gets.

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)
}

async function openWithoutScripts(page: Page, request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text()
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  await page.route((u) => u.pathname + u.search === new URL(url, 'http://x').pathname + new URL(url, 'http://x').search, (route) =>
    route.fulfill({ body: withoutScripts, contentType: 'text/html; charset=utf-8' }),
  )
  await page.goto(url)
}

async function detailUrl(request: APIRequestContext) {
  const { results } = await productPage(request)
  return `/products/1/detail/${results[0]!.product_code}`
}

const pages: Array<[string, (request: APIRequestContext) => Promise<string>]> = [
  ['home', async () => '/'],
  ['list', async () => '/products/1?rarity=SE'],
  ['detail', detailUrl],
  ['search', async () => `/search?q=${encodeURIComponent('ドラゴン')}`],
  ['news', async () => '/news'],
  ['news article', async () => '/news/1'],
  ['faq', async () => '/faq'],
]

for (const [name, url] of pages) {
  test(`${name} has no serious or critical accessibility violations @js`, async ({ page, request }) => {
    await page.goto(await url(request))
    expect(await seriousViolations(page)).toEqual([])
  })

  test(`${name} without scripts has no serious or critical accessibility violations @js`, async ({ page, request }) => {
    await openWithoutScripts(page, request, await url(request))
    expect(await seriousViolations(page)).toEqual([])
  })
}
