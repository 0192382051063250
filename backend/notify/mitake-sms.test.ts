/** The Mitake adapter against a local HTTP server speaking Mitake's SmSend format. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mitakeSms, parseMitakeStatus } from './mitake-sms.ts'

type Seen = { url: string; contentType: string; form: URLSearchParams }
const seen: Seen[] = []
/** What the fake answers next: [HTTP status, body]. */
let answer: [number, string] = [200, '']
let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      seen.push({
        url: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        form: new URLSearchParams(body),
      })
      res.writeHead(answer[0], { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end(answer[1])
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/mtk/SmSend`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const send = () =>
  mitakeSms({ username: 'acct', password: 'pw', url: base })({
    to: '0912345678',
    text: '您的驗證碼為 123456',
  })

describe('mitakeSms', () => {
  it('posts the form fields with CharsetURL=UTF-8 and accepts statuscode 0-4', async () => {
    for (const code of ['0', '1', '2', '4']) {
      answer = [200, `[1]\r\nmsgid=#000000001\r\nstatuscode=${code}\r\nAccountPoint=98\r\n`]
      await expect(send()).resolves.toBeUndefined()
    }
    const request = seen.at(-1)!
    expect(new URL(request.url, 'http://x').searchParams.get('CharsetURL')).toBe('UTF-8')
    expect(request.contentType).toContain('application/x-www-form-urlencoded')
    expect(Object.fromEntries(request.form)).toEqual({
      username: 'acct',
      password: 'pw',
      dstaddr: '0912345678',
      smbody: '您的驗證碼為 123456',
    })
  })

  it.each([
    ['wrong account (e)', '[1]\r\nstatuscode=e\r\nError=帳號密碼錯誤\r\n'],
    ['bad number (k)', '[1]\r\nstatuscode=k\r\n'],
    ['no credit (5)', '[1]\r\nmsgid=1\r\nstatuscode=5\r\n'],
    ['no statuscode', 'Hello'],
    ['empty', ''],
  ])('throws on an error answer: %s', async (_name, body) => {
    answer = [200, body]
    await expect(send()).rejects.toThrow(/Mitake/)
  })

  it('throws on an HTTP error', async () => {
    answer = [503, 'busy']
    await expect(send()).rejects.toThrow(/HTTP 503/)
  })

  it('throws when the provider cannot be reached', async () => {
    const unreachable = mitakeSms({
      username: 'a',
      password: 'b',
      url: 'http://127.0.0.1:1/SmSend',
    })
    await expect(unreachable({ to: '0912345678', text: 'x' })).rejects.toThrow()
  })

  it('reads the first statuscode of an answer', () => {
    expect(parseMitakeStatus('[1]\nmsgid=1\nstatuscode=1\n[2]\nstatuscode=e')).toBe('1')
    expect(parseMitakeStatus('nothing')).toBeUndefined()
  })
})
