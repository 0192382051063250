import { describe, expect, it } from 'vitest'
import { createAppStylesheet } from './app-stylesheet.server.ts'
import { precompressedFormOf } from './precompressed-chunk.server.ts'

const HREF = '/assets/app-AbC123.css'
const stylesheet = createAppStylesheet(HREF, '.site-header{position:sticky}.x::after{content:"</style>"}')
const request = (cookie?: string) => new Request('http://shop.test/', { headers: cookie ? { Cookie: cookie } : {} })
const NONCE = 'bm9uY2U='
const text = (head: Array<string | Uint8Array>) => head.map((part) => (typeof part === 'string' ? part : new TextDecoder().decode(part))).join('')

describe('createAppStylesheet', () => {
  it('puts the rules in a first visit’s page, asks for the file ahead and remembers that with a cookie', () => {
    const first = stylesheet(request(), NONCE, true)
    expect(text(first.head)).toBe(
      `<style nonce="${NONCE}">.site-header{position:sticky}.x::after{content:"<\\/style>"}</style>` +
        `<link rel="prefetch" href="${HREF}" as="style" nonce="${NONCE}"/>`,
    )
    // The rules come as bytes compressed once, for the page's compression to splice in.
    expect(first.head.filter((part) => typeof part !== 'string').map((part) => precompressedFormOf(part as Uint8Array))).toHaveLength(1)
    expect(first.head.every((part) => typeof part === 'string' || precompressedFormOf(part))).toBe(true)
    expect(first.preload).toEqual([])
    expect(first.setCookie).toBe('css=app-AbC123.css; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure')
    expect(stylesheet(request(), NONCE, false).setCookie).toBe('css=app-AbC123.css; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax')
  })

  it('links the file, with a preload header, once the browser was sent it', () => {
    for (const cookie of ['css=app-AbC123.css', 'csrf=abc; css=app-AbC123.css', 'css=app-AbC123.css; cart=x']) {
      const later = stylesheet(request(cookie), NONCE, true)
      expect(later.head, cookie).toEqual([`<link rel="stylesheet" href="${HREF}" nonce="${NONCE}"/>`])
      expect(later.preload).toEqual([`<${HREF}>; rel=preload; as=style`])
      expect(later.setCookie).toBeUndefined()
    }
  })

  it('inlines again for the stylesheet of another build, or a cookie of another name', () => {
    for (const cookie of ['css=app-OLD.css', 'xcss=app-AbC123.css', 'css=', 'csrf=css=app-AbC123.css']) {
      expect(text(stylesheet(request(cookie), NONCE, true).head), cookie).toMatch(/^<style /)
    }
  })
})
