import { askForCode, DEMO_CUSTOMER, fillRegistration, latestOtp, latestResetLink, logIn, newShopper, registerThroughApi, sendRegistration, smsCount } from './account-fixtures.ts'
import type { Page } from '@playwright/test'
import { endedLogin, registerPendingCookieValue } from '#tests/setup/session-cookie.ts'
import { E2E_SESSION_SECRET } from './e2e-server.ts'
import { expect, jsEnabled, test } from './fixtures.ts'

const nav = (page: Page) => page.getByRole('navigation', { name: '主選單' })

test('registers in two steps with the SMS code and is logged in on the home page', async ({ page }, testInfo) => {
  const shopper = newShopper(testInfo)
  await page.goto('/register')
  await fillRegistration(page, shopper)
  const send = page.getByRole('button', { name: '取得手機驗證碼' })
  // docs/storefront.md#forms-and-validation: enabled only once the terms are ticked (the server checks it without JS).
  if (jsEnabled(testInfo)) await expect(send).toBeDisabled()
  await page.getByLabel(/我已閱讀並同意/).check()
  await send.click()

  await expect(page.getByText('步驟 2／2：手機簡訊驗證')).toBeVisible()
  await expect(page.getByText(`驗證碼已寄到 ${shopper.phone_number.slice(0, 4)}***`)).toBeVisible()
  const code = await latestOtp(shopper.phone_number)
  const complete = page.getByRole('button', { name: '完成註冊' })
  await page.getByLabel('簡訊驗證碼').fill(code.slice(0, 5))
  if (jsEnabled(testInfo)) await expect(complete).toBeDisabled()
  await page.getByLabel('簡訊驗證碼').fill(code)
  await complete.click()

  await expect(page).toHaveURL(/\/$/)
  await expect(nav(page).getByText(`${shopper.first_name}，您好`)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: '註冊完成' })).toBeVisible()
  // Nothing of step 1 is left readable in the browser.
  const cookies = await page.context().cookies()
  for (const cookie of cookies) expect(cookie.value).not.toContain(shopper.password)
})

test('takes the phone typed as +886 9xx xxx xxx and the SMS code in full-width digits with a space; a letter in the code says so', async ({ page }, testInfo) => {
  const shopper = newShopper(testInfo)
  const rest = shopper.phone_number.slice(2)
  await page.goto('/register')
  await fillRegistration(page, { ...shopper, phone_number: `+886 9${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}` })
  // docs/integrations.md#taiwanese-phone-numbers: a keypad with +, and no HTML pattern to refuse the shape before the server reads it.
  const phone = page.getByLabel('手機號碼')
  await expect(phone).toHaveAttribute('type', 'tel')
  await expect(phone).toHaveAttribute('inputmode', 'tel')
  await expect(phone).not.toHaveAttribute('pattern')
  await askForCode(page)

  await expect(page.getByText('步驟 2／2：手機簡訊驗證')).toBeVisible()
  await expect(page.getByText(`驗證碼已寄到 ${shopper.phone_number.slice(0, 4)}***${shopper.phone_number.slice(7)}`)).toBeVisible()
  const code = await latestOtp(shopper.phone_number)
  const input = page.getByLabel('簡訊驗證碼')
  await expect(input).toHaveAttribute('inputmode', 'numeric')
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(input).not.toHaveAttribute('pattern')
  const complete = page.getByRole('button', { name: '完成註冊' })
  // A letter: the schema's words, at once with JS, from the server without.
  await input.fill(`${code.slice(0, 5)}a`)
  if (!jsEnabled(testInfo)) await complete.click()
  await expect(page.locator('#register-otp').getByText('驗證碼為 6 位數字。')).toBeVisible()
  if (jsEnabled(testInfo)) await expect(complete).toBeDisabled()
  const fullWidth = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0))
  await input.fill(`${fullWidth(code.slice(0, 3))} ${fullWidth(code.slice(3))}`)
  await complete.click()

  await expect(page).toHaveURL(/\/$/)
  await expect(nav(page).getByText(`${shopper.first_name}，您好`)).toBeVisible()
})

