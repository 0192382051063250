/**
 * The one action behind every restock-alert form (issue 12): 'ask' and 'cancel' on a sold-out
 * product's page, 'remove' on the account's list. With `inPlace` (the product page's fetcher) a
 * JS post gets {ok, message} back and stays where it is; otherwise, and always without JS, the
 * post is sent back (redirectTo, made safe) with the message as a notice. A guest, or a login
 * that lapsed meanwhile, goes to /login and comes back to the page.
 */
import { data, redirect, type RouterContextProvider } from 'react-router'
import { normalizeProductCode } from '#backend/contract/catalogue-values.ts'
import type { RestockActionResult } from '#app/components/product/restock-alert-form.tsx'
import { shopApi } from '#app/lib/api.server.ts'
import { failureReply } from '#app/lib/api/result.ts'
import { tRestock } from '#app/lib/messages-restock.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { isDataRequest, loginPath, safeRedirectPath } from '#app/utils/redirect.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'
import { getUser, logoutUnauthorized } from '#app/utils/user.server.ts'


const INTENTS = ['ask', 'cancel', 'remove'] as const
type Intent = (typeof INTENTS)[number]
const isIntent = (value: unknown): value is Intent => (INTENTS as readonly unknown[]).includes(value)

export async function restockAlertAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { fallbackBack, inPlace }: { fallbackBack: string; inPlace: boolean },
) {
  if (!getUser(context)) throw redirect(loginPath(request), { status: 303 })
  const form = await readForm(request)
  const back = safeRedirectPath(form.get('redirectTo'), fallbackBack)
  const answer = async (ok: boolean, message: string, status = 200) => {
    if (inPlace && isDataRequest(request)) return data<RestockActionResult>({ ok, message }, { status })
    const cookie = await flashNotice(request, context, { type: ok ? 'success' : 'error', message })
    throw redirect(back, { status: 303, headers: { 'Set-Cookie': cookie } })
  }

  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return answer(false, csrfError, 403)
  const intent = form.get('intent')
  const code = normalizeProductCode(String(form.get('product_code') ?? ''))
  if (!code || !isIntent(intent)) return answer(false, tRestock.badRequest, 400)

  const api = shopApi(context)
  if (intent === 'ask') {
    const asked = await api.askRestockAlert(code)
    if (asked.ok) return answer(true, tRestock.asked(asked.data.base_name))
    if (asked.status === 401) return logoutUnauthorized(request, context)
    const { text, status } = failureReply(asked, tRestock.failed)
    return answer(false, text, status)
  }
  const removed = await api.removeRestockAlert(code)
  if (removed.ok) return answer(true, intent === 'cancel' ? tRestock.cancelledAlert : tRestock.removed)
  if (removed.status === 401) return logoutUnauthorized(request, context)
  const { text, status } = failureReply(removed, tRestock.removeFailed)
  return answer(false, text, status)
}
