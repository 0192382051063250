/** Helpers for the auth contract tests: a notifier that keeps what it sent, and JSON calls. */
import type { ShopApi } from '#backend/app.ts'
import type { MailMessage, Notifier, SmsMessage } from '#backend/notify/notifier.ts'

export function memoryNotifier() {
  const sms: SmsMessage[] = []
  const mail: MailMessage[] = []
  const notifier: Notifier = {
    sendSms: async (m) => void sms.push(m),
    sendMail: async (m) => void mail.push(m),
  }
  /** The 6-digit code of the last SMS to a phone. */
  const lastCode = (phone: string) =>
    [...sms]
      .reverse()
      .find((m) => m.to === phone)
      ?.text.match(/\d{6}/)?.[0]
  return { notifier, sms, mail, lastCode }
}

export function jsonCaller(api: ShopApi) {
  return async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await api.request(`/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
      headers: response.headers,
    }
  }
}

/** The refresh token in an answer's Set-Cookie. */
export function refreshFrom(headers: Headers) {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('shop_refresh='))
  return cookie?.slice('shop_refresh='.length).split(';')[0]
}

let counter = 0
/** A fresh valid registration (unique username, e-mail and phone per call). */
export function newShopper(overrides: Record<string, string> = {}) {
  counter++
  const n = String(counter).padStart(3, '0')
  return {
    username: `tester${n}${Math.random().toString(36).slice(2, 6)}`,
    last_name: '陳',
    first_name: '小華',
    email: `tester${n}-${Math.random().toString(36).slice(2, 6)}@example.tw`,
    phone_number: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'Good#Pass1',
    password2: 'Good#Pass1',
    ...overrides,
  }
}
