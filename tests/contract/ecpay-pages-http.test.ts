/**
 * Through the real HTTP app in production mode (`npm run build` first): the ECPay pages keep their
 * own tight CSP instead of the storefront's nonce policy, and storefront pages keep theirs (with
 * https images from anywhere).
 */
import { beforeAll, expect, it } from 'vitest'
import { useStorefrontApp } from '#tests/setup/storefront-app.ts'

let request: Awaited<ReturnType<typeof useStorefrontApp>>['request']

beforeAll(async () => {
  ;({ request } = await useStorefrontApp())
})

it("keeps a store page's own CSP and the storefront's nonce policy elsewhere", async () => {
  const reply = await request('/api/v1/ecpay/store-reply/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      MerchantTradeNo: 'M0000000000000000001',
      CVSStoreID: '131386',
      CVSStoreName: '鑫忠孝門市',
      CVSAddress: '台北市',
    }).toString(),
  })
  expect(reply.status).toBe(404)
  expect(await reply.text()).toContain('這次的門市選擇已失效')
  const own = reply.headers.get('content-security-policy')!
  expect(own).toMatch(/^default-src 'none'/)
  expect(own).not.toContain('nonce-')
  // The other security headers still come from the app.
  expect(reply.headers.get('x-frame-options')).toBe('DENY')

  const home = await request('/')
  expect(home.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/)
  // News covers and article images from other sites over https load (docs/architecture.md#security-patterns).
  expect(home.headers.get('content-security-policy')).toMatch(/img-src 'self' data: https:(;| )/)
  expect(home.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
})

// docs/integrations.md#popup-or-same-window: with the storefront's COOP on the stand-in map, the
// popup would lose its opener at the reply page and show the checkout instead of closing.
it("answers the stand-in map without the storefront's COOP, as ECPay's map does", async () => {
  const map = await request('/api/v1/ecpay/dev-map/')
  expect(map.status).toBe(400)
  expect(await map.text()).toContain('無法開啟門市地圖')
  expect(map.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
})
