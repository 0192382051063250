/** GET /rules/shipping-fee/ returns {value} (SPEC.md section 7). */
import { Hono } from 'hono'
import type { Database } from '../db/database.ts'
import { shippingFee } from './rules.service.ts'

export function rulesRoutes(db: Database) {
  return new Hono({ strict: false }).get('/shipping-fee', async (c) =>
    c.json({ value: await shippingFee(db) }),
  )
}
