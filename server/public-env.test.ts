import { describe, expect, it } from 'vitest'
import { parseEnv, publicEnv } from './env.ts'

describe('publicEnv', () => {
  it('leaves social accounts that are not configured undefined (no generic home pages)', () => {
    const shared = publicEnv(parseEnv({}))
    expect(shared.lineUrl).toBeUndefined()
    expect(shared.facebookUrl).toBeUndefined()
    expect(shared.instagramUrl).toBeUndefined()
  })

  it('passes the shop’s own accounts through', () => {
    const shared = publicEnv(parseEnv({ LINE_URL: 'https://line.me/R/ti/p/@shop', FACEBOOK_URL: 'https://www.facebook.com/shop' }))
    expect(shared).toMatchObject({ lineUrl: 'https://line.me/R/ti/p/@shop', facebookUrl: 'https://www.facebook.com/shop', instagramUrl: undefined })
  })
})
