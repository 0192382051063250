/**
 * A page whose largest paint is a product picture names that picture, and a page that links its
 * stylesheet names that, in `Link: rel=preload` headers the browser reads before the HTML (issue
 * 13, app/lib/preload-links.server.ts). Each preload must be what the page then uses, or the phone
 * downloads it twice. A first visit's page carries the stylesheet inline instead
 * (app/lib/app-stylesheet.server.ts).
 */
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstListedCode, useStorefrontApp } from '#tests/setup/storefront-app.ts'

let shop: Awaited<ReturnType<typeof useStorefrontApp>>
let code: string
beforeAll(async () => {
  shop = await useStorefrontApp()
  code = await firstListedCode(shop.request)
})

/** A returning browser's cookie saying it was sent the stylesheet (set by any first page). */
let returning: string
beforeAll(async () => {
  const first = await shop.request('/terms')
  returning = first.headers.getSetCookie().find((cookie) => cookie.startsWith('css='))!.split(';')[0]!
})

async function page(path: string, cookie = returning) {
  const response = await shop.request(path, { headers: { Cookie: cookie } })
  expect(response.status, path).toBe(200)
  const links = (response.headers.get('Link') ?? '').split(/, (?=<)/).filter(Boolean)
  return { html: await response.text(), links, setCookie: response.headers.getSetCookie() }
}
const param = (link: string, name: string) => new RegExp(`; ${name}="([^"]*)"`).exec(link)?.[1]
const stylesheet = (html: string) => /<link[^>]* rel="stylesheet" href="([^"]+)"/.exec(html)?.[1]
/** The n-th picture `<source>` of the page, in document order. */
const source = (html: string, n = 0) => [...html.matchAll(/<source type="image\/webp" srcset="([^"]+)" sizes="([^"]+)"/g)][n]

describe('the stylesheet', () => {
  it.each(['/', '/products/1', '/cart'])('%s carries it inline on a first visit, as the built file has it', async (path) => {
    const { html, links, setCookie } = await page(path, '')
    const head = html.slice(0, html.indexOf('</head>'))
    const rules = /<style nonce="[^"]+">([^<]*)<\/style>/.exec(head)?.[1]
    const href = /<link rel="prefetch" href="(\/assets\/app-[^"]+\.css)" as="style"/.exec(head)?.[1]
    expect(href).toBeDefined()
    expect(`${rules}\n`).toBe(readFileSync(`build/client${href}`, 'utf8'))
    expect(stylesheet(html)).toBeUndefined()
    expect(links.filter((link) => link.includes('as=style'))).toEqual([])
    expect(setCookie).toContainEqual(expect.stringMatching(new RegExp(`^${returning}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax`)))
  })

  it('is linked, with no rules inline and no cookie set again, once the browser has it', async () => {
    const { html, setCookie } = await page('/')
    expect(stylesheet(html)).toMatch(/^\/assets\/app-.+\.css$/)
    expect(html).not.toContain('<style')
    expect(setCookie.filter((cookie) => cookie.startsWith('css='))).toEqual([])
  })
})

describe('preload headers', () => {
  it.each(['/', '/cart', '/terms', '/news'])('%s names its stylesheet first, and no picture', async (path) => {
    const { html, links } = await page(path)
    expect(stylesheet(html)).toMatch(/^\/assets\/app-.+\.css$/)
    expect(links).toEqual([`<${stylesheet(html)}>; rel=preload; as=style`])
  })

  it.each(['/products/1', '/search?q=%E9%BE%8D'])('%s names its first card’s picture as the card lists it', async (path) => {
    const { html, links } = await page(path)
    expect(links[0]).toBe(`<${stylesheet(html)}>; rel=preload; as=style`)
    expect(links).toHaveLength(2)
    const first = source(html)!
    expect(param(links[1]!, 'imagesrcset')).toBe(first[1])
    expect(param(links[1]!, 'imagesizes')).toBe(first[2])
  })

  it('a product modal names the list’s first card and the gallery’s first picture', async () => {
    const { html, links } = await page(`/products/1/detail/${code}`)
    expect(links).toHaveLength(3)
    const gallery = html.slice(html.indexOf('class="gallery"'))
    const [, srcset, sizes] = source(gallery)!
    expect(param(links[2]!, 'imagesrcset')).toBe(srcset)
    expect(param(links[2]!, 'imagesizes')).toBe(sizes)
  })

  it('a data request (a navigation with JavaScript) names no picture', async () => {
    for (const path of ['/products/1.data', `/products/1/detail/${code}.data`]) {
      const response = await shop.request(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Link') ?? '', path).not.toContain('as=image')
    }
  })

  it('a list with nothing to show names no picture', async () => {
    const { links } = await page('/search?q=zzzzqqqqxxxx')
    expect(links).toHaveLength(1)
  })
})
