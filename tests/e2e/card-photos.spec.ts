/**
 * Card pictures on a slow phone (issue 13): the raster copies a 390 px phone picks stay small,
 * the first row and the modal's first picture never wait for scrolling, and the list's largest
 * picture is in the server's HTML (not added by JavaScript), with its size so nothing moves.
 */
import type { Page, Response } from '@playwright/test'
import { expect, jsEnabled, productPage, test } from './fixtures.ts'

const BUDGET = 25 * 1024

/** Bytes of every product picture the page downloads (body as sent), by URL. */
function pictureBytes(page: Page) {
  const sizes = new Map<string, { bytes: number; type: string }>()
  const pending: Array<Promise<void>> = []
  page.on('response', (response: Response) => {
    const url = new URL(response.url())
    if (!/^\/api\/v1\/media\/(cards|uploads)\//.test(url.pathname)) return
    pending.push(
      response.request().sizes().then(({ responseBodySize }) => {
        sizes.set(url.pathname, { bytes: responseBodySize, type: response.headers()['content-type'] ?? '' })
      }),
    )
  })
  return async () => {
    await Promise.all(pending)
    return sizes
  }
}

for (const dpr of [2, 3]) {
  test.describe(`a 390x844 phone at DPR ${dpr}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true })

    test('the first row loads at once and every card picture stays within 25 KB', async ({ page }, testInfo) => {
      const measured = pictureBytes(page)
      await page.goto('/products/1')
      const pictures = page.getByTestId('product-card').locator('img')
      await expect(pictures).toHaveCount(20)
      // Two cards per row on a phone: both are eager, the first is fetched first.
      await expect(pictures.nth(0)).toHaveAttribute('loading', 'eager')
      await expect(pictures.nth(0)).toHaveAttribute('fetchpriority', 'high')
      await expect(pictures.nth(1)).toHaveAttribute('loading', 'eager')
      await expect(pictures.nth(12)).toHaveAttribute('loading', 'lazy')
      // Scroll down the whole list so the lazy ones load too.
      for (const i of [4, 8, 12, 16, 19]) await pictures.nth(i).scrollIntoViewIfNeeded()
      await expect.poll(async () => (await measured()).size, { timeout: 15_000 }).toBeGreaterThanOrEqual(20)
      const sizes = await measured()
      const report = [...sizes].map(([url, s]) => `${url.slice(url.lastIndexOf('/', url.lastIndexOf('/') - 1))} ${s.bytes}`)
      await testInfo.attach(`picture-bytes-dpr${dpr}`, { body: report.join('\n'), contentType: 'text/plain' })
      for (const [url, s] of sizes) {
        expect(s.type, url).toBe('image/webp')
        expect(s.bytes, url).toBeGreaterThan(500)
        expect(s.bytes, url).toBeLessThanOrEqual(BUDGET)
      }
    })

    test('the modal’s first picture loads at once, sharp and within 25 KB', async ({ page, request }) => {
      const { results } = await productPage(request)
      const measured = pictureBytes(page)
      await page.goto(`/products/1/detail/${results[3]!.product_code}`)
      const first = page.getByTestId('product-modal').locator('.gallery-slide img').first()
      await expect(first).toBeVisible()
      await expect(first).toHaveAttribute('loading', 'eager')
      await expect(first).toHaveAttribute('fetchpriority', 'high')
      // The browser took a copy at least as wide as the slot's device pixels need (not blurry).
      const slot = (await first.boundingBox())!.width
      const current = await first.evaluate((img: HTMLImageElement) => img.currentSrc)
      const copyWidth = Number(/-(\d+)w\.webp$/.exec(current)?.[1])
      expect(copyWidth).toBeGreaterThanOrEqual(Math.min(590, slot * dpr))
      await expect.poll(async () => (await measured()).get(new URL(current).pathname)?.bytes ?? 0).toBeGreaterThan(0)
      expect((await measured()).get(new URL(current).pathname)!.bytes).toBeLessThanOrEqual(BUDGET)
    })

    test('a modal link downloads its card’s picture once: the modal shows the copy the list fetched', async ({ page, request }) => {
      const { results } = await productPage(request)
      // The first card: in the first row behind the modal, so the list fetches its picture too.
      const code = results[0]!.product_code
      const fronts = new Set<string>()
      page.on('request', (r) => {
        const { pathname } = new URL(r.url())
        if (pathname.startsWith(`/api/v1/media/cards/${encodeURIComponent(code)}/front`)) fronts.add(pathname)
      })
      await page.goto(`/products/1/detail/${encodeURIComponent(code)}`)
      const modalPicture = page.getByTestId('product-modal').locator('.gallery-slide img').first()
      const cardPicture = page.locator(`[id="product-${code}"] img`)
      for (const img of [modalPicture, cardPicture]) {
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
      }
      const modalCopy = await modalPicture.evaluate((el: HTMLImageElement) => el.currentSrc)
      const cardCopy = await cardPicture.evaluate((el: HTMLImageElement) => el.currentSrc)
      expect(modalCopy).toBe(cardCopy)
      expect([...fronts]).toEqual([new URL(cardCopy).pathname])
    })
  })
}

test('the list’s largest picture is in the server’s HTML with its size', async ({ page }, testInfo) => {
  const html = await (await page.request.get('/products/1')).text()
  const img = /<picture><source type="image\/webp" srcset="([^"]+)"[^>]*><img ([^>]+)>/.exec(html)
  expect(img, 'a <picture> in the HTML').not.toBeNull()
  expect(img![2]).toMatch(/fetchPriority="high"/i)
  expect(img![2]).toMatch(/loading="eager"/)
  expect(img![2]).toMatch(/width="236" height="344"/)
  if (!jsEnabled(testInfo)) return
  // With JavaScript: the page's largest paint is that picture, one of the copies the HTML lists.
  await page.goto('/products/1')
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { url: string }
          resolve(last.url)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
  expect(img![1]).toContain(new URL(lcp).pathname)
})
