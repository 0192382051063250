/** What an article's pictures may be once cleaned: https or the shop's own, never http (blocked as mixed content). */
import { describe, expect, it } from 'vitest'
import { sanitizeNewsHtml } from './news-html.ts'

describe('sanitizeNewsHtml pictures', () => {
  it('keeps https and shop pictures, lazily loaded', () => {
    expect(sanitizeNewsHtml('<img src="https://example.com/a.jpg" alt="卡"><img src="/media/b.png">')).toBe(
      '<img src="https://example.com/a.jpg" alt="卡" loading="lazy" /><img src="/media/b.png" loading="lazy" />',
    )
  })

  it('leaves out an http picture, whatever its case or spacing, and keeps the text around it', () => {
    for (const img of ['<img src="http://example.com/a.jpg">', '<IMG SRC=" HTTP://example.com/a.jpg" alt="x">']) {
      expect(sanitizeNewsHtml(`<p>前${img}後</p>`)).toBe('<p>前後</p>')
    }
  })

  it('keeps http links: only pictures are blocked by the browser', () => {
    expect(sanitizeNewsHtml('<a href="http://example.com/">站</a>')).toContain('href="http://example.com/"')
  })
})
