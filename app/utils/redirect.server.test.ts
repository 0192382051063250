import { describe, expect, it } from 'vitest'
import { MAX_REDIRECT_LENGTH, safeRedirectPath } from './redirect.server.ts'

describe('safeRedirectPath', () => {
  it.each([
    ['/products/2?rarity=UR#top', '/products/2?rarity=UR#top'],
    ['/search?q=青眼', '/search?q=%E9%9D%92%E7%9C%BC'],
    ['/products/1/detail/QCCU-JP001-UR-S', '/products/1/detail/QCCU-JP001-UR-S'],
    ['/a/../cart', '/cart'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/😀', '/%F0%9F%98%80'],
  ])('keeps the same-origin path %j as %j', (value, expected) => {
    expect(safeRedirectPath(value, '/fallback')).toBe(expected)
  })

  it.each([
    ['a tab that a browser drops', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return (header splitting)', '/x\r\nSet-Cookie: a=b'],
    ['a NUL', '/\u0000'],
    ['a C1 control', '/\u0085x'],
    ['a tab then a backslash', '/\t\\evil.example'],
    ['a backslash', '/\\evil.example'],
    ['protocol-relative', '//evil.example'],
    ['dot segments collapsing to //', '/.//evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'products/1'],
    ['empty', ''],
    ['100 KB', '/' + 'a'.repeat(100_000)],
    ['one over the cap', '/' + 'a'.repeat(MAX_REDIRECT_LENGTH)],
    ['a short value that grows past the cap when encoded', '/' + '青'.repeat(400)],
    ['a non-string', 42],
    ['null', null],
  ])('refuses %s', (_label, value) => {
    expect(safeRedirectPath(value, '/fallback')).toBe('/fallback')
  })

  it('answers only values a Location header can carry', () => {
    for (const value of ['/ü', '/\u4e00?x=\u00ff', '/a b', '/"<>`{}', '/\ud83c\udccf#\u0100']) {
      const path = safeRedirectPath(value, '/fallback')
      expect(() => new Headers({ Location: path })).not.toThrow()
      expect(path).toMatch(/^\/[\x21-\x7e]*$/)
    }
  })
})
