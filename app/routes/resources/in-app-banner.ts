import { data, redirect } from 'react-router'
import type { Route } from './+types/in-app-banner'
import { bannerCookie } from '#app/utils/banner.server.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { isDataRequest, safeRedirectPath } from '#app/utils/redirect.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'

/** Closing the in-app browser banner: remembered for this browsing session. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const backTo = safeRedirectPath(form.get('redirectTo'), '/')
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) {
    if (isDataRequest(request)) return data({ ok: false, error: csrfError }, { status: 403 })
    // A resource route has no page to show the message on: back to the page, with a notice.
    const notice = await flashNotice(request, context, { type: 'error', message: csrfError })
    throw redirect(backTo, { headers: { 'Set-Cookie': notice }, status: 303 })
  }
  const headers = { 'Set-Cookie': await bannerCookie(context).serialize('closed') }
  if (isDataRequest(request)) return data({ ok: true }, { headers })
  throw redirect(backTo, { headers, status: 303 })
}

export function loader() {
  throw data(null, { status: 404 })
}
