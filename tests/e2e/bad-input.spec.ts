import { expect, test } from './fixtures.ts'

// Whatever a shopper's browser (or anyone) sends, the storefront answers with a page or a
// message and a 4xx, never a 500.
const PAGES = [
  '/products/0', '/products/-1', '/products/abc', '/products/1.5', '/products/99999999',
  '/products/1?page=abc', '/products/1?jump=%00', '/products/1?ordering=%27', '/products/1?category=%E0%A4%A',
  '/products/1?rarity=' + 'x'.repeat(3000), '/products/1/detail/%3Cscript%3E', '/products/1/detail/' + 'A'.repeat(300),
  '/search?q=' + 'あ'.repeat(500), '/search?page=0', '/search?page=-3', '/search?q=%25&page=99999', '/search?limit=1000',
  '/search/detail/..%2F..', '/news/0', '/news/%00', '/news?page=abc', '/news?page=999', '/cart/shared/%00',
  '/password/reset/confirm?token=', '/%2e%2e/%2e%2e/etc/passwd', '/products/1/detail/', '/assets/nope.js',
]

for (const url of PAGES) {
  test(`GET ${url.slice(0, 60)} is not a server error`, async ({ request }) => {
    const response = await request.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBeLessThan(500)
  })
}

test('POSTs with a missing or wrong CSRF token are refused with a message', async ({ request, page }) => {
  const missing = await request.post('/cart', { form: { intent: 'add', product_code: 'QCCU-JP001-UR-S', quantity: '1' }, maxRedirects: 0 })
  expect(missing.status()).toBe(403)
  expect(await missing.text()).toContain('表單已過期')
  // A real page gives the browser a token cookie; a forged token still fails.
  await page.goto('/products/1')
  const forged = await page.request.post('/cart', { form: { csrf: 'forged', intent: 'add', product_code: 'X', quantity: '1' }, maxRedirects: 0 })
  expect(forged.status()).toBe(403)
})

test('odd POST bodies and methods are 4xx', async ({ request }) => {
  for (const [url, options] of [
    ['/cart', { data: '{not a form', headers: { 'Content-Type': 'application/json' } }],
    ['/cart', { multipart: { intent: 'add' } }],
    ['/products/1', { form: { x: '1' } }],
    ['/resources/in-app-banner', { form: {} }],
    ['/nope', { form: { a: 'b' } }],
  ] as const) {
    const response = await request.post(url, { ...options, maxRedirects: 0 })
    expect(response.status(), url).toBeGreaterThanOrEqual(400)
    expect(response.status(), url).toBeLessThan(500)
  }
  expect((await request.delete('/products/1')).status()).toBeLessThan(500)
})

test('pages carry security headers with a per-request script nonce', async ({ request }) => {
  const [a, b] = await Promise.all([request.get('/products/1'), request.get('/products/1')])
  const csp = a.headers()['content-security-policy']!
  expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toBe(b.headers()['content-security-policy'])
  expect(a.headers()['x-content-type-options']).toBe('nosniff')
  expect(a.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  const html = await a.text()
  const nonce = csp.match(/'nonce-([^']+)'/)![1]!
  for (const tag of html.match(/<script\b[^>]*>/g)!) if (!tag.includes('application/ld+json')) expect(tag).toContain(`nonce="${nonce}"`)
})
