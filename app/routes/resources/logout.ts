import { data, redirect } from 'react-router'
import type { Route } from './+types/logout'
import { shopApi } from '#app/lib/api.server.ts'
import { tAccount } from '#app/lib/messages-account.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { getSession, markSessionChanged } from '#app/utils/session.server.ts'
import { clearLogin } from '#app/utils/user.server.ts'

/**
 * Logout is a POST with a CSRF token (a GET link could be triggered by any page). The API
 * revokes the refresh token; the session forgets both tokens even if the API is unreachable.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const session = await getSession(request, context)
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) {
    // Still logged in: say why, on the home page (the header's form has no page of its own).
    session.flash('notice', { type: 'error', message: csrfError })
    markSessionChanged(context)
    throw redirect('/', { status: 303 })
  }
  const refresh = session.get('refresh')
  if (refresh) await shopApi(context).logout(refresh)
  clearLogin(session, context)
  session.flash('notice', { type: 'info', message: tAccount.logout.done })
  throw redirect('/', { status: 303 })
}

export function loader() {
  throw data(null, { status: 404 })
}