test('shows every step-1 rule in Chinese and keeps what was typed, never the password', async ({ page }) => {
  await page.goto('/register')
  await page.getByLabel('帳號').fill('ok_name')
  await page.getByLabel('手機號碼').fill('0212345678')
  await page.getByLabel('密碼', { exact: true }).fill('short')
  await page.getByLabel('再次輸入密碼').fill('other')
  await askForCode(page)

  const form = page.locator('#register-details')
  await expect(form.getByText('此欄位不可為空。').first()).toBeVisible()
  await expect(form.getByText('請輸入有效的台灣手機號碼（09 開頭共 10 碼）。')).toBeVisible()
  for (const rule of ['密碼至少需要 8 個字元。', '密碼需包含至少一個大寫英文字母。', '密碼需包含至少一個數字。', '密碼需包含至少一個特殊符號（例如 !@#$%）。']) {
    await expect(form.getByText(rule)).toBeVisible()
  }
  await expect(page.getByLabel('帳號')).toHaveValue('ok_name')
})

test('a tap on the terms box right after typing a weak password ticks it (no error list jumps under the finger)', async ({ page }) => {
  await page.goto('/register')
  await page.getByLabel('手機號碼').fill('0212')
  await page.getByLabel('密碼', { exact: true }).fill('abc')
  await page.getByLabel(/我已閱讀並同意/).click()
  await expect(page.getByLabel(/我已閱讀並同意/)).toBeChecked()
})

test('a taken e-mail is refused under its field by the server', async ({ page }, testInfo) => {
  await page.goto('/register')
  await page.getByLabel('帳號').fill('someone_new_1')
  await page.getByLabel('姓', { exact: true }).fill('王')
  await page.getByLabel('名', { exact: true }).fill('大明')
  await page.getByLabel('電子郵件').fill(DEMO_CUSTOMER.email)
  await page.getByLabel('手機號碼').fill('0987654321')
  await page.getByLabel('密碼', { exact: true }).fill('Duel#Monster2026')
  await page.getByLabel('再次輸入密碼').fill('Duel#Monster2026')
  await askForCode(page)
  await expect(page.locator('#register-details .field-error').filter({ hasText: /已.*(註冊|使用)/ })).toBeVisible()
  // A page the server renders never carries a password back (with JS the field just keeps it).
  if (!jsEnabled(testInfo)) await expect(page.getByLabel('密碼', { exact: true })).toHaveValue('')
})

test('a wrong code is refused, and the code is burned after five wrong tries', async ({ page }, testInfo) => {
  const shopper = newShopper(testInfo)
  const code = await sendRegistration(page, shopper)
  const wrong = code === '000000' ? '111111' : '000000'

  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel('簡訊驗證碼').fill(wrong)
    await page.getByRole('button', { name: '完成註冊' }).click()
    await expect(page.locator('#register-otp').getByText(/驗證碼/).and(page.locator('.field-error li, .alert-error p'))).toBeVisible()
  }
  // The right code no longer works once burned.
  await page.getByLabel('簡訊驗證碼').fill(code)
  await page.getByRole('button', { name: '完成註冊' }).click()
  await expect(page.locator('#register-otp').locator('.field-error li, .alert-error p').first()).toBeVisible()
  await expect(nav(page).getByText('您好')).toHaveCount(0)
})

test('a new code can be asked for only after 60 seconds', async ({ page }, testInfo) => {
  const shopper = newShopper(testInfo)
  await sendRegistration(page, shopper)
  const resend = page.getByRole('button', { name: '重新發送驗證碼' })
  await expect(page.getByText(/\d+ 秒後可重新發送/).first()).toBeVisible()
  if (jsEnabled(testInfo)) {
    await expect(resend).toBeDisabled()
  } else {
    // Without JS the button is there, and the server refuses it with the wait.
    await resend.click()
    await expect(page.getByRole('alert').filter({ hasText: /\d+ 秒後可重新發送/ })).toBeVisible()
  }
  expect(smsCount(shopper.phone_number)).toBe(1)

  // 'Back' keeps the details, never the passwords.
  await page.getByRole('link', { name: '返回修改資料' }).click()
  await expect(page.getByLabel('電子郵件')).toHaveValue(shopper.email)
  await expect(page.getByLabel('密碼', { exact: true })).toHaveValue('')
})

/** Step 2 came without a second SMS, its countdown running, and the code texted first registers. */
async function registerWithCodeAlreadySent(page: Page, shopper: { phone_number: string; first_name: string }, code: string) {
  await expect(page.getByText('步驟 2／2：手機簡訊驗證')).toBeVisible()
  await expect(page.getByText(/\d+ 秒後可重新發送/).first()).toBeVisible()
  expect(smsCount(shopper.phone_number)).toBe(1)
  await page.getByLabel('簡訊驗證碼').fill(code)
  await page.getByRole('button', { name: '完成註冊' }).click()
  await expect(nav(page).getByText(`${shopper.first_name}，您好`)).toBeVisible()
}

