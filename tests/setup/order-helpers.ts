/** Helpers for the checkout and order tests: shoppers with tokens, a picked store, JSON calls. */
import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { createTokens } from '#backend/auth/tokens.ts'
import type { MapParameters } from '#backend/contract/orders.ts'
import type { Database } from '#backend/db/database.ts'
import { users } from '#backend/db/schema.ts'
import { storeReply } from './ecpay-store-reply.ts'

export const TEST_SECRET = 'orders-test-secret-'.padEnd(40, 'x')

/** A customer straight in the database and an access token for them (no OTP round trip). */
export const newCustomer = (db: Database) => newUser(db, 'customer')

/** A staff member, made the same way. */
export const newStaff = (db: Database) => newUser(db, 'staff')

async function newUser(db: Database, role: 'customer' | 'staff') {
  const tag = randomBytes(5).toString('hex')
  const [user] = await db
    .insert(users)
    .values({
      username: `buyer${tag}`,
      email: `buyer${tag}@example.tw`,
      passwordHash: 'x',
      firstName: '小華',
      lastName: '陳',
      phoneNumber: '0912345678',
      role,
    })
    .returning()
  const { access } = await createTokens(db, { secret: TEST_SECRET }).login(user!)
  return { id: user!.id, token: access, auth: { Authorization: `Bearer ${access}` } }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, read by the tests
export type Answer = { status: number; body: any; text: string; headers: Headers }

export async function call(
  api: ShopApi,
  method: string,
  path: string,
  {
    token,
    json,
    form,
    headers = {},
  }: {
    token?: string
    json?: unknown
    form?: Record<string, string>
    headers?: Record<string, string>
  } = {},
): Promise<Answer> {
  const h: Record<string, string> = { ...headers }
  if (token) h.Authorization = `Bearer ${token}`
  let body: string | undefined
  if (json !== undefined) {
    h['Content-Type'] = 'application/json'
    body = typeof json === 'string' ? json : JSON.stringify(json)
  } else if (form) {
    h['Content-Type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(form).toString()
  }
  const response = await api.request(`http://shop.test/api/v1${path}`, {
    method,
    headers: h,
    body,
    redirect: 'manual',
  })
  const text = await response.text()
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    parsed = undefined
  }
  return { status: response.status, body: parsed, text, headers: response.headers }
}


/** Opens the map for a shopper and has ECPay reply with a store: the store an order may ship to. */
export async function pickStore(
  api: ShopApi,
  token: string,
  store?: Parameters<typeof storeReply>[1],
) {
  const params = (await call(api, 'GET', '/ecpay/map-parameters/', { token })).body as MapParameters
  const reply = await call(api, 'POST', '/ecpay/store-reply/', { form: storeReply(params, store) })
  expect(reply.status).toBe(303)
  return { params, storeId: store?.id ?? '131386', storeName: store?.name ?? '鑫忠孝門市' }
}
