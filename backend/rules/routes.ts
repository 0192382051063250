/** GET /rules/shipping-fee/ returns {value} (docs/architecture.md#the-shop-api). */
import { Hono } from 'hono'
import type { Database } from '../db/database.ts'
import type { ChangeFeed } from '../lib/change-feed.ts'
import { shippingFee } from './rules.service.ts'

export function rulesRoutes(db: Database, feed: ChangeFeed) {
  // Every cart and checkout page asks for the fee; staff change it rarely.
  const fee = feed.cache<number>(['rules'], 1)
  return new Hono({ strict: false }).get('/shipping-fee', async (c) =>
    c.json({ value: await fee.get('shipping_fee', () => shippingFee(db)) }),
  )
}
