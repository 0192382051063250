/** Our synchronous HS256 check against tokens jose signs, and every way a token can be wrong. */
import { createHmac } from 'node:crypto'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { verifyHs256 } from './hs256.ts'

const key = Buffer.alloc(32, 7)
const other = Buffer.alloc(32, 9)
const now = new Date('2026-11-23T12:00:00Z')
const at = Math.floor(now.getTime() / 1000)
const expected = { issuer: 'iss', audience: 'aud', now }

function sign(claims: Record<string, unknown> = {}, header: Record<string, unknown> = { alg: 'HS256' }, signWith = key) {
  return new SignJWT({ role: 'customer', ...claims })
    .setProtectedHeader(header as { alg: string })
    .setSubject('7')
    .setIssuer('iss')
    .setAudience('aud')
    .setIssuedAt(at - 10)
    .setExpirationTime(at + 60)
    .sign(signWith)
}

/** A token built by hand, for headers and claims jose would not sign. */
function handMade(header: object, claims: object, signWith = key) {
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url')
  const signed = `${part(header)}.${part(claims)}`
  return `${signed}.${createHmac('sha256', signWith).update(signed).digest('base64url')}`
}
const good = { sub: '7', iss: 'iss', aud: 'aud', exp: at + 60 }

describe('verifyHs256', () => {
  it("accepts jose's token with any listed key and returns its claims", async () => {
    const token = await sign()
    expect(verifyHs256(token, [key], expected)).toMatchObject({ sub: '7', role: 'customer', iss: 'iss' })
    expect(verifyHs256(token, [other, key], expected)).toMatchObject({ sub: '7' })
    expect(verifyHs256(await sign({}, { alg: 'HS256', typ: 'JWT' }), [key], expected)).toBeDefined()
    expect(verifyHs256(handMade({ alg: 'HS256' }, { ...good, aud: ['x', 'aud'] }), [key], expected)).toBeDefined()
  })

  it('refuses another key, a changed payload or signature, and malformed tokens', async () => {
    const token = await sign()
    expect(verifyHs256(token, [other], expected)).toBeUndefined()
    const [h, p, s] = token.split('.') as [string, string, string]
    const staff = Buffer.from(
      Buffer.from(p, 'base64url').toString().replace('customer', 'staff'),
    ).toString('base64url')
    expect(verifyHs256(`${h}.${staff}.${s}`, [key], expected)).toBeUndefined()
    expect(verifyHs256(`${h}.${p}.${s.slice(0, -2)}AA`, [key], expected)).toBeUndefined()
    expect(verifyHs256(`${h}.${p}.${s}=`, [key], expected)).toBeUndefined()
    expect(verifyHs256(`${h}.${p}.${s}.x`, [key], expected)).toBeUndefined()
    expect(verifyHs256(`${h}.${p}`, [key], expected)).toBeUndefined()
    expect(verifyHs256('', [key], expected)).toBeUndefined()
    expect(verifyHs256(handMade({ alg: 'HS256' }, []), [key], expected)).toBeUndefined()
    const notJson = `${h}.bm90IGpzb24`
    expect(
      verifyHs256(`${notJson}.${createHmac('sha256', key).update(notJson).digest('base64url')}`, [key], expected),
    ).toBeUndefined()
  })

  it('refuses other algorithms and critical headers even when the HMAC matches', () => {
    expect(verifyHs256(handMade({ alg: 'none' }, good), [key], expected)).toBeUndefined()
    expect(verifyHs256(handMade({ alg: 'HS512' }, good), [key], expected)).toBeUndefined()
    expect(verifyHs256(handMade({}, good), [key], expected)).toBeUndefined()
    expect(verifyHs256(handMade({ alg: 'HS256', crit: ['exp'] }, good), [key], expected)).toBeUndefined()
    expect(verifyHs256(handMade({ alg: 'HS256' }, good), [key], expected)).toBeDefined()
  })

  it.each([
    ['another issuer', { iss: 'x' }],
    ['no issuer', { iss: undefined }],
    ['another audience', { aud: 'x' }],
    ['an audience list without ours', { aud: ['x'] }],
    ['expiry now', { exp: at }],
    ['expiry passed', { exp: at - 1 }],
    ['no expiry', { exp: undefined }],
    ['a text expiry', { exp: String(at + 60) }],
    ['not valid yet', { nbf: at + 1 }],
    ['a text issue time', { iat: 'now' }],
    ['no subject', { sub: undefined }],
    ['a number subject', { sub: 7 }],
  ])('refuses %s', (_name, change) => {
    expect(verifyHs256(handMade({ alg: 'HS256' }, { ...good, ...change }), [key], expected)).toBeUndefined()
  })
})
