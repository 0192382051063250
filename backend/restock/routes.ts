/** /api/v1/me/restock-alerts/*: the customer's own '到貨通知' (issue 12); all need a login. */
import { Hono } from 'hono'
import { requireUser, type AuthEnv } from '../auth/middleware.ts'
import { restockAlertInput } from '../contract/restock-alerts.ts'
import { parseOr400 } from '../http/api-error.ts'
import { readJsonBody } from '../http/body.ts'
import type { OrderDeps } from '../orders/routes.ts'
import { listRestockAlerts, removeRestockAlert, subscribeRestockAlert } from './restock-alerts.service.ts'

export function restockAlertRoutes({ db, tokens }: Pick<OrderDeps, 'db' | 'tokens'>) {
  return new Hono<AuthEnv>({ strict: false })
    .use('*', requireUser(tokens))
    .get('/', async (c) => c.json(await listRestockAlerts(db, c.get('user').id)))
    .post('/', async (c) => {
      const { product_code } = parseOr400(restockAlertInput, await readJsonBody(c.req.raw))
      const { alert, created } = await subscribeRestockAlert(db, c.get('user').id, product_code)
      return c.json(alert, created ? 201 : 200)
    })
    .delete('/:productCode', async (c) => {
      const { product_code } = parseOr400(restockAlertInput, { product_code: c.req.param('productCode') })
      await removeRestockAlert(db, c.get('user').id, product_code)
      return c.body(null, 204)
    })
}
