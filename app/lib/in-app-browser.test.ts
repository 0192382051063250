import { describe, expect, it } from 'vitest'
import { detectInAppBrowser, lineExternalUrl } from './in-app-browser.ts'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'

describe('detectInAppBrowser', () => {
  it.each([
    [`${IPHONE} Safari Line/14.19.1`, true, true],
    [`${IPHONE} [FBAN/FBIOS;FBAV/480.0.0.0]`, true, false],
    [`${IPHONE} Instagram 360.0.0.0`, true, false],
    [`${IPHONE} Messenger`, true, false],
    [`${IPHONE} Twitter for iPhone`, true, false],
    [`${IPHONE} Version/18.1 Safari/604.1`, false, false],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36', false, false],
    ['', false, false],
  ])('%s', (ua, inApp, line) => {
    expect(detectInAppBrowser(ua)).toEqual({ inApp, line })
  })

  it('adds openExternalBrowser=1 for LINE, keeping the query', () => {
    expect(lineExternalUrl('https://shop.tw/products/1?rarity=SR')).toBe('https://shop.tw/products/1?rarity=SR&openExternalBrowser=1')
  })
})
