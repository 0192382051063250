import { describe, expect, it } from 'vitest'
import { formatDate, formatTwd } from './format.ts'
import { canonicalUrl } from './seo.ts'

describe('canonical URLs', () => {
  it('keep what changes the page and drop tracking parameters', () => {
    expect(canonicalUrl('https://shop.tw', 'https://shop.tw/products/2?rarity=SR&fbclid=abc&utm_source=line&ordering=-id')).toBe('https://shop.tw/products/2?rarity=SR&ordering=-id')
    expect(canonicalUrl('https://shop.tw', '/news?openExternalBrowser=1')).toBe('https://shop.tw/news')
  })
})

describe('formats', () => {
  it('prices as NT$1,234 and dates as 2026/11/22 in Taipei time', () => {
    expect(formatTwd(1234)).toBe('NT$1,234')
    expect(formatTwd(288)).toBe('NT$288')
    expect(formatDate('2026-11-21T17:30:00Z')).toBe('2026/11/22')
    expect(formatDate('not a date')).toBe('')
  })
})
