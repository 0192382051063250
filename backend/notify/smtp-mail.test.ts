/** The SMTP adapter against a real SMTP server started here (smtp-server). */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smtpMail } from './smtp-mail.ts'

type Received = { from: string; to: string[]; data: string; user?: string }
const received: Received[] = []
let server: SMTPServer
let port: number

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 'secret') callback(null, { user: 'shop' })
      else callback(new Error('Invalid username or password'))
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.tw')) callback(new Error('Mailbox unavailable'))
      else callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The text of a single-part mail, undoing its transfer encoding. */
function decodedBody(data: string) {
  const [head = '', ...rest] = data.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n').trim()
  if (/content-transfer-encoding: base64/i.test(head))
    return Buffer.from(body, 'base64').toString('utf8')
  if (/content-transfer-encoding: quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

describe('smtpMail', () => {
  it('delivers a UTF-8 mail with sender, recipient, subject and text, logging in with the URL credentials', async () => {
    const send = smtpMail(
      `smtp://shop:secret@127.0.0.1:${port}`,
      '卡片代購 <no-reply@ygo-daigou.tw>',
    )
    await send({
      to: 'shopper@example.tw',
      subject: '【卡片代購】重設密碼',
      text: '請開啟連結：https://shop.example.tw/x',
    })
    const mail = received.at(-1)!
    expect(mail).toMatchObject({
      from: 'no-reply@ygo-daigou.tw',
      to: ['shopper@example.tw'],
      user: 'shop',
    })
    expect(mail.data).toMatch(/^Subject: =\?UTF-8\?/m)
    expect(decodedBody(mail.data)).toBe('請開啟連結：https://shop.example.tw/x')
  })

  it('throws when the server refuses the recipient', async () => {
    const send = smtpMail(`smtp://127.0.0.1:${port}`, 'no-reply@ygo-daigou.tw')
    await expect(send({ to: 'someone@refused.tw', subject: 's', text: 't' })).rejects.toThrow(
      /Mailbox unavailable|refused|rejected/i,
    )
  })

  it('throws on wrong credentials', async () => {
    const send = smtpMail(`smtp://shop:wrong@127.0.0.1:${port}`, 'no-reply@ygo-daigou.tw')
    await expect(send({ to: 'a@example.tw', subject: 's', text: 't' })).rejects.toThrow()
  })
})
