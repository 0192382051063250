import { Outlet, redirect } from 'react-router'
import type { Route } from './+types/require-user'
import { getUser } from '#app/utils/session.server.ts'

/** Checkout and the account pages are for logged-in shoppers; guests go to /login and come back. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const user = await getUser(request, context)
    if (!user) {
      const url = new URL(request.url)
      const back = `${url.pathname.replace(/\.data$/, '')}${url.search}`
      throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`)
    }
    return next()
  },
]

export default function RequireUser() {
  return <Outlet />
}
