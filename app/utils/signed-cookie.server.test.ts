import { createCookie } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createSignedCookie, unsignValue } from './signed-cookie.server.ts'

const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, maxAge: 60 }
const pair = (setCookie: string) => setCookie.split(';')[0]!
const value = { access: 'a.b.c', refresh: 'r+/=x', note: '卡片 ✓' }

describe('signed cookies', () => {
  it('writes exactly what React Router writes, so cookies already in browsers stay valid', async () => {
    const ours = createSignedCookie('__session', ['s1'], options)
    const theirs = createCookie('__session', { ...options, secrets: ['s1'] })
    expect(await ours.serialize(value)).toBe(await theirs.serialize(value))
    expect(await ours.parse(pair(await theirs.serialize(value)))).toEqual(value)
    expect(await theirs.parse(pair(await ours.serialize('QCCU-JP001*2')))).toBe('QCCU-JP001*2')
  })

  it('reads every value React Router writes as React Router reads it', async () => {
    const values = [value, 'QCCU-JP001-SE-A*1|RC04-JP001-UR-S*2', 0, 42.5, true, null, [], ['灰流うらら', '🐉', 'é\u0000'], { a: { b: ['青眼の白龍'] } }, '%E9%BE%8D %', '']
    const ours = createSignedCookie('__session', ['s1'], options)
    const theirs = createCookie('__session', { ...options, secrets: ['s1'] })
    for (const v of values) {
      const header = pair(await theirs.serialize(v))
      expect(await ours.parse(header), JSON.stringify(v)).toEqual(await theirs.parse(header))
    }
  })

  it('reads a value signed with an older secret (rotation) and refuses one signed with an unknown secret', async () => {
    const old = createSignedCookie('cart', ['old'], options)
    const rotated = createSignedCookie('cart', ['new', 'old'], options)
    const stranger = createSignedCookie('cart', ['other'], options)
    const header = pair(await old.serialize('A*1'))
    expect(await rotated.parse(header)).toBe('A*1')
    expect(await stranger.parse(header)).toBeNull()
  })

  it('refuses an edited value or signature', async () => {
    const cookie = createSignedCookie('cart', ['s1'], options)
    const header = decodeURIComponent(pair(await cookie.serialize('A*1')))
    const [, signed] = header.split('=', 2) as [string, string]
    const dot = signed.lastIndexOf('.')
    const edited = `cart=${encodeURIComponent(btoa(JSON.stringify('A*9')) + signed.slice(dot))}`
    expect(await cookie.parse(edited)).toBeNull()
    expect(await cookie.parse(`cart=${encodeURIComponent(signed.slice(0, -2))}`)).toBeNull()
    expect(unsignValue('no-signature', ['s1'])).toBeNull()
  })

  it('finds its own cookie among others, first one wins, and an empty value reads as empty', async () => {
    const cookie = createSignedCookie('csrf', ['s1'], options)
    const mine = pair(await cookie.serialize('token'))
    expect(await cookie.parse(`other=1; ${mine}; csrf=forged`)).toBe('token')
    expect(await cookie.parse('other=1')).toBeNull()
    expect(await cookie.parse(null)).toBeNull()
    expect(await cookie.parse('csrf=')).toBe('')
    expect(await cookie.serialize('', { maxAge: 0 })).toMatch(/^csrf=; Max-Age=0/)
  })

  it('reads a value it read before as the same frozen value, and still refuses an edited one', async () => {
    const cookie = createSignedCookie('__session', ['s1'], options)
    const header = `csrf=1; ${pair(await cookie.serialize(value))}; cart=2`
    const first = await cookie.parse(header)
    expect(first).toEqual(value)
    expect(Object.isFrozen(first)).toBe(true)
    expect(await cookie.parse(`theme=dark; ${pair(await cookie.serialize(value))}`)).toBe(first)
    const signed = decodeURIComponent(pair(await cookie.serialize(value))).slice('__session='.length)
    expect(await cookie.parse(`__session=${encodeURIComponent(`${signed.slice(0, -1)}x`)}`)).toBeNull()
  })

  it('reads each of several cookies from one header, as the cookie package does', async () => {
    const session = createSignedCookie('__session', ['s1'], options)
    const cart = createSignedCookie('cart', ['s1'], options)
    const header = `${pair(await session.serialize(value))}; cart="${decodeURIComponent(pair(await cart.serialize('A*1')).slice(5))}"; junk; cart=forged`
    expect(await session.parse(header)).toEqual(value)
    expect(await cart.parse(header)).toBe('A*1')
    expect(await session.parse(header)).toEqual(value)
  })
})
