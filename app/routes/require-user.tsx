import { Outlet } from 'react-router'
import type { Route } from './+types/require-user'
import { keepCheckoutForLogin } from '#app/utils/checkout-lapse.server.ts'
import { getUser, requireUser } from '#app/utils/user.server.ts'

/** Checkout and the account pages are for logged-in shoppers; guests go to /login and come back. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    // A checkout sent after the login lapsed keeps what was typed for after the login.
    if (!getUser(context)) await keepCheckoutForLogin(request, context)
    requireUser(request, context)
    return next()
  },
]

export default function RequireUser() {
  return <Outlet />
}
