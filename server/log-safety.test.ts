/**
 * No secret in any log line. The compiled server runs as `npm start` would (production, one line
 * per request), a shopper registers with an SMS code, logs in through the API and through the
 * login page, refreshes the session, resets the password from the mailed link and logs in again.
 * Then every line the process wrote is read: none may hold a password, the code, a token, a
 * cookie value, the e-mail address or the phone number. Needs `npm run build` first.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startCompiledServer, tempDataDir } from '#tests/setup/compiled-server.ts'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_m, name: string) => ENTITIES[name]!)

/** Every input of the page's post form, as a browser would send it untouched. */
function formFields(html: string) {
  const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/.exec(html)![1]!
  const fields = new URLSearchParams()
  for (const input of form.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1]
    if (name) fields.set(name, unescape(/value="([^"]*)"/.exec(input[0])?.[1] ?? ''))
  }
  return fields
}

/** The cookies a browser would keep from an answer: name=value pairs, and the values alone. */
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]!)

describe('the logs of a full account journey', () => {
  it('hold one line per request and no password, code, token, cookie, e-mail or phone number', async () => {
    const dataDir = tempDataDir()
    const server = startCompiledServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'log-safety-secret-0123456789abcdef0123456789',
      PUBLIC_URL: 'http://shop.test',
    })
    const base = await server.ready
    const secrets = new Set<string>()
    const cookieJar = new Map<string, string>()
    const remember = (response: Response) => {
      for (const pair of cookiesOf(response)) {
        const [name, value] = pair.split(/=(.*)/s) as [string, string]
        cookieJar.set(name, value)
        if (value.length >= 8) secrets.add(value).add(decodeURIComponent(value))
      }
      return response
    }
    const cookieHeader = () => [...cookieJar].map(([n, v]) => `${n}=${v}`).join('; ')
    const api = async (apiPath: string, body?: unknown, headers: Record<string, string> = {}) =>
      remember(
        await fetch(`${base}/api/v1${apiPath}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookieHeader(), ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      )
    const outbox = (kind: 'sms' | 'mail') => {
      const file = path.join(dataDir, 'outbox', `${kind}.jsonl`)
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
    }
    const waitFor = async <T,>(read: () => T | undefined): Promise<T> => {
      for (let i = 0; i < 100; i++) {
        const value = read()
        if (value) return value
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error('the outbox stayed empty')
    }

    const shopper = {
      username: `logsafe${Date.now() % 1e6}`,
      last_name: '林',
      first_name: '安全',
      email: `log.safety.${Date.now() % 1e6}@example.tw`,
      phone_number: `09${String(Date.now() % 1e8).padStart(8, '0')}`,
      password: 'Secret#Pass2026',
    }
    const newPassword = 'Other#Secret2027'
    secrets.add(shopper.password).add(newPassword).add(shopper.email).add(shopper.phone_number)

    // Registration with the SMS code.
    expect((await api('/auth/send-otp/', { username: shopper.username, email: shopper.email, phone_number: shopper.phone_number })).status).toBe(200)
    const otp = await waitFor(() => /\b(\d{6})\b/.exec(outbox('sms'))?.[1])
    const registered = await api('/auth/register/', { ...shopper, password2: shopper.password, otp_code: otp })
    expect(registered.status).toBe(201)
    secrets.add(((await registered.json()) as { access: string }).access)

    // API login, an authenticated call, a refresh.
    const login = await api('/auth/login/', { email: shopper.email, password: shopper.password })
    expect(login.status).toBe(200)
    const { access } = (await login.json()) as { access: string }
    secrets.add(access)
    expect((await api('/auth/me/', undefined, { Authorization: `Bearer ${access}` })).status).toBe(200)
    const refreshed = await api('/auth/token/refresh/', {})
    expect(refreshed.status).toBe(200)
    secrets.add(((await refreshed.json()) as { access: string }).access)

    // Password reset from the mailed link, then login with the new password.
    expect((await api('/auth/password/reset/', { email: shopper.email })).status).toBe(200)
    const resetToken = await waitFor(() => /reset\/confirm\?token=([A-Za-z0-9_\-%.~]+)/.exec(outbox('mail'))?.[1])
    secrets.add(resetToken).add(decodeURIComponent(resetToken))
    // The shopper opens the link: the token is in its query, then in a cookie for the bare page.
    const opened = await fetch(`${base}/password/reset/confirm?token=${resetToken}`, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    const resetLink = opened.headers.getSetCookie().find((c) => c.startsWith('reset_link='))!.split(';')[0]!
    expect((await fetch(`${base}/password/reset/confirm`, { headers: { Cookie: resetLink } })).status).toBe(200)
    const confirmed = await api('/auth/password/reset/confirm/', {
      token: decodeURIComponent(resetToken),
      new_password1: newPassword,
      new_password2: newPassword,
    })
    expect(confirmed.status).toBe(200)

    // Login through the storefront's page, as a browser without JavaScript posts it.
    cookieJar.clear()
    const page = remember(await fetch(`${base}/login?email=${encodeURIComponent(shopper.email)}`, { headers: { Cookie: cookieHeader() } }))
    const fields = formFields(await page.text())
    fields.set('email', shopper.email)
    fields.set('password', newPassword)
    const posted = remember(
      await fetch(`${base}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookieHeader(), Origin: base },
        body: fields,
      }),
    )
    expect(posted.status).toBe(303)
    const account = await fetch(`${base}/account/orders`, { headers: { Cookie: cookieHeader() } })
    expect(account.status).toBe(200)
    expect(await account.text()).toContain(shopper.first_name)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const output = server.output()

    // The lines are there (one per request, with method, path, status, duration and id)...
    const requests = output
      .split('\n')
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(requests.length).toBeGreaterThanOrEqual(11)
    expect(requests).toContainEqual(expect.objectContaining({ method: 'POST', path: '/login', status: 303, reqId: posted.headers.get('x-request-id') }))
    expect(requests).toContainEqual(expect.objectContaining({ method: 'GET', path: '/password/reset/confirm', status: 200 }))
    // ...and no secret is in any line.
    expect(secrets.size).toBeGreaterThanOrEqual(10)
    for (const secret of secrets) expect(output, `a log line holds ${secret.slice(0, 3)}…`).not.toContain(secret)
    expect(output).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${otp}(?![0-9A-Za-z])`))
  }, 90_000)
})
