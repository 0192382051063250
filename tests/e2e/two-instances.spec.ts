/**
 * Two shop instances on one PostgreSQL, as behind a load balancer (README "Running several
 * instances"): started at the same moment on an empty database, then a shopper and staff walk
 * across them in alternation. Not the shared e2e server: this file starts its own PostgreSQL and
 * two servers per project, each with its own DATA_DIR (so its own outbox), sharing only
 * DATABASE_URL, SESSION_SECRET and PUBLIC_URL.
 *
 * Cookies ignore ports, so one browser context on 127.0.0.1 carries the same cookies to both
 * servers, as it would to one address in front of them.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test'
import pg from 'pg'
import { formatTwd } from '#app/lib/format.ts'
import { DEFAULT_RATE_RULES } from '#backend/auth/rate-limits.ts'
import { createDatabaseIfMissing } from '#backend/db/database.ts'
import {
  freePort,
  startOrAttachEmbeddedPostgres,
  type EmbeddedServer,
} from '#backend/db/embedded-postgres.ts'
import { startShop, type ShopProcess } from '#tests/setup/shop-process.ts'
import { askForCode, DEMO_CUSTOMER, fillRegistration, latestOtp, logInAs, newShopper, outboxLines } from './account-fixtures.ts'
import { addToCart, cartLine } from './cart-fixtures.ts'
import { expect, jsEnabled, test, waitForHydrationOnGoto, type ApiProduct } from './fixtures.ts'
import { pickStore } from './order-fixtures.ts'
import { DEMO_STAFF } from './staff-fixtures.ts'

const MIGRATIONS = (
  JSON.parse(fs.readFileSync('backend/db/migrations/meta/_journal.json', 'utf8')) as {
    entries: unknown[]
  }
).entries.length

/** Access tokens live this long here, so logins refresh while the tests walk. */
const ACCESS_TTL = 10

// One pair of servers per project, shared by this file's tests in order.
test.describe.configure({ mode: 'serial' })

let database: EmbeddedServer
let databaseUrl: string
let a: ShopProcess & { dataDir: string }
let b: ShopProcess & { dataDir: string }

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000)
  const dir = path.resolve('tests/.artifacts/two-instances', testInfo.project.name)
  fs.rmSync(dir, { recursive: true, force: true })
  database = await startOrAttachEmbeddedPostgres({
    dataDir: path.join(dir, 'postgres'),
    // Throw-away data: durability off makes the run faster.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  })
  await createDatabaseIfMissing(database.adminUrl, 'shop')
  databaseUrl = database.adminUrl.replace(/\/postgres$/, '/shop')

  const [portA, portB] = [await freePort(), await freePort()]
  const shared = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'two-instances-session-secret-0123456789abcdef',
    // The one public address (here A's), as every instance behind a balancer has the same.
    PUBLIC_URL: `http://127.0.0.1:${portA}`,
    TRUST_PROXY: '1',
    SEED_ON_EMPTY: 'true',
    DB_POOL_SIZE: '4',
    ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL),
  }
  const start = (port: number, name: string) => {
    const dataDir = path.join(dir, name)
    return startShop({ port, env: { ...shared, DATA_DIR: dataDir }, args: ['--demo'] }).then(
      (shop) => ({ ...shop, dataDir }),
    )
  }
  // The same moment, on an empty database: both migrate (one waits for the other's lock).
  ;[a, b] = await Promise.all([start(portA, 'a'), start(portB, 'b')])
})

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await database?.stop()
})

async function inStockProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get(`${a.url}/api/v1/products/?stock_status=in_stock`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { results: ApiProduct[] }).results.filter(
    (p) => p.internal_stock > 1,
  )
}

const nav = (page: Page) => page.getByRole('navigation', { name: '主選單' })

/** Staff in a browser context of their own (the shopper's cookies stay the shopper's). */
async function staffPage(browser: Browser, testInfo: TestInfo, headers: Record<string, string>) {
  const context = await browser.newContext({
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    javaScriptEnabled: jsEnabled(testInfo),
    extraHTTPHeaders: headers,
  })
  const page = await context.newPage()
  if (jsEnabled(testInfo)) waitForHydrationOnGoto(page)
  return page
}

