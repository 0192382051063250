import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createNotifier } from './from-settings.ts'
import { maskAddress } from './notifier.ts'
import { outboxDir, outboxMail, outboxSms, readOutbox } from './outbox.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('the outbox', () => {
  it('appends JSON lines to sms.jsonl and mail.jsonl and reads them newest first', async () => {
    const dir = outboxDir(dataDir)
    await outboxSms(dir)({ to: '0912345678', text: '驗證碼 111111' })
    await outboxMail(dir)({ to: 'a@example.tw', subject: '重設密碼', text: 'link' })
    fs.appendFileSync(path.join(dir, 'sms.jsonl'), '{broken\n')
    const lines = fs.readFileSync(path.join(dir, 'sms.jsonl'), 'utf8').trim().split('\n')
    expect(JSON.parse(lines[0]!)).toMatchObject({
      kind: 'sms',
      to: '0912345678',
      text: '驗證碼 111111',
    })
    const entries = await readOutbox(dir)
    expect(entries.map((e) => e.kind).sort()).toEqual(['mail', 'sms'])
    expect(entries[0]!.sent_at >= entries[1]!.sent_at).toBe(true)
  })

  it('writes mails sent at the same moment as whole lines, in the order they were sent', async () => {
    const dir = path.join(dataDir, 'burst')
    const send = outboxMail(dir)
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => send({ to: `b${i}@example.tw`, subject: `#${i}`, text: '訂單'.repeat(i) })),
    )
    const lines = fs.readFileSync(path.join(dir, 'mail.jsonl'), 'utf8').trim().split('\n')
    expect(lines.map((l) => (JSON.parse(l) as { subject: string }).subject)).toEqual(
      Array.from({ length: 50 }, (_, i) => `#${i}`),
    )
  })

  it('fails every mail of a batch that could not be written', async () => {
    const blocked = path.join(dataDir, 'not-a-folder')
    fs.writeFileSync(blocked, '')
    const send = outboxMail(path.join(blocked, 'outbox'))
    const results = await Promise.allSettled([
      send({ to: 'a@example.tw', subject: '1', text: '' }),
      send({ to: 'b@example.tw', subject: '2', text: '' }),
    ])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
  })

  it('is empty when nothing was sent', async () => {
    expect(await readOutbox(path.join(dataDir, 'nothing-here'))).toEqual([])
  })

  it('is what the settings pick without providers', () => {
    expect(createNotifier({ dataDir, mailFrom: 'x', smsProvider: 'outbox' }).outbox).toBe(
      outboxDir(dataDir),
    )
    const real = createNotifier({
      dataDir,
      mailFrom: 'x',
      smtpUrl: 'smtp://h',
      smsProvider: 'mitake',
      mitake: { username: 'u', password: 'p' },
    })
    expect(real.outbox).toBeUndefined()
  })

  it('masks addresses for logs', () => {
    expect(maskAddress('shopper@example.tw')).toBe('s***@example.tw')
    expect(maskAddress('0912345678')).toBe('0912***78')
  })
})
