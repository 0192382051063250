/**
 * /api/v1/staff/*: the staff area's calls. Every one is behind requireStaff (a customer's token
 * gets a 404, as if the path did not exist), and every change is written to the audit log
 * (audit.ts) in the change's own transaction.
 */
import { Hono } from 'hono'
import { requireStaff, type AuthEnv } from '../auth/middleware.ts'
import type { OrderDeps } from '../orders/routes.ts'
import { staffNewsRoutes } from './news.routes.ts'
import { staffOrderRoutes } from './orders.routes.ts'
import { staffProductRoutes } from './products.routes.ts'
import { staffRulesRoutes } from './rules.routes.ts'

export type StaffDeps = OrderDeps & {
  /** Where uploaded product images are written (served by /api/v1/media/uploads/...). */
  uploadsDir: string
}

export function staffRoutes(deps: StaffDeps) {
  return new Hono<AuthEnv>()
    .use('*', requireStaff(deps.tokens))
    .route('/orders', staffOrderRoutes(deps))
    .route('/products', staffProductRoutes(deps))
    .route('/news', staffNewsRoutes(deps))
    .route('/rules', staffRulesRoutes(deps))
}
