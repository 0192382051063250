/** What LINE and Facebook read from a shared link: a large 1200x630 PNG preview that loads. */
import { expect, productPage, test } from './fixtures.ts'

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&')

test('pages name a PNG preview that answers 200 image/png', async ({ request }) => {
  const { results } = await productPage(request)
  const product = results[0]!
  const pages = ['/', '/products/1', '/search?q=QCCU', '/news', '/faq', `/products/1/detail/${product.product_code}`]
  for (const path of pages) {
    const html = await (await request.get(path)).text()
    const image = metaContent(html, 'og:image')
    expect(image, path).toMatch(/^https?:\/\/[^/]+\/api\/v1\/media\/og\/.+\.png$/)
    expect(metaContent(html, 'og:image:width'), path).toBe('1200')
    expect(metaContent(html, 'og:image:height'), path).toBe('630')
    expect(metaContent(html, 'twitter:card'), path).toBe('summary_large_image')
    const response = await request.get(image!)
    expect(response.status(), image).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  }
  const detail = await (await request.get(`/products/1/detail/${product.product_code}`)).text()
  expect(metaContent(detail, 'og:image')).toContain(`/og/products/${product.product_code}.png`)
})
