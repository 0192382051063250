import { describe, expect, it } from 'vitest'
import { escapeHtml } from './html-escape.ts'

describe('escapeHtml', () => {
  it('turns the five characters that end text or an attribute into references, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;amp;&#60;/a&#62;')
    expect(escapeHtml('青眼の白龍 QCCU-JP001 / 50vw, 1x')).toBe('青眼の白龍 QCCU-JP001 / 50vw, 1x')
    expect(escapeHtml(1260)).toBe('1260')
    expect(escapeHtml('')).toBe('')
  })

  it('gives the very text back once its references are read (a browser does so: card-picture.test.tsx)', () => {
    const text = `"'><script>alert(1)</script>&#60;`
    expect(escapeHtml(text).replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))).toBe(text)
  })
})
