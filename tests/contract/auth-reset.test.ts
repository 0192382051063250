/** Contract of password reset: no account enumeration, single-use links, the error fields of docs/product-rules.md#password-reset. */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { ACCOUNT_MESSAGES as M } from '#backend/contract/accounts.ts'
import { DEMO_ACCOUNTS } from '#backend/seed/demo-accounts.ts'
import { jsonCaller, memoryNotifier, refreshFrom } from '#tests/setup/auth-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let post: ReturnType<typeof jsonCaller>
const outbox = memoryNotifier()
const staff = DEMO_ACCOUNTS.find((a) => a.role === 'staff')!
const customer = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!
let clock = Date.now()

beforeAll(async () => {
  ;({ api } = await useTestShopApi({
    auth: {
      notifier: outbox.notifier,
      publicUrl: 'https://shop.example.tw/',
      now: () => new Date(clock),
    },
  }))
  post = jsonCaller(api)
})

/** Asks for a link and waits for its mail (it is sent after the answer). */
async function resetLink(email: string) {
  const before = outbox.mail.length
  const answer = await post('/auth/password/reset/', { email })
  expect(answer).toEqual(
    expect.objectContaining({ status: 200, body: { message: M.resetRequested } }),
  )
  await vi.waitFor(() => expect(outbox.mail.length).toBe(before + 1))
  const mail = outbox.mail.at(-1)!
  const link = /https?:\/\/\S+/.exec(mail.text)![0]
  return { mail, link, token: new URL(link).searchParams.get('token')! }
}

describe('password reset request', () => {
  it('mails a link to PUBLIC_URL/password/reset/confirm with a token', async () => {
    const { mail, link, token } = await resetLink(customer.email.toUpperCase())
    expect(mail).toMatchObject({ to: customer.email, subject: M.mailSubjectReset })
    expect(link.startsWith('https://shop.example.tw/password/reset/confirm?token=')).toBe(true)
    expect(token).toMatch(/^[\w-]{40,}$/)
  })

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const before = outbox.mail.length
    const unknown = await post('/auth/password/reset/', { email: 'nobody-here@example.tw' })
    const known = await post('/auth/password/reset/', { email: staff.email })
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    await vi.waitFor(() => expect(outbox.mail.length).toBe(before + 1))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(outbox.mail.map((m) => m.to)).not.toContain('nobody-here@example.tw')
  })

  it('uses the request origin without PUBLIC_URL', async () => {
    const other = memoryNotifier()
    const plain = await useTestShopApi({ auth: { notifier: other.notifier } })
    const answer = await plain.api.request('http://shop.local:3000/api/v1/auth/password/reset/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: customer.email }),
    })
    expect(answer.status).toBe(200)
    await vi.waitFor(() => expect(other.mail).toHaveLength(1))
    expect(other.mail[0]!.text).toContain('http://shop.local:3000/password/reset/confirm?token=')
  })

  it('in production never builds the link from the Host header', async () => {
    const other = memoryNotifier()
    const lines: string[] = []
    const prod = await useTestShopApi({
      log: (l) => lines.push(l),
      auth: { notifier: other.notifier, production: true },
    })
    const answer = await prod.api.request('http://evil.example/api/v1/auth/password/reset/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: customer.email }),
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ message: M.resetRequested })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(other.mail).toEqual([])
    expect(lines.join()).toMatch(/PUBLIC_URL/)
  })

  it('requires a valid e-mail', async () => {
    expect(await post('/auth/password/reset/', {})).toMatchObject({
      status: 400,
      body: { email: [M.required] },
    })
    expect(await post('/auth/password/reset/', { email: 'nope' })).toMatchObject({
      status: 400,
      body: { email: [M.emailInvalid] },
    })
  })
})

describe('password reset confirm', () => {
  it('sets the new password once and ends every session of the account', async () => {
    const login = await post('/auth/login/', { email: staff.email, password: staff.password })
    const refresh = refreshFrom(login.headers)!
    const { token } = await resetLink(staff.email)
    const usable = { status: 200, body: { message: M.resetLinkUsable } }
    expect(await post('/auth/password/reset/check/', { token })).toMatchObject(usable)
    const done = await post('/auth/password/reset/confirm/', {
      token,
      new_password1: 'Brand#New22',
      new_password2: 'Brand#New22',
    })
    expect(done).toMatchObject({ status: 200, body: { message: M.resetDone } })
    expect(
      (await post('/auth/login/', { email: staff.email, password: staff.password })).status,
    ).toBe(401)
    expect(
      (await post('/auth/login/', { email: staff.email, password: 'Brand#New22' })).status,
    ).toBe(200)
    expect(
      (await post('/auth/token/refresh/', undefined, { Cookie: `shop_refresh=${refresh}` })).status,
    ).toBe(401)
    const again = await post('/auth/password/reset/confirm/', {
      token,
      new_password1: 'Other#New22',
      new_password2: 'Other#New22',
    })
    expect(again).toMatchObject({ status: 400, body: { error: [M.resetLinkInvalid] } })
    // The page asks before it shows the form: a used link is refused there too.
    const used = { status: 400, body: { error: [M.resetLinkInvalid] } }
    expect(await post('/auth/password/reset/check/', { token })).toMatchObject(used)
    expect(await post('/auth/password/reset/check/', { token: 'made-up' })).toMatchObject(used)
    expect(await post('/auth/password/reset/check/', {})).toMatchObject(used)
  })

  it('puts errors in the fields password, password2, error and non_field_errors', async () => {
    const weak = await post('/auth/password/reset/confirm/', {
      token: 'x',
      new_password1: 'short',
      new_password2: 'other',
    })
    expect(weak.status).toBe(400)
    expect(weak.body.password).toEqual([
      M.passwordMin,
      M.passwordUpper,
      M.passwordDigit,
      M.passwordSpecial,
    ])
    expect(weak.body.password2).toEqual([M.passwordMismatch])
    const noToken = await post('/auth/password/reset/confirm/', {
      new_password1: 'Good#Pass1',
      new_password2: 'Good#Pass1',
    })
    expect(noToken).toMatchObject({ status: 400, body: { error: [M.resetLinkInvalid] } })
    const unknown = await post('/auth/password/reset/confirm/', {
      token: 'made-up',
      new_password1: 'Good#Pass1',
      new_password2: 'Good#Pass1',
    })
    expect(unknown).toMatchObject({ status: 400, body: { error: [M.resetLinkInvalid] } })
    const notObject = await post('/auth/password/reset/confirm/', ['token'])
    expect(notObject).toMatchObject({ status: 400, body: { non_field_errors: [M.invalidBody] } })
  })

  it('refuses a link older than one hour', async () => {
    const { token } = await resetLink(customer.email)
    clock += 61 * 60 * 1000
    try {
      const late = await post('/auth/password/reset/confirm/', {
        token,
        new_password1: 'Late#Pass11',
        new_password2: 'Late#Pass11',
      })
      expect(late).toMatchObject({ status: 400, body: { error: [M.resetLinkInvalid] } })
      expect(await post('/auth/password/reset/check/', { token })).toMatchObject({
        status: 400,
        body: { error: [M.resetLinkInvalid] },
      })
    } finally {
      clock -= 61 * 60 * 1000
    }
  })
})
