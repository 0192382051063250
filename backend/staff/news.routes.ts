/** /api/v1/staff/news/*: create, edit, publish date, delete. */
import { Hono } from 'hono'
import type { AuthEnv } from '../auth/middleware.ts'
import type { StaffDeps } from './routes.ts'

export function staffNewsRoutes(_deps: StaffDeps) {
  return new Hono<AuthEnv>({ strict: false })
}
