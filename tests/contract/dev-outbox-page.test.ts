/** /dev/outbox: what the outbox "sent", readable in development, a 404 in production. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { outboxMail, outboxSms } from '#backend/notify/outbox.ts'
import { useStorefrontApp } from '#tests/setup/storefront-app.ts'

describe('the development outbox page', () => {
  it('lists the SMS code that sign-up sent, outside production', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-page-'))
    const { request } = await useStorefrontApp(
      { NODE_ENV: 'development' },
      { outboxDir: dir, auth: { notifier: { sendSms: outboxSms(dir), sendMail: outboxMail(dir) } } },
    )
    const sent = await request('/api/v1/auth/send-otp/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://shop.example.tw' },
      body: JSON.stringify({ username: 'outbox_reader', email: 'outbox@example.tw', phone_number: '0955123456' }),
    })
    expect(sent.status).toBeLessThan(300)
    const page = await request('/dev/outbox')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('0955123456')
    expect(html).toMatch(/驗證碼為 \d{6}/)
  })

  it('does not exist in production', async () => {
    const { request } = await useStorefrontApp()
    expect((await request('/dev/outbox')).status).toBe(404)
  })
})
