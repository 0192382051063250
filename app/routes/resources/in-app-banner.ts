import { data, redirect } from 'react-router'
import type { Route } from './+types/in-app-banner'
import { bannerCookie } from '#app/utils/banner.server.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { isDataRequest, safeRedirectPath } from '#app/utils/redirect.server.ts'

/** Closing the in-app browser banner: remembered for this browsing session. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const backTo = safeRedirectPath(form.get('redirectTo'), '/')
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) {
    if (isDataRequest(request)) return data({ ok: false, error: csrfError }, { status: 403 })
    // A resource route has no page of its own: the message alone, readable without JS.
    return new Response(csrfError, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  const headers = { 'Set-Cookie': await bannerCookie(context).serialize('closed') }
  if (isDataRequest(request)) return data({ ok: true }, { headers })
  throw redirect(backTo, { headers, status: 303 })
}

export function loader() {
  throw data(null, { status: 404 })
}
