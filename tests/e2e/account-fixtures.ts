/**
 * Accounts in the browser tests: unique shoppers, the codes and links the shop "sent" (read
 * from the outbox the e2e server writes under its DATA_DIR), and a shopper registered through
 * the API for tests that need one ready.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'

export const E2E_DATA_DIR = 'tests/.artifacts/e2e-data'
export const DEMO_CUSTOMER = { email: 'customer@ygo-daigou.tw', password: 'Shopper#2026demo', firstName: '小明' }

let counter = 0
/** A shopper nobody else in this run uses (unique username, e-mail and phone). */
export function newShopper(testInfo: TestInfo) {
  const n = `${Date.now() % 1e7}${testInfo.workerIndex}${counter++ % 10}`.slice(-8).padStart(8, '0')
  return {
    username: `duelist${n}`,
    last_name: '測',
    first_name: `試${n.slice(-3)}`,
    email: `duelist${n}@example.tw`,
    phone_number: `09${n}`,
    password: 'Duel#Monster2026',
  }
}
export type Shopper = ReturnType<typeof newShopper>

/** What the server with this DATA_DIR (the e2e server's by default) "sent". */
export function outboxLines(kind: 'sms' | 'mail', dataDir = E2E_DATA_DIR): string[] {
  const file = path.join(dataDir, 'outbox', `${kind}.jsonl`)
  if (!fs.existsSync(file)) return []
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)
}

/** The newest SMS code sent to this phone (waits a little for it to be written). */
export async function latestOtp(phone: string, after = 0, dataDir = E2E_DATA_DIR): Promise<string> {
  let code = ''
  await expect
    .poll(() => {
      const lines = outboxLines('sms', dataDir).filter((l) => l.includes(phone))
      if (lines.length <= after) return ''
      code = /\b(\d{6})\b/.exec(JSON.parse(lines.at(-1)!).text ?? lines.at(-1)!)?.[1] ?? ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

export const smsCount = (phone: string) => outboxLines('sms').filter((l) => l.includes(phone)).length

/** The newest reset link mailed to this address. */
export async function latestResetLink(email: string): Promise<string> {
  let link = ''
  await expect
    .poll(() => {
      const line = outboxLines('mail').filter((l) => l.includes(email)).at(-1) ?? ''
      link = /https?:\/\/[^\s"'<>\\]+\/password\/reset\/confirm\?token=[A-Za-z0-9_\-%.~]+/.exec(line)?.[0] ?? ''
      return link
    })
    .toContain('token=')
  return link
}

/** Registers a shopper through the shop API (send-otp, then register with the code). */
export async function registerThroughApi(request: APIRequestContext, shopper: Shopper) {
  const sent = await request.post('/api/v1/auth/send-otp/', {
    data: { username: shopper.username, email: shopper.email, phone_number: shopper.phone_number },
  })
  expect(sent.status(), await sent.text()).toBeLessThan(300)
  const otp_code = await latestOtp(shopper.phone_number)
  const registered = await request.post('/api/v1/auth/register/', {
    data: { ...shopper, password2: shopper.password, otp_code },
  })
  expect(registered.status(), await registered.text()).toBeLessThan(300)
}

/** `origin` picks a server other than the e2e one (tests/e2e/two-instances.spec.ts). */
export async function logIn(page: Page, email: string, password: string, origin = '') {
  await page.goto(`${origin}/login`)
  await page.getByLabel('電子郵件').fill(email)
  await page.getByLabel('密碼', { exact: true }).fill(password)
  await page.getByRole('button', { name: '登入', exact: true }).click()
}

/** Logs in and waits until the header greets the shopper (the login really happened). */
export async function logInAs(page: Page, email: string, password: string, origin = '') {
  await logIn(page, email, password, origin)
  await expect(page.getByRole('navigation', { name: '主選單' }).getByText('您好')).toBeVisible()
}

/** Step 1's last moves: the terms ticked, the code asked for. */
export async function askForCode(page: Page) {
  await page.getByLabel(/我已閱讀並同意/).check()
  await page.getByRole('button', { name: '取得手機驗證碼' }).click()
}

/** Step 1 of a fresh /register sent with the shopper's details; answers the code texted. */
export async function sendRegistration(page: Page, shopper: Shopper) {
  await page.goto('/register')
  await fillRegistration(page, shopper)
  await askForCode(page)
  return latestOtp(shopper.phone_number)
}

/** Fills step 1 of /register with the shopper's details (the terms box is left to the test). */
export async function fillRegistration(page: Page, shopper: Shopper) {
  await page.getByLabel('帳號').fill(shopper.username)
  await page.getByLabel('姓', { exact: true }).fill(shopper.last_name)
  await page.getByLabel('名', { exact: true }).fill(shopper.first_name)
  await page.getByLabel('電子郵件').fill(shopper.email)
  await page.getByLabel('手機號碼').fill(shopper.phone_number)
  await page.getByLabel('密碼', { exact: true }).fill(shopper.password)
  await page.getByLabel('再次輸入密碼').fill(shopper.password)
}
