import { describe, expect, it } from 'vitest'
import { readAccessToken } from './user.server.ts'

const token = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`
const claims = { sub: '7', role: 'customer', first_name: '小美', last_name: '林', email: 'a@b.tw', phone_number: '0912345678', exp: 2_000_000_000, iat: 1_999_999_100 }

describe('readAccessToken', () => {
  it('reads a token’s claims once: the same token gives the same frozen user', () => {
    const access = token(claims)
    const user = readAccessToken(access)
    expect(user).toMatchObject({ id: 7, firstName: '小美', email: 'a@b.tw', accessToken: access, expiresAt: 2_000_000_000 })
    expect(Object.isFrozen(user)).toBe(true)
    expect(readAccessToken(access)).toBe(user)
    expect(readAccessToken(token({ ...claims, first_name: '小華' }))?.firstName).toBe('小華')
  })

  it('reads a token without claims as no user, every time', () => {
    expect(readAccessToken('not-a-token')).toBeNull()
    expect(readAccessToken(token({ sub: 1 }))).toBeNull()
    expect(readAccessToken('not-a-token')).toBeNull()
  })
})
