/** /api/v1/staff/rules/*: the shop rules staff may change (the shipping fee). */
import { Hono } from 'hono'
import type { AuthEnv } from '../auth/middleware.ts'
import { shippingFeeBody } from '../contract/staff-rules.ts'
import { parseOr400 } from '../http/api-error.ts'
import { readJsonBody } from '../http/body.ts'
import { setShippingFee, shippingFee } from '../rules/rules.service.ts'
import type { StaffDeps } from './routes.ts'

export function staffRulesRoutes({ db }: StaffDeps) {
  return new Hono<AuthEnv>({ strict: false })
    .get('/shipping-fee', async (c) => c.json({ value: await shippingFee(db) }))
    .put('/shipping-fee', async (c) => {
      const { value, expected } = parseOr400(shippingFeeBody, await readJsonBody(c.req.raw))
      return c.json({ value: await setShippingFee(db, value, c.get('user').id, expected) })
    })
}