test('back from step 2 to fix the e-mail within the minute: step 2 again, and the code already texted registers the fixed details', async ({ page }, testInfo) => {
  const shopper = newShopper(testInfo)
  const code = await sendRegistration(page, { ...shopper, email: `typo.${shopper.email}` })

  await page.getByRole('link', { name: '返回修改資料' }).click()
  await page.getByLabel('電子郵件').fill(shopper.email)
  await page.getByLabel('密碼', { exact: true }).fill(shopper.password)
  await page.getByLabel('再次輸入密碼').fill(shopper.password)
  await askForCode(page)
  // Not 「操作過於頻繁」 on step 1 with the passwords gone: the code sent a moment ago is still the one.
  await registerWithCodeAlreadySent(page, shopper, code)

  // The account is the fixed e-mail's.
  await page.getByRole('button', { name: '登出' }).click()
  await expect(nav(page).getByRole('link', { name: '登入／註冊' })).toBeVisible()
  await logIn(page, shopper.email, shopper.password)
  await expect(nav(page).getByText(`${shopper.first_name}，您好`)).toBeVisible()
})

test('step 1 sent twice before its answer came (a double tap): step 2 with the code already texted, one SMS', async ({ page }, testInfo) => {
  const shopper = newShopper(testInfo)
  const code = await sendRegistration(page, shopper)
  // The first tap's answer, with its cookie, never reached the browser: the second tap is step 1
  // again from scratch, with the same details.
  await page.context().clearCookies({ name: 'register_pending' })
  await sendRegistration(page, shopper)
  await registerWithCodeAlreadySent(page, shopper, code)
})

test('a new code asked for twice before its answer came (a double tap): the code already texted, the countdown restarted, one SMS', async ({ page, baseURL }, testInfo) => {
  const shopper = newShopper(testInfo)
  // Step 2 with its minute up: the pending details say another code may be asked for now.
  const minuteUp = await registerPendingCookieValue([E2E_SESSION_SECRET], {
    ...shopper,
    password2: shopper.password,
    resendAt: Date.now() - 1_000,
  })
  const onStep2WithMinuteUp = async () => {
    await page.context().addCookies([{ name: 'register_pending', value: minuteUp, url: baseURL! }])
    await page.goto('/register?step=otp')
    await expect(page.getByText(/\d+ 秒後可重新發送/)).toHaveCount(0)
  }
  const resend = page.getByRole('button', { name: '重新發送驗證碼' })
  await onStep2WithMinuteUp()
  await resend.click()
  await expect(page.getByText('新的驗證碼已寄出。')).toBeVisible()
  // The countdown starts again, with JS and without.
  await expect(page.getByText(/\d+ 秒後可重新發送/).first()).toBeVisible()
  const code = await latestOtp(shopper.phone_number)

  // That tap's answer, with its cookie, never reached the browser: the second tap comes from
  // the page before it, with the old cookie.
  await onStep2WithMinuteUp()
  await resend.click()
  await expect(page.getByText('新的驗證碼已寄出。')).toBeVisible()
  await expect(page.getByText(/操作過於頻繁/)).toHaveCount(0)
  await registerWithCodeAlreadySent(page, shopper, code)
})

test('logs in, comes back to the page asked for, and logs out', async ({ page }) => {
  await page.goto('/account/orders')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Forders$/)
  await page.getByLabel('電子郵件').fill(DEMO_CUSTOMER.email)
  await page.getByLabel('密碼', { exact: true }).fill(DEMO_CUSTOMER.password)
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page).toHaveURL(/\/account\/orders$/)
  await expect(nav(page).getByText(`${DEMO_CUSTOMER.firstName}，您好`)).toBeVisible()
  await expect(nav(page).getByRole('link', { name: '訂單查詢' })).toBeVisible()

  await nav(page).getByRole('button', { name: '登出' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(nav(page).getByRole('link', { name: '登入／註冊' })).toBeVisible()
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout$/)
})

test('logs in with the e-mail typed by a Chinese IME in full-width characters', async ({ page }) => {
  const fullWidth = DEMO_CUSTOMER.email.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
  await logIn(page, fullWidth, DEMO_CUSTOMER.password)
  await expect(nav(page).getByText(`${DEMO_CUSTOMER.firstName}，您好`)).toBeVisible()
})

