import { expect, it } from 'vitest'
import { addressCarriesPage } from './banner.server.ts'

it("offers the phone's browser except where the page stands on this browser's cookies", () => {
  const at = (path: string) => addressCarriesPage(new URL(path, 'https://shop.example.tw'))
  expect(at('/products/1?rarity=SR')).toBe(true)
  expect(at('/register')).toBe(true)
  expect(at('/forgot-password')).toBe(true)
  expect(at('/register?step=otp')).toBe(false)
  expect(at('/password/reset/confirm')).toBe(false)
  expect(at('/password/reset/confirm?token=abc')).toBe(false)
  expect(at('/cart')).toBe(false)
  expect(at('/checkout?merchant_trade_no=M0000000000000000001')).toBe(false)
  expect(at('/cart/shared/abcdefghij')).toBe(true)
})
