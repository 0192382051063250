import { data, redirect } from 'react-router'
import type { Route } from './+types/logout'
import { shopApi } from '#app/lib/api.server.ts'
import { tAccount } from '#app/lib/messages-account.ts'
import { readForm, requireCsrf } from '#app/utils/csrf.server.ts'
import { getSession } from '#app/utils/session.server.ts'
import { clearLogin } from '#app/utils/user.server.ts'

/**
 * Logout is a POST with a CSRF token (a GET link could be triggered by any page). The API
 * revokes the refresh token; the session forgets both tokens even if the API is unreachable.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  await requireCsrf(form, request, context)
  const session = await getSession(request, context)
  const refreshCookie = session.get('refreshCookie')
  if (refreshCookie) await shopApi(context).logout(refreshCookie)
  clearLogin(session, context)
  session.flash('notice', { type: 'info', message: tAccount.logout.done })
  throw redirect('/', { status: 303 })
}

export function loader() {
  throw data(null, { status: 404 })
}
