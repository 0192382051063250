/**
 * Pages without a validated form ship no zod (24 KB gzip, docs/architecture.md#performance-budgets):
 * a plain constant imported from a contract file with schemas (backend/contract/orders.ts) once
 * brought all of zod to the cart page. Constants the browser needs live in *-values.ts files.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstListedCode, useStorefrontApp } from '#tests/setup/storefront-app.ts'

let shop: Awaited<ReturnType<typeof useStorefrontApp>>
let code: string
beforeAll(async () => {
  shop = await useStorefrontApp()
  code = await firstListedCode(shop.request)
})

/** Every script a page loads at once: its module preloads (React Router lists the whole graph). */
async function pageScripts(pagePath: string) {
  const response = await shop.request(pagePath)
  expect(response.status, pagePath).toBe(200)
  const html = await response.text()
  const hrefs = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  expect(hrefs.length, pagePath).toBeGreaterThan(3)
  return hrefs.map((href) => ({ href, source: fs.readFileSync(path.resolve('build/client', `.${href}`), 'utf8') }))
}

describe('JavaScript of pages without a validated form', () => {
  it.each(['/', '/products/1', '/search?q=%E9%BE%8D', '/cart', '/news', '/faq'])('%s loads no zod', async (pagePath) => {
    const withZod = (await pageScripts(pagePath)).filter(({ source }) => source.includes('$ZodType')).map(({ href }) => href)
    expect(withZod).toEqual([])
  })

  it('a product modal loads no zod', async () => {
    const withZod = (await pageScripts(`/products/1/detail/${code}`)).filter(({ source }) => source.includes('$ZodType'))
    expect(withZod).toEqual([])
  })

  it('a page with a validated form does load it (the check can see zod)', async () => {
    const scripts = await pageScripts('/login')
    expect(scripts.some(({ source }) => source.includes('$ZodType'))).toBe(true)
  })
})
