import { describe, expect, it } from 'vitest'
import { createSignedCookie } from './signed-cookie.server.ts'
import { ShopCSRF } from './csrf.server.ts'

const cookie = createSignedCookie('csrf', ['secret'], { path: '/' })
const csrf = new ShopCSRF({ cookie, secret: 'secret' })
/** remix-utils' own signing and checking (private there). */
const remix = csrf as unknown as { sign(value: string): string; verifySignature(token: string): boolean }

async function formWith(token: string, field = token) {
  const setCookie = await cookie.serialize(token)
  const headers = new Headers({ Cookie: setCookie.split(';')[0]! })
  const form = new FormData()
  form.set('csrf', field)
  return { form, headers }
}

describe('ShopCSRF', () => {
  it('makes tokens in the format remix-utils signs and validates', async () => {
    const token = csrf.generate()
    const [value] = token.split('.') as [string]
    expect(token).toBe(`${value}.${remix.sign(value)}`)
    expect(remix.verifySignature(token)).toBe(true)
    const { form, headers } = await formWith(token)
    await expect(csrf.validate(form, headers)).resolves.toBeUndefined()
  })

  it('makes a different token each time and refuses a form carrying another one', async () => {
    const token = csrf.generate()
    expect(csrf.generate()).not.toBe(token)
    const { form, headers } = await formWith(token, csrf.generate())
    await expect(csrf.validate(form, headers)).rejects.toMatchObject({ code: 'mismatched_token' })
  })
})
