import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createEncryptedCookie } from './encrypted-cookie.server.ts'

const schema = z.object({ password: z.string() })
const make = (secrets: string[], maxAgeSeconds = 60) =>
  createEncryptedCookie({ name: 'pending', secrets, maxAgeSeconds, secure: false, schema })
const requestWith = (setCookie: string) => new Request('http://shop.test/', { headers: { Cookie: setCookie.split(';')[0]! } })

describe('the encrypted cookie', () => {
  it('round-trips a value that never appears in the cookie text', async () => {
    const cookie = make(['a'.repeat(32)])
    const header = await cookie.serialize({ password: 'Secret#2026' })
    expect(header).not.toContain('Secret')
    expect(header).toMatch(/HttpOnly/i)
    expect(await cookie.read(requestWith(header))).toEqual({ password: 'Secret#2026' })
  })

  it('reads nothing from a changed, foreign or expired value', async () => {
    const cookie = make(['a'.repeat(32)])
    const header = await cookie.serialize({ password: 'x' })
    const [pair] = header.split(';')
    const [name, value] = pair!.split('=')
    const flipped = `${name}=${value!.slice(0, -3)}${value!.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`
    expect(await cookie.read(requestWith(flipped))).toBeNull()
    expect(await make(['b'.repeat(32)]).read(requestWith(header))).toBeNull()
    const expired = make(['a'.repeat(32)], -1)
    expect(await expired.read(requestWith(await expired.serialize({ password: 'x' })))).toBeNull()
    expect(await cookie.read(new Request('http://shop.test/', { headers: { Cookie: 'pending=%E0%A4%A' } }))).toBeNull()
  })

  it('still reads a value sealed with an older secret after rotation', async () => {
    const old = await make(['old-secret-'.padEnd(32, 'x')]).serialize({ password: 'p' })
    const rotated = make(['new-secret-'.padEnd(32, 'y'), 'old-secret-'.padEnd(32, 'x')])
    expect(await rotated.read(requestWith(old))).toEqual({ password: 'p' })
  })
})
