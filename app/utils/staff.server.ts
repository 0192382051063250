import { data, type RouterContextProvider } from 'react-router'
import { t } from '#app/lib/messages.ts'
import { requireUser } from './user.server.ts'

/**
 * The staff area's guard: a guest goes to /login (and comes back), a shopper gets the ordinary
 * 404 page, as if /staff did not exist. The API checks the role again on every call.
 */
export function requireStaff(request: Request, context: Readonly<RouterContextProvider>) {
  const user = requireUser(request, context)
  if (user.role !== 'staff') throw data({ message: t.errors.notFoundBody }, { status: 404 })
  return user
}