test('an off-site redirectTo is ignored after login', async ({ page }) => {
  await page.goto('/login?redirectTo=%2F%09%2Fevil.example')
  await page.getByLabel('電子郵件').fill(DEMO_CUSTOMER.email)
  await page.getByLabel('密碼', { exact: true }).fill(DEMO_CUSTOMER.password)
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\//)
  await expect(nav(page).getByText('您好')).toBeVisible()
})

test('a wrong password says so without telling which part was wrong', async ({ page }, testInfo) => {
  await logIn(page, DEMO_CUSTOMER.email, 'Wrong#Password1')
  await expect(page.getByRole('alert')).toHaveText('電子郵件或密碼錯誤。')
  if (!jsEnabled(testInfo)) await expect(page.getByLabel('密碼', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('電子郵件')).toHaveValue(DEMO_CUSTOMER.email)
  await logIn(page, 'nobody-here@example.tw', 'Wrong#Password1')
  await expect(page.getByRole('alert')).toHaveText('電子郵件或密碼錯誤。')
})

test('empty login fields are refused in Chinese', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page.locator('#login').getByText('此欄位不可為空。')).toHaveCount(2)
})

test('an expired form token on login shows the message in place', async ({ page }) => {
  await page.goto('/login')
  await page.context().clearCookies({ name: 'csrf' })
  await page.getByLabel('電子郵件').fill(DEMO_CUSTOMER.email)
  await page.getByLabel('密碼', { exact: true }).fill(DEMO_CUSTOMER.password)
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: '表單已過期，請重新整理頁面後再試一次。' })).toBeVisible()
  await expect(page.getByLabel('電子郵件')).toHaveValue(DEMO_CUSTOMER.email)
})

test('resets a forgotten password through the mailed link', async ({ page, request }, testInfo) => {
  const shopper = newShopper(testInfo)
  await registerThroughApi(request, shopper)
  await page.goto('/forgot-password')
  await page.getByLabel('電子郵件').fill(shopper.email)
  await page.getByRole('button', { name: '寄送重設連結' }).click()
  await expect(page.getByRole('status').filter({ hasText: '重設密碼' })).toBeVisible()

  const link = new URL(await latestResetLink(shopper.email))
  await page.goto(link.pathname + link.search)
  // The token leaves the address (history, a shared screen, analytics' page view) for a cookie
  // only this page is sent, so a reload still shows the form.
  await expect(page).toHaveURL(/\/password\/reset\/confirm$/)
  const resetCookie = async () => (await page.context().cookies()).find((c) => c.name === 'reset_link')
  expect(await resetCookie()).toMatchObject({ path: '/password/reset', httpOnly: true })
  await page.reload()
  await page.getByLabel('新密碼', { exact: true }).fill('weak')
  await page.getByLabel('再次輸入新密碼').fill('weak')
  await page.getByRole('button', { name: '設定新密碼' }).click()
  await expect(page.getByText('密碼需包含至少一個大寫英文字母。')).toBeVisible()

  await page.getByLabel('新密碼', { exact: true }).fill('Brand#New2026')
  await page.getByLabel('再次輸入新密碼').fill('Brand#New2026')
  const answer = page.waitForResponse((r) => r.request().method() === 'POST')
  await page.getByRole('button', { name: '設定新密碼' }).click()
  // Success is a 200 with JS off too, though the loader after it finds the link used.
  expect((await answer).status()).toBe(200)
  await expect(page.getByText('密碼已重設成功，正在前往登入頁…')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 })
  expect(await resetCookie()).toBeUndefined()

  await logIn(page, shopper.email, shopper.password)
  await expect(page.getByRole('alert')).toBeVisible()
  await logIn(page, shopper.email, 'Brand#New2026')
  await expect(nav(page).getByText(`${shopper.first_name}，您好`)).toBeVisible()

  // The used link says so when it opens, instead of showing a form that can only fail.
  const again = await page.goto(link.pathname + link.search)
  expect(again?.status()).toBe(400)
  await expect(page.getByRole('alert')).toHaveText('重設密碼連結無效、已使用過或已過期，請重新申請。')
  await expect(page.getByLabel('新密碼', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: '重新申請重設連結' })).toHaveAttribute('href', '/forgot-password')
})

