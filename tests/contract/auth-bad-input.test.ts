/** No input to the auth calls makes the API answer 5xx: each gets a 4xx with Chinese messages. */
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { NOT_JSON } from '#backend/http/body.ts'
import { memoryNotifier, newShopper } from '#tests/setup/auth-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
const outbox = memoryNotifier()
beforeAll(async () => {
  ;({ api } = await useTestShopApi({ auth: { notifier: outbox.notifier } }))
})

const PATHS = [
  '/auth/send-otp/',
  '/auth/register/',
  '/auth/login/',
  '/auth/password/reset/',
  '/auth/password/reset/check/',
  '/auth/password/reset/confirm/',
]
const huge = '龍'.repeat(20_000)
const FIELDS = [
  'username',
  'last_name',
  'first_name',
  'email',
  'phone_number',
  'password',
  'password2',
  'otp_code',
  'token',
  'new_password1',
  'new_password2',
]
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]))

/** Raw bodies: [label, body, content type]. */
const BODIES: [string, string | undefined, string][] = [
  ['empty body', undefined, 'application/json'],
  ['whitespace', '   ', 'application/json'],
  ['not JSON', '{"email":', 'application/json'],
  ['form encoded', 'email=a%40b.tw&password=x', 'application/x-www-form-urlencoded'],
  ['text/plain JSON-looking', '{"email": 1}', 'text/plain'],
  ['null', 'null', 'application/json'],
  ['array', '[1,2]', 'application/json'],
  ['string', '"hello"', 'application/json'],
  ['number', '42', 'application/json'],
  ['wrong types', JSON.stringify(everyField(123)), 'application/json'],
  ['nested objects', JSON.stringify(everyField({ $ne: null })), 'application/json'],
  ['arrays as values', JSON.stringify(everyField(['a', 'b'])), 'application/json'],
  ['null values', JSON.stringify(everyField(null)), 'application/json'],
  ['huge strings', JSON.stringify(everyField('x'.repeat(3000))), 'application/json'],
  ['too large body', JSON.stringify({ email: huge, password: huge }), 'application/json'],
  [
    'prototype keys',
    '{"__proto__": {"email": "a@b.tw", "isAdmin": true}, "constructor": {"prototype": {}}}',
    'application/json',
  ],
  ['NUL bytes', JSON.stringify(everyField('a\u0000b')), 'application/json'],
  ['lone surrogate', '{"email": "\\ud800@x.tw", "password": "\\udfff"}', 'application/json'],
]

describe.each(PATHS)('POST %s', (path) => {
  it.each(BODIES)('answers %s with a 4xx and a message', async (_label, body, type) => {
    const response = await api.request(`/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body,
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    const json = (await response.json()) as Record<string, unknown>
    const messages = Object.values(json).flat().join('')
    expect(messages).toMatch(/[\u4e00-\u9fff]/)
  })
})

it('prototype keys do not reach any object', async () => {
  await api.request('/api/v1/auth/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"__proto__": {"polluted": true}, "email": "a@b.tw", "password": "x"}',
  })
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
})

it.each(['/auth/token/refresh/', '/auth/logout/'])(
  'POST %s ignores odd bodies and cookies',
  async (path) => {
    for (const cookie of [
      'shop_refresh=%',
      'shop_refresh="a',
      'shop_refresh=' + 'x'.repeat(8000),
      '=;;==',
    ]) {
      const response = await api.request(`/api/v1${path}`, {
        method: 'POST',
        headers: { Cookie: cookie },
        body: '[[',
      })
      expect(response.status).toBeLessThan(500)
    }
  },
)

it('GET on a POST-only auth path is a 4xx, not a 5xx', async () => {
  const response = await api.request('/api/v1/auth/login/')
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
})

// A browser sends these to another site without asking it first (no CORS preflight): any page a
// shopper opened could otherwise send SMS codes and reset mails from the shopper's own IP.
describe('a JSON body a browser may send cross-site without asking', () => {
  const shopper = newShopper()
  const body = JSON.stringify({ username: shopper.username, email: shopper.email, phone_number: shopper.phone_number })
  it.each([
    ['text/plain', { 'Content-Type': 'text/plain;charset=UTF-8' }],
    ['a form type', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['no type at all', {}],
  ])('sent as %s is refused unread: no SMS goes out', async (_label, headers: Record<string, string>) => {
    const sent = outbox.sms.length
    const response = await api.request('/api/v1/auth/send-otp/', { method: 'POST', headers, body: new Blob([body]) })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: NOT_JSON })
    expect(outbox.sms.length).toBe(sent)
  })

  it('sent as application/json (which makes a browser ask first) is read', async () => {
    const other = newShopper()
    const response = await api.request('/api/v1/auth/send-otp/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ username: other.username, email: other.email, phone_number: other.phone_number }),
    })
    expect(response.status).toBe(200)
  })
})
