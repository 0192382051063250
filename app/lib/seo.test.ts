import { describe, expect, it } from 'vitest'
import { formatDate } from '#backend/contract/format-date.ts'
import { formatTwd } from './format.ts'
import type { Product } from '#backend/contract/catalogue.ts'
import { productDescription } from './product-seo.ts'
import { canonicalUrl, ogImageUrl, pageMeta } from './seo.ts'

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

describe('link previews', () => {
  const content = (tags: ReturnType<typeof pageMeta>, key: string) =>
    tags.find((tag) => ('property' in tag && tag.property === key) || ('name' in tag && tag.name === key))
  it('give every page with an address the shop card as a 1200x630 PNG, large', () => {
    const tags = pageMeta({ canonical: 'https://shop.tw/products/2?rarity=SR' })
    expect(content(tags, 'og:image')).toEqual({ property: 'og:image', content: 'https://shop.tw/api/v1/media/og/site.png' })
    expect(content(tags, 'og:image:type')?.content).toBe('image/png')
    expect(content(tags, 'og:image:width')?.content).toBe('1200')
    expect(content(tags, 'og:image:height')?.content).toBe('630')
    expect(content(tags, 'twitter:card')?.content).toBe('summary_large_image')
    expect(ogImageUrl('https://shop.tw', { product: 'QCCU-JP001-UR-S' })).toBe('https://shop.tw/api/v1/media/og/products/QCCU-JP001-UR-S.png')
    expect(ogImageUrl('https://shop.tw', { sharedCart: 'AbC_-0123456789abcdefgh' })).toBe('https://shop.tw/api/v1/media/og/carts/AbC_-0123456789abcdefgh.png')
  })

  it('name a card once when its Chinese name is its Japanese name', () => {
    const product = {
      base_name: '無限泡影',
      card_number: 'FLOD-JP077',
      rarity: 'SE',
      condition: 'S',
      price_twd: 490,
      card: { name_zh: '無限泡影', description: '陷阱卡。' },
    } as Product
    expect(productDescription(product)).toBe('無限泡影 FLOD-JP077 SE・卡況 S・NT$490。陷阱卡。')
    const zh = { ...product, base_name: '灰流うらら', card: { ...product.card, name_zh: '灰流麗' } } as Product
    expect(productDescription(zh)).toMatch(/^灰流うらら（灰流麗） FLOD-JP077/)
  })
})
