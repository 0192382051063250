/** Cellphones and SMS codes as Taiwanese shoppers type them (docs/integrations.md#taiwanese-phone-numbers). */
import { describe, expect, it } from 'vitest'
import { halfWidth } from './half-width.ts'
import { normaliseSmsCode, normaliseTwMobile } from './tw-mobile.ts'

describe('normaliseTwMobile', () => {
  it.each([
    '0912345678',
    ' 0912345678 ',
    '0912 345 678',
    '0912-345-678',
    '0912.345.678',
    '(0912)345-678',
    '(0912) 345 678',
    '０９１２３４５６７８',
    '０９１２－３４５－６７８',
    '０９１２　３４５　６７８',
    '（０９１２）３４５６７８',
    '0912–345–678',
    '+886 912 345 678',
    '+886-912-345-678',
    '+886912345678',
    '886912345678',
    '+8860912345678',
    '+886 (0)912-345-678',
    '＋８８６ ９１２ ３４５ ６７８',
  ])('reads %j as 0912345678', (typed) => {
    expect(normaliseTwMobile(typed)).toBe('0912345678')
  })

  it.each([
    ['10 digits not starting 09', '0812345678'],
    ['11 digits', '09123456789'],
    ['9 digits', '091234567'],
    ['a landline', '02-2345-6789'],
    ['a landline in the international form', '+886 2 2345 6789'],
    ['letters', '09l2345678'],
    ['letters after the number', '0912345678a'],
    ['another country', '+1 912 345 678'],
    ['a plus without the country code', '+0912345678'],
    ['886 and too few digits', '+886 912 345 67'],
    ['empty', ''],
    ['other digits NFKC would read', '⓪⑨①②③④⑤⑥⑦⑧'],
  ])('refuses %s (%j)', (_, typed) => {
    expect(normaliseTwMobile(typed)).toBeNull()
  })
})

describe('normaliseSmsCode', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    [' 12 34 56 ', '123456'],
    ['１２３ ４５６', '123456'],
    ['１２３　４５６', '123456'],
  ])('reads %j as %j', (typed, code) => {
    expect(normaliseSmsCode(typed)).toBe(code)
  })

  it('leaves letters for the schema to refuse', () => {
    expect(normaliseSmsCode('12a 456')).toBe('12a456')
  })
})

describe('halfWidth', () => {
  it('changes full-width ASCII and the ideographic space only', () => {
    expect(halfWidth('ＡＢ－０９（）　＋')).toBe('AB-09() +')
    expect(halfWidth('陳小明①')).toBe('陳小明①')
  })
})
