/** The outbox stand-in behind the API, its dev listing, and logs that never carry secrets. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { withoutQueryParams } from '#backend/app.ts'
import { outboxSchema } from '#backend/contract/accounts.ts'
import { outboxMail, outboxSms } from '#backend/notify/outbox.ts'
import { jsonCaller, newShopper } from '#tests/setup/auth-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-outbox-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const fileNotifier = { sendSms: outboxSms(dir), sendMail: outboxMail(dir) }

describe('GET /api/v1/dev/outbox/', () => {
  it('lists the SMS codes and reset mails the outbox holds, outside production', async () => {
    const { api } = await useTestShopApi({ auth: { notifier: fileNotifier }, outboxDir: dir })
    const post = jsonCaller(api)
    const shopper = newShopper()
    expect(
      (
        await post('/auth/send-otp/', {
          username: shopper.username,
          email: shopper.email,
          phone_number: shopper.phone_number,
        })
      ).status,
    ).toBe(200)
    expect((await post('/auth/password/reset/', { email: 'customer@ygo-daigou.tw' })).status).toBe(
      200,
    )
    await vi.waitFor(async () => {
      const listing = outboxSchema.parse(await (await api.request('/api/v1/dev/outbox/')).json())
      expect(listing.results.map((e) => e.kind).sort()).toEqual(['mail', 'sms'])
      expect(listing.results.find((e) => e.kind === 'sms')).toMatchObject({
        to: shopper.phone_number,
        text: expect.stringMatching(/\d{6}/),
      })
    })
  })

  it('does not exist in production', async () => {
    const { api } = await useTestShopApi({
      auth: { notifier: fileNotifier, production: true },
      outboxDir: dir,
    })
    expect((await api.request('/api/v1/dev/outbox/')).status).toBe(404)
  })
})

describe('logs', () => {
  it('name a failed SMS recipient only masked, never the code', async () => {
    const lines: string[] = []
    const { api } = await useTestShopApi({
      log: (line) => lines.push(line),
      auth: {
        notifier: {
          sendSms: async () => {
            throw new Error('provider down')
          },
          sendMail: async () => {},
        },
      },
    })
    const shopper = newShopper()
    await jsonCaller(api)('/auth/send-otp/', {
      username: shopper.username,
      email: shopper.email,
      phone_number: shopper.phone_number,
    })
    expect(lines.join('\n')).toContain('provider down')
    expect(lines.join('\n')).not.toContain(shopper.phone_number)
    expect(lines.join('\n')).toContain(shopper.phone_number.slice(0, 4) + '***')
  })

  it('drop the parameters of a failed query', () => {
    const stack =
      'Error: Failed query: select * from users where email = $1\nparams: a@b.tw,\nsecret\n    at run (x.ts:1:1)'
    expect(withoutQueryParams(stack)).toBe(
      'Error: Failed query: select * from users where email = $1\nparams: [redacted]\n    at run (x.ts:1:1)',
    )
    expect(withoutQueryParams('Failed query: x\nparams: token')).toBe(
      'Failed query: x\nparams: [redacted]',
    )
  })
})
