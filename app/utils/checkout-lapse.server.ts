/**
 * A checkout sent after the shopper's login lapsed (its session ended, or the API refused to
 * refresh it): what was typed waits in the session, and the login comes back to the checkout page
 * with it, where the page used to send the shopper to /login and drop the form.
 */
import { redirect, type RouterContextProvider } from 'react-router'
import { tCheckout } from '#app/lib/messages-orders.ts'
import { MERCHANT_TRADE_NO_PATTERN } from '#backend/contract/order-values.ts'
import { checkCsrf, readForm } from './csrf.server.ts'
import { getSession, markSessionChanged } from './session.server.ts'

/** The recipient as typed, kept in the session while the shopper is away (the map, a login). */
export function typedRecipient(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 254)
  return { recipient_name: text('recipient_name'), recipient_phone: text('recipient_phone'), recipient_email: text('recipient_email') }
}

type Recipient = ReturnType<typeof typedRecipient>

/**
 * Keeps the recipient in the session for the next checkout page (back from the map or a login, or
 * after a refused order); answers the session, for a notice to go with it.
 */
export async function keepRecipient(request: Request, context: Readonly<RouterContextProvider>, recipient: Recipient) {
  const session = await getSession(request, context)
  session.set('checkout', recipient)
  markSessionChanged(context)
  return session
}

/** The checkout page, with the store the trade number picked when it is one. */
export const checkoutPagePath = (tradeNo: string) =>
  MERCHANT_TRADE_NO_PATTERN.test(tradeNo) ? `/checkout?merchant_trade_no=${tradeNo}` : '/checkout'

/** For a guest's post to /checkout: keeps the form and throws the way to /login; else does nothing. */
export async function keepCheckoutForLogin(request: Request, context: Readonly<RouterContextProvider>) {
  // The page's own post, or with JavaScript its data request (/checkout.data).
  if (request.method !== 'POST' || new URL(request.url).pathname.replace(/\.data$/, '') !== '/checkout') return
  const form = await readForm(request.clone())
  // Only this shop's own page may leave something in the shopper's session.
  if (await checkCsrf(form, request, context)) return
  const session = await keepRecipient(request, context, typedRecipient(form))
  session.flash('notice', { type: 'error', message: tCheckout.lapsedKept })
  const back = checkoutPagePath(String(form.get('merchant_trade_no') ?? ''))
  throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`, { status: 303 })
}
