/**
 * A page's JavaScript waits for the page (issue 13, app/lib/scripts-after-load.server.ts): with
 * JavaScript on, no script is asked for before the window's load, so the pictures and the first
 * paint have a slow phone's line to themselves, and the page still hydrates; with it off, the
 * browser downloads no script at all.
 */
import { expect, jsEnabled, test } from './fixtures.ts'

for (const path of ['/products/1', '/cart']) {
  test(`${path} asks for its scripts only after it has loaded`, async ({ page }, testInfo) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url())
    })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (!jsEnabled(testInfo)) {
      await page.waitForLoadState('networkidle')
      expect(scripts).toEqual([])
      return
    }
    // The fixture's goto waited for hydration: every script the page ran has its timing by now.
    const { loadStart, starts } = await page.evaluate(() => ({
      loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      starts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }))
    expect(starts.length).toBeGreaterThan(3)
    expect(loadStart).toBeGreaterThan(0)
    expect(starts.filter((entry) => entry.startTime < loadStart)).toEqual([])
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  })
}
