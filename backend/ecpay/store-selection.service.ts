/**
 * The store-map round trip: a MerchantTradeNo issued to a shopper with the map parameters,
 * ECPay's cookie-less reply stored under it, and the shopper (only) reading it back.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { type MapParameters } from '../contract/orders.ts'
import { MERCHANT_TRADE_NO_PATTERN } from '../contract/order-values.ts'
import type { Database, Executor } from '../db/database.ts'
import { storeSelections } from '../db/schema.ts'
import { checkMacValue } from './check-mac-value.ts'
import type { EcpaySettings } from './settings.ts'

export const STORE_REPLY_PATH = '/api/v1/ecpay/store-reply/'
export const DEV_MAP_PATH = '/api/v1/ecpay/dev-map/'
/** A pick must come back within this long after the map was opened. */
const SELECTION_TTL_HOURS = 24

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** n random Crockford base32 characters (5 bits each from a fresh random byte). */
export function randomBase32(n: number) {
  return [...randomBytes(n)].map((b) => CROCKFORD[b & 31]).join('')
}

/** 20 characters: 'M' + 19 random base32 = 95 bits, far past guessing. */
const newMerchantTradeNo = () => `M${randomBase32(19)}`

export async function issueMapParameters(
  db: Database,
  settings: EcpaySettings,
  userId: number,
  { origin, popup, mobile }: { origin: string; popup: boolean; mobile: boolean },
): Promise<MapParameters> {
  const merchantTradeNo = newMerchantTradeNo()
  // Every map opening adds a row: the shopper's expired, never-answered ones go at the same time.
  await db
    .delete(storeSelections)
    .where(
      and(
        eq(storeSelections.userId, userId),
        isNull(storeSelections.selectedAt),
        sql`${storeSelections.createdAt} < now() - make_interval(hours => ${SELECTION_TTL_HOURS})`,
      ),
    )
  await db.insert(storeSelections).values({ merchantTradeNo, userId })
  const base = settings.publicUrl ?? origin
  const fields: Record<string, string> = {
    MerchantID: settings.merchantId,
    MerchantTradeNo: merchantTradeNo,
    LogisticsType: 'CVS',
    LogisticsSubType: settings.subType,
    IsCollection: 'Y',
    ServerReplyURL: `${base}${STORE_REPLY_PATH}`,
    ExtraData: popup ? 'popup' : 'page',
    Device: mobile ? '1' : '0',
  }
  fields.CheckMacValue = checkMacValue(fields, settings)
  return {
    map_url: settings.mapUrl ?? `${base}${DEV_MAP_PATH}`,
    MerchantTradeNo: merchantTradeNo,
    fields,
  }
}

/** The fields ECPay's reply carries (docs/integrations.md#store-reply); lengths bounded so nothing odd is stored. */
export const storeReplySchema = z.object({
  MerchantID: z.string().max(10).optional(),
  MerchantTradeNo: z.string().regex(MERCHANT_TRADE_NO_PATTERN),
  LogisticsSubType: z.string().max(20).optional(),
  CVSStoreID: z.string().regex(/^[0-9A-Za-z]{1,10}$/),
  CVSStoreName: z.string().trim().min(1).max(60),
  CVSAddress: z.string().trim().min(1).max(200),
  CVSTelephone: z.string().max(30).optional().default(''),
  CVSOutSide: z.enum(['0', '1', '']).optional().default('0'),
  ExtraData: z.string().max(20).optional().default(''),
})
export type StoreReply = z.infer<typeof storeReplySchema>

/** Stores the pick under its MerchantTradeNo; false when that number is unknown or too old. */
export async function recordStoreReply(db: Database, reply: StoreReply) {
  const updated = await db
    .update(storeSelections)
    .set({
      cvsStoreId: reply.CVSStoreID,
      cvsStoreName: reply.CVSStoreName,
      cvsAddress: reply.CVSAddress,
      cvsTelephone: reply.CVSTelephone,
      cvsOutside: reply.CVSOutSide === '1',
      selectedAt: sql`now()`,
    })
    .where(
      and(
        eq(storeSelections.merchantTradeNo, reply.MerchantTradeNo),
        sql`${storeSelections.createdAt} > now() - make_interval(hours => ${SELECTION_TTL_HOURS})`,
      ),
    )
    .returning({ no: storeSelections.merchantTradeNo })
  return updated.length === 1
}

export type SelectedStore = { CVSStoreID: string; CVSStoreName: string; CVSAddress: string }

/** The store picked under this MerchantTradeNo, for its owner only. */
export async function selectedStore(db: Database, userId: number, merchantTradeNo: string) {
  const [row] = await db
    .select()
    .from(storeSelections)
    .where(
      and(eq(storeSelections.merchantTradeNo, merchantTradeNo), eq(storeSelections.userId, userId)),
    )
    .limit(1)
  if (!row) return { found: false as const }
  if (!row.selectedAt || !row.cvsStoreId) return { found: true as const, store: undefined }
  const store: SelectedStore = {
    CVSStoreID: row.cvsStoreId,
    CVSStoreName: row.cvsStoreName ?? '',
    CVSAddress: row.cvsAddress ?? '',
  }
  return { found: true as const, store }
}

/** The user's latest pick of this store ID (checkout may only ship to a store the shopper chose). */
export async function usersPickedStore(db: Executor, userId: number, storeId: string) {
  const [row] = await db
    .select({ name: storeSelections.cvsStoreName, address: storeSelections.cvsAddress })
    .from(storeSelections)
    .where(and(eq(storeSelections.userId, userId), eq(storeSelections.cvsStoreId, storeId)))
    .orderBy(sql`${storeSelections.selectedAt} desc`)
    .limit(1)
  return row ? { name: row.name ?? '', address: row.address ?? '' } : undefined
}
