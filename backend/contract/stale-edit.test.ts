import { describe, expect, it } from 'vitest'
import { sameValue } from './stale-edit.ts'

describe('comparing a sent field with what the page showed', () => {
  it('reads a textarea sent back with CRLF (or CR) line breaks as the text it showed', () => {
    expect(sameValue('<p>一</p>\r\n<p>二</p>', '<p>一</p>\n<p>二</p>')).toBe(true)
    expect(sameValue('一\r二', '一\n二')).toBe(true)
    expect(sameValue(['別名\r\n'], ['別名\n'])).toBe(true)
    expect(sameValue('一\n二', '一二')).toBe(false)
  })

  it('reads a date as its instant, and tells other values apart', () => {
    expect(sameValue(new Date('2026-11-20T12:00:00+08:00'), new Date('2026-11-20T04:00:00Z'))).toBe(true)
    expect(sameValue(new Date('2026-11-20T12:00:00+08:00'), '2026-11-20T04:00:00.000Z')).toBe(true)
    expect(sameValue(null, '')).toBe(false)
    expect(sameValue(3, '3')).toBe(false)
  })
})
