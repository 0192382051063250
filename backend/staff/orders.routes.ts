/** /api/v1/staff/orders/*: the orders board, one order, status moves, tracking, deposit, replies. */
import { Hono } from 'hono'
import type { AuthEnv } from '../auth/middleware.ts'
import type { StaffDeps } from './routes.ts'

export function staffOrderRoutes(_deps: StaffDeps) {
  return new Hono<AuthEnv>({ strict: false })
}
