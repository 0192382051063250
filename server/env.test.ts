import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.ts'

const PUBLIC_URL = 'https://shop.example.tw'

describe('parseEnv', () => {
  it('has safe development defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, SEED_ON_EMPTY: true })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.DATA_DIR).toMatch(/\/data$/)
  })

  it('refuses production without a real session secret', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/)
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short', PUBLIC_URL })).toThrow(EnvError)
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL }).NODE_ENV).toBe('production')
  })

  it('refuses production without PUBLIC_URL, so the Host header never builds a link', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/)
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'evil' })).toThrow(/PUBLIC_URL/)
    expect(parseEnv({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined()
  })

  it('reads SESSION_SECRET as a rotation list: first signs, each 32+ characters', () => {
    const [fresh, old] = ['n'.repeat(32), 'o'.repeat(40)]
    expect(parseEnv({ SESSION_SECRET: ` ${fresh} , ${old} ` }).SESSION_SECRETS).toEqual([fresh, old])
    expect(() => parseEnv({ SESSION_SECRET: `${fresh},short` })).toThrow(/SESSION_SECRET/)
    expect(() => parseEnv({ SESSION_SECRET: ' , ' })).toThrow(/SESSION_SECRET/)
  })

  it('names every bad variable', () => {
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CONTACT_EMAIL: 'nope', BACKEND_URL: 'ftp://x' })
      expect.unreachable()
    } catch (error) {
      const message = (error as Error).message
      for (const name of ['PORT', 'DATABASE_URL', 'CONTACT_EMAIL', 'BACKEND_URL']) expect(message).toContain(name)
    }
  })

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', BACKEND_URL: ' ', GA_MEASUREMENT_ID: '' })).toMatchObject({ DATABASE_URL: undefined, BACKEND_URL: undefined, GA_MEASUREMENT_ID: undefined })
  })

  it('reads the account settings: TRUST_PROXY off unless a number, mitake needs its account', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0)
    expect(parseEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(0)
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
    expect(parseEnv({}).SMS_PROVIDER).toBe('outbox')
    expect(() => parseEnv({ SMS_PROVIDER: 'mitake' })).toThrow(/SMS_PROVIDER/)
    expect(parseEnv({ SMS_PROVIDER: 'mitake', MITAKE_USERNAME: 'u', MITAKE_PASSWORD: 'p' }).SMS_PROVIDER).toBe('mitake')
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/)
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/)
  })

  it('reads JWT_SECRET as a rotation list like SESSION_SECRET, unset when empty', () => {
    const [fresh, old] = ['n'.repeat(32), 'o'.repeat(40)]
    expect(parseEnv({ JWT_SECRET: `${fresh}, ${old}` }).JWT_SECRETS).toEqual([fresh, old])
    expect(parseEnv({ JWT_SECRET: ' ' }).JWT_SECRETS).toBeUndefined()
    expect(() => parseEnv({ JWT_SECRET: `${fresh},short` })).toThrow(/JWT_SECRET/)
  })

  it('reads the ECPay settings: stand-in map and stage subtype by default, own merchant needs its keys', () => {
    const defaults = parseEnv({})
    expect([defaults.ECPAY_MAP_URL, defaults.ECPAY_MERCHANT_ID, defaults.ECPAY_SUBTYPE]).toEqual([undefined, undefined, 'UNIMART'])
    expect(parseEnv({ ECPAY_SUBTYPE: 'UNIMARTC2C', ECPAY_MAP_URL: 'https://logistics-stage.ecpay.com.tw/Express/map' })).toMatchObject({
      ECPAY_SUBTYPE: 'UNIMARTC2C',
      ECPAY_MAP_URL: 'https://logistics-stage.ecpay.com.tw/Express/map',
    })
    expect(() => parseEnv({ ECPAY_SUBTYPE: 'FAMI' })).toThrow(/ECPAY_SUBTYPE/)
    expect(() => parseEnv({ ECPAY_MAP_URL: 'ftp://x' })).toThrow(/ECPAY_MAP_URL/)
    expect(() => parseEnv({ ECPAY_MERCHANT_ID: '12' })).toThrow(/ECPAY_MERCHANT_ID/)
    expect(() => parseEnv({ ECPAY_MAP_URL: 'https://logistics.ecpay.com.tw/Express/map' })).toThrow(/ECPAY_MERCHANT_ID/)
    expect(() => parseEnv({ ECPAY_MERCHANT_ID: '3000001' })).toThrow(/ECPAY_HASH_KEY/)
    expect(parseEnv({ ECPAY_MERCHANT_ID: '3000001', ECPAY_HASH_KEY: 'k', ECPAY_HASH_IV: 'i' }).ECPAY_MERCHANT_ID).toBe('3000001')
  })
})
