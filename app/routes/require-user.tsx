import { Outlet } from 'react-router'
import type { Route } from './+types/require-user'
import { requireUser } from '#app/utils/user.server.ts'

/** Checkout and the account pages are for logged-in shoppers; guests go to /login and come back. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    requireUser(request, context)
    return next()
  },
]

export default function RequireUser() {
  return <Outlet />
}
