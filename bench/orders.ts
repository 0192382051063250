/**
 * Order creation under load (issue 9): 20 buyers at once, each on their own product, then all on
 * one hot product (every order waits for the same row lock). Buyers, tokens and store picks are
 * made directly; the orders go through the running server like the storefront's.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { createTokens } from '#backend/auth/tokens.ts'
import type { DatabaseHandle } from '#backend/db/database.ts'
import { queryRows } from '#backend/db/query.ts'
import { users } from '#backend/db/schema.ts'

export const ORDER_BUYERS = 20
/** Enough stock that a run never sells out; a sold-out answer would still be counted apart. */
const BENCH_STOCK = 10_000_000

export type OrderBuyer = { token: string; storeId: string; productCode: string }

export async function prepareOrderBuyers(handle: DatabaseHandle, base: string, secret: string) {
  const db = handle.db
  const picked = await queryRows<{ product_code: string }>(
    db,
    sql`update products set internal_stock = ${BENCH_STOCK}
        where id in (select id from products where is_active order by id desc limit ${ORDER_BUYERS + 1})
        returning product_code`,
  )
  const tokens = createTokens(db, { secret })
  const buyers: OrderBuyer[] = []
  for (let i = 0; i < ORDER_BUYERS; i++) {
    const tag = randomBytes(5).toString('hex')
    const [user] = await db
      .insert(users)
      .values({
        username: `bench${tag}`,
        email: `bench${tag}@example.tw`,
        passwordHash: 'x',
        lastName: '測',
        firstName: '試',
      })
      .returning()
    const { access } = await tokens.login(user!)
    const params = (await (
      await fetch(`${base}/api/v1/ecpay/map-parameters/`, {
        headers: { Authorization: `Bearer ${access}` },
      })
    ).json()) as {
      MerchantTradeNo: string
      fields: Record<string, string>
    }
    const reply = await fetch(`${base}/api/v1/ecpay/store-reply/`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        MerchantID: params.fields.MerchantID!,
        MerchantTradeNo: params.MerchantTradeNo,
        CVSStoreID: '131386',
        CVSStoreName: '鑫忠孝門市',
        CVSAddress: '台北市大安區忠孝東路四段181號',
      }),
    })
    if (reply.status !== 303) throw new Error(`store pick failed: ${reply.status}`)
    buyers.push({ token: access, storeId: '131386', productCode: picked[i]!.product_code })
  }
  return { buyers, hotProduct: picked[ORDER_BUYERS]!.product_code }
}

/**
 * The i-th order request: buyer i mod 20, on their own product or on the hot one, with its own
 * Idempotency-Key as the storefront's checkout sends (the key's claim is part of every order).
 */
export function orderRequest(buyers: OrderBuyer[], hotProduct: string | undefined) {
  const run = randomBytes(6).toString('hex')
  return (i: number) => {
    const buyer = buyers[i % buyers.length]!
    return {
      method: 'POST' as const,
      path: '/api/v1/orders/',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${buyer.token}`,
        'Idempotency-Key': `bench-${run}-${i}`,
      },
      body: JSON.stringify({
        recipient_name: '測試',
        recipient_phone: '0912345678',
        recipient_email: 'bench@example.tw',
        store_id: buyer.storeId,
        store_name: '鑫忠孝門市',
        items: [{ product_code: hotProduct ?? buyer.productCode, quantity: 1 }],
      }),
    }
  }
}
