import { describe, expect, it } from 'vitest'
import { checkMacValue, isValidMac } from './check-mac-value.ts'

const keys = { hashKey: '5294y06JbISpM5x9', hashIv: 'v77hoKGq4kWxNNIS' }
const vector = {
  MerchantID: 2000132,
  LogisticsType: 'CVS',
  LogisticsSubType: 'UNIMART',
  MerchantTradeDate: '2025/01/01 12:00:00',
}

describe('CheckMacValue', () => {
  it('matches the known test vector (docs/integrations.md#checkmacvalue)', () => {
    expect(checkMacValue(vector, keys)).toBe('545E6146FD45BDA683C88454DB34CE8D')
  })

  it('ignores a CheckMacValue already in the parameters and the order of keys', () => {
    const shuffled = {
      MerchantTradeDate: vector.MerchantTradeDate,
      CheckMacValue: 'X',
      LogisticsSubType: 'UNIMART',
      LogisticsType: 'CVS',
      MerchantID: 2000132,
    }
    expect(checkMacValue(shuffled, keys)).toBe('545E6146FD45BDA683C88454DB34CE8D')
  })

  it('hashes empty values, changes with any value, and with the keys', () => {
    const base = checkMacValue(vector, keys)
    expect(checkMacValue({ ...vector, ExtraData: '' }, keys)).not.toBe(base)
    expect(checkMacValue({ ...vector, LogisticsSubType: 'UNIMARTC2C' }, keys)).not.toBe(base)
    expect(checkMacValue(vector, { ...keys, hashIv: 'other' })).not.toBe(base)
  })

  it("encodes like PHP urlencode: ( ) ! * stay, ~ and ' are escaped, space is +", () => {
    // Same string through two spellings ECPay treats alike: '(' literal vs its escape must agree.
    const a = checkMacValue({ Name: 'a(b)!*' }, keys)
    expect(a).toMatch(/^[0-9A-F]{32}$/)
    expect(checkMacValue({ Name: "a'b" }, keys)).not.toBe(checkMacValue({ Name: 'a%27b' }, keys))
  })

  it('verifies a received value case-insensitively and refuses a wrong one', () => {
    const params = { ...Object.fromEntries(Object.entries(vector).map(([k, v]) => [k, String(v)])) }
    expect(isValidMac({ ...params, CheckMacValue: '545e6146fd45bda683c88454db34ce8d' }, keys)).toBe(
      true,
    )
    expect(isValidMac({ ...params, CheckMacValue: '545E6146FD45BDA683C88454DB34CE8E' }, keys)).toBe(
      false,
    )
    expect(isValidMac(params, keys)).toBe(false)
  })
})