test.describe('inside LINE', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.19.1',
    viewport: { width: 390, height: 844 },
  })

  // Opened in the phone's own browser, these pages would say the link or the details expired:
  // what they stand on is in this browser's cookies, not in their address.
  test("the reset page and registration's step 2 do not offer the phone's browser; the pages before them do", async ({ page, request }, testInfo) => {
    const openInBrowser = page.getByTestId('inapp-banner').getByRole('link', { name: '用瀏覽器開啟' })
    const shopper = newShopper(testInfo)
    await page.goto('/register')
    await expect(openInBrowser).toBeVisible()
    await fillRegistration(page, shopper)
    await askForCode(page)
    await expect(page.getByText('步驟 2／2：手機簡訊驗證')).toBeVisible()
    await expect(page.getByTestId('inapp-banner')).toHaveCount(0)
    await page.getByRole('link', { name: '返回修改資料' }).click()
    await expect(page.getByLabel('電子郵件')).toHaveValue(shopper.email)
    await expect(openInBrowser).toBeVisible()

    const resetting = newShopper(testInfo)
    await registerThroughApi(request, resetting)
    await page.goto('/forgot-password')
    await expect(openInBrowser).toBeVisible()
    await page.getByLabel('電子郵件').fill(resetting.email)
    await page.getByRole('button', { name: '寄送重設連結' }).click()
    const link = new URL(await latestResetLink(resetting.email))
    await page.goto(link.pathname + link.search)
    await expect(page).toHaveURL(/\/password\/reset\/confirm$/)
    await expect(page.getByLabel('新密碼', { exact: true })).toBeVisible()
    await expect(page.getByTestId('inapp-banner')).toHaveCount(0)
  })
})

test('the forgot-password answer is the same for an unknown e-mail', async ({ page }) => {
  await page.goto('/forgot-password')
  await page.getByLabel('電子郵件').fill('nobody-at-all@example.tw')
  await page.getByRole('button', { name: '寄送重設連結' }).click()
  await expect(page.getByRole('status').filter({ hasText: '重設密碼' })).toBeVisible()
})

test('a reset page without a token says the link is invalid', async ({ page }) => {
  const response = await page.goto('/password/reset/confirm')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('alert')).toHaveText('重設密碼連結無效或已遺失')
})

test.describe('a login that lasts longer than its access token', () => {
  // The e2e server issues 10-second access tokens (playwright.config.ts).
  test.setTimeout(75_000)
  const sessionCookie = async (page: Page) =>
    (await page.context().cookies()).find((c) => c.name === '__session')

  test('is refreshed without the shopper noticing', async ({ page }) => {
    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    await expect(nav(page).getByText(`${DEMO_CUSTOMER.firstName}，您好`)).toBeVisible()
    const before = await sessionCookie(page)
    await page.waitForTimeout(11_000)
    await page.goto('/account/orders')
    await expect(page).toHaveURL(/\/account\/orders$/)
    await expect(nav(page).getByText(`${DEMO_CUSTOMER.firstName}，您好`)).toBeVisible()
    expect((await sessionCookie(page))?.value).not.toBe(before?.value)
  })

  test('ends when an already used refresh token comes back', async ({ page }) => {
    await logIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    await expect(nav(page).getByText('您好')).toBeVisible()
    const stolen = (await sessionCookie(page))!
    await page.waitForTimeout(11_000)
    await page.goto('/products/1') // refreshed: the token in `stolen` is now spent
    await expect(nav(page).getByText('您好')).toBeVisible()
    // Past the 10 s in which a spent token may still be replayed by a parallel request on another
    // instance (backend/auth/tokens.ts): after that, a spent token means theft.
    await page.waitForTimeout(11_000)
    await page.context().addCookies([stolen])
    await page.goto('/account/orders')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Forders$/)
    await expect(page.getByRole('alert').filter({ hasText: '登入已逾時或無效，請重新登入。' })).toBeVisible()
    await expect(nav(page).getByText('您好')).toHaveCount(0)
  })
})

test('a login that ended elsewhere leaves a register link on the registration page, with the notice', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: '__session', value: await endedLogin([E2E_SESSION_SECRET]), url: baseURL! }])
  await page.goto('/register')
  await expect(page).toHaveURL(/\/register$/)
  await expect(page.getByRole('alert').filter({ hasText: '登入已逾時或無效，請重新登入。' })).toBeVisible()
  await expect(page.getByRole('button', { name: '取得手機驗證碼' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: '登入／註冊' })).toBeVisible()
})