test('two instances started together migrate the one database once and both serve it', async ({
  request,
}) => {
  for (const shop of [a, b]) expect((await request.get(`${shop.url}/healthz`)).status()).toBe(200)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ hash: string }>(
      'select hash from drizzle.__drizzle_migrations',
    )
    expect(rows).toHaveLength(MIGRATIONS)
    expect(new Set(rows.map((r) => r.hash)).size).toBe(MIGRATIONS)
  } finally {
    await client.end()
  }
  // The first-start seed ran in one of them only (under the same lock).
  // Log lines are written in batches, at the latest a second later (server/logger.ts).
  await expect
    .poll(() => [a, b].filter((shop) => shop.output().includes('Seeded the demo shop')).length, { timeout: 5000 })
    .toBe(1)
  for (const shop of [a, b]) expect(shop.output()).not.toMatch(/failed|error/i)
})

test('a shopper and staff alternate between the instances from sign-up to the answer on an order', async ({
  page,
  request,
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  // Sign-up, log in, cart, map round trip, order and Q&A: some 40 pages, with both projects' four
  // servers sharing the machine.
  test.setTimeout(180_000)
  const shopper = newShopper(testInfo)
  const [product] = await inStockProducts(request)

  // Sign-up: the code is texted by A (A's outbox, not B's) and checked by B.
  await page.goto(`${a.url}/register`)
  await fillRegistration(page, shopper)
  await askForCode(page)
  await expect(page.getByText('步驟 2／2：手機簡訊驗證')).toBeVisible()
  const code = await latestOtp(shopper.phone_number, 0, a.dataDir)
  expect(
    outboxLines('sms', b.dataDir).filter((l) => l.includes(shopper.phone_number)),
  ).toHaveLength(0)
  await page.goto(`${b.url}/register?step=otp`)
  await expect(page.getByText(`驗證碼已寄到 ${shopper.phone_number.slice(0, 4)}***`)).toBeVisible()
  await page.getByLabel('簡訊驗證碼').fill(code)
  await page.getByRole('button', { name: '完成註冊' }).click()
  await expect(page).toHaveURL(`${b.url}/`)
  await expect(nav(page).getByText(`${shopper.first_name}，您好`)).toBeVisible()

  // Logged out on B, logged in on A; B knows the shopper from A's login.
  await nav(page).getByRole('button', { name: '登出' }).click()
  await expect(nav(page).getByRole('link', { name: '登入／註冊' })).toBeVisible()
  await logInAs(page, shopper.email, shopper.password, a.url)
  await page.goto(`${b.url}/account/orders`)
  await expect(page).toHaveURL(`${b.url}/account/orders`)

  // Into the cart on B; the cart is there on A, and A takes the order.
  await addToCart(page, product!.product_code, 1, 1, b.url)
  await page.goto(`${a.url}/cart`)
  await expect(cartLine(page, product!.product_code)).toBeVisible()
  await page.goto(`${a.url}/checkout`)
  await page.getByLabel('收件人姓名').fill('陳小明')
  await page.getByLabel('收件人手機').fill('0912345678')
  await page.getByLabel('收件人電子郵件').fill(shopper.email)
  await pickStore(page, jsEnabled(testInfo) ? 'popup' : 'no-js')
  await page.getByRole('button', { name: '確認下單' }).click()
  await expect(page).toHaveURL(new RegExp(`^${a.url}/order/success\\?order=YG`))
  const orderNumber = (await page.getByTestId('order-number').textContent())!

  // The question asked on B ...
  const question = `請問卡況如何？（${testInfo.project.name}）`
  await page.goto(`${b.url}/account/orders/${orderNumber}`)
  await expect(page.getByText(product!.base_name).first()).toBeVisible()
  await page.getByLabel('留言內容').fill(question)
  await page.getByRole('button', { name: '送出留言' }).click()
  await expect(page.locator('.message-customer').filter({ hasText: question })).toBeVisible()

  // ... is answered by staff on A ...
  const staff = await staffPage(browser, testInfo, extraHTTPHeaders ?? {})
  await logInAs(staff, DEMO_STAFF.email, DEMO_STAFF.password, a.url)
  await staff.goto(`${a.url}/staff/orders/${orderNumber}`)
  await expect(staff.locator('.message').filter({ hasText: question })).toBeVisible()
  const answer = `S 級，幾乎全新。（${testInfo.project.name}）`
  await staff.getByLabel('回覆顧客').fill(answer)
  await staff.getByRole('button', { name: '送出回覆' }).click()
  await expect(staff.getByRole('status').filter({ hasText: '回覆已送出' })).toBeVisible()
  await staff.context().close()

  // ... and the shopper reads the answer on B.
  await page.goto(`${b.url}/account/orders/${orderNumber}`)
  await expect(page.locator('.message-staff').filter({ hasText: answer })).toBeVisible()
})

test('a login survives two requests at once, one on each instance, both renewing the expired access token', async ({
  page,
}) => {
  await logInAs(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, a.url)
  // The storefront renews an access token shortly before it expires (app/utils/user.server.ts).
  await page.waitForTimeout(ACCESS_TTL * 1000)
  // A page and a fetcher of one shopper, sent by the balancer to different instances: both spend
  // the same refresh token.
  const answers = await Promise.all(
    [a.url, b.url].map((url) => page.request.get(`${url}/account/orders`, { maxRedirects: 0 })),
  )
  for (const answer of answers) expect(answer.status()).toBe(200)
  for (const url of [a.url, b.url]) {
    await page.goto(`${url}/account/orders`)
    await expect(page).toHaveURL(`${url}/account/orders`)
  }
})

test('failed logins are counted across both instances: the limit trips at the same attempt as on one', async ({
  request,
}, testInfo) => {
  /** The attempt (1-based) the shop first refuses with 429, trying wrong passwords on these servers in turn. */
  const refusedAt = async (email: string, urls: string[]) => {
    for (let attempt = 1; attempt <= 3 * DEFAULT_RATE_RULES.loginAccount.points; attempt++) {
      const url = urls[(attempt - 1) % urls.length]!
      const response = await request.post(`${url}/api/v1/auth/login/`, {
        data: { email, password: 'Not#ThePassword1' },
      })
      if (response.status() === 429) return attempt
      expect(response.status(), await response.text()).toBe(401)
    }
    return Infinity
  }
  const tag = `${testInfo.project.name}-${Date.now() % 1e6}`
  const onOne = await refusedAt(`one-${tag}@example.tw`, [a.url])
  const alternating = await refusedAt(`both-${tag}@example.tw`, [a.url, b.url])
  expect(onOne).toBe(DEFAULT_RATE_RULES.loginAccount.points + 1)
  expect(alternating).toBe(onOne)
  // Refused by whichever instance is asked next.
  for (const shop of [a, b]) {
    const response = await request.post(`${shop.url}/api/v1/auth/login/`, {
      data: { email: `both-${tag}@example.tw`, password: 'x' },
    })
    expect(response.status()).toBe(429)
  }
})

test('a price staff change on one instance is what the other shows next', async ({
  page,
  request,
}) => {
  const product = (await inStockProducts(request))[1]!
  const modal = page.getByTestId('product-modal')
  // B has read (and cached) the product before the change.
  await page.goto(`${b.url}/products/1/detail/${product.product_code}`)
  await expect(modal).toContainText(formatTwd(product.price_twd))

  await logInAs(page, DEMO_STAFF.email, DEMO_STAFF.password, a.url)
  await page.goto(`${a.url}/staff/products/${product.product_code}`)
  const newPrice = product.price_twd + 40
  await page.getByLabel('台幣售價（NT$）').fill(String(newPrice))
  await page.getByRole('button', { name: '儲存變更' }).click()
  await expect(page.getByText(`已儲存 ${product.product_code} 的變更。`)).toBeVisible()

  // Without the change feed B would keep the old price for its cache's minute.
  await expect(async () => {
    await page.goto(`${b.url}/products/1/detail/${product.product_code}`)
    await expect(modal).toContainText(formatTwd(newPrice), { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
})
