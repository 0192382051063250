import { data, redirect } from 'react-router'
import type { Route } from './+types/in-app-banner'
import { bannerCookie } from '#app/utils/banner.server.ts'
import { readForm, requireCsrf } from '#app/utils/csrf.server.ts'
import { isDataRequest, safeBackTo } from '#app/utils/redirect.server.ts'

/** Closing the in-app browser banner: remembered for this browsing session. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  await requireCsrf(form, request, context)
  const headers = { 'Set-Cookie': await bannerCookie.serialize('closed') }
  if (isDataRequest(request)) return data({ ok: true }, { headers })
  throw redirect(safeBackTo(form.get('redirectTo'), '/'), { headers, status: 303 })
}

export function loader() {
  throw data(null, { status: 404 })
}
