/**
 * Pages without a validated form ship no zod (24 KB gzip, docs/architecture.md#performance-budgets):
 * a plain constant imported from a contract file with schemas (backend/contract/orders.ts) once
 * brought all of zod to the cart page. Constants the browser needs live in *-values.ts files.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { scriptsLoadedAfterLoad } from '#app/lib/scripts-after-load.server.ts'
import { firstListedCode, useStorefrontApp } from '#tests/setup/storefront-app.ts'

let shop: Awaited<ReturnType<typeof useStorefrontApp>>
let code: string
beforeAll(async () => {
  shop = await useStorefrontApp()
  code = await firstListedCode(shop.request)
})

/**
 * Every script a page loads at once: what its inline module preloads and imports once the page
 * has loaded (React Router lists the whole graph; app/lib/scripts-after-load.server.ts).
 */
async function pageScripts(pagePath: string) {
  const response = await shop.request(pagePath)
  expect(response.status, pagePath).toBe(200)
  const html = await response.text()
  const hrefs = scriptsLoadedAfterLoad(html)
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

describe('when a page loads its JavaScript', () => {
  it.each(['/', '/products/1', '/cart', '/login'])('%s preloads no script in its head: its module preloads them after load', async (pagePath) => {
    const html = await (await shop.request(pagePath)).text()
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/)
    const module = /<script[^>]* type="module"[^>]*>([^<]*)<\/script>/.exec(html)![1]!
    // What React Router wrote, whole: no static import left, the route modules and the entry imported.
    expect(module).not.toMatch(/^\s*import\s*[^\s(]/m)
    expect(module).toMatch(/addEventListener\("load",/)
    expect(module).toMatch(/window\.__reactRouterRouteModules = \{"root":route0,/)
    expect(module).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\)/)
  })
})
