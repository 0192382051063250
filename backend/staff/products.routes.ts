/** /api/v1/staff/products/*: list and search, edit, add with images, CSV import. */
import { Hono } from 'hono'
import type { AuthEnv } from '../auth/middleware.ts'
import type { StaffDeps } from './routes.ts'

export function staffProductRoutes(_deps: StaffDeps) {
  return new Hono<AuthEnv>({ strict: false })
}
