import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { Route } from './+types/checkout'
import { CART_SHOWN_FIELD, CheckoutForm } from '#app/components/checkout/checkout-form.tsx'
import { MERCHANT_TRADE_NO_PATTERN } from '#backend/contract/order-values.ts'
import { shopApi } from '#app/lib/api.server.ts'
import { syncCartLines } from '#app/lib/cart-lines.server.ts'
import { cartTotals } from '#app/lib/cart-totals.ts'
import { t } from '#app/lib/messages.ts'
import { tCheckout } from '#app/lib/messages-orders.ts'
import { syncMessageText } from '#app/lib/messages-cart.ts'
import { newOnceKey, onceKeyOf } from '#app/lib/once-key.ts'
import { checkoutSchema } from '#app/lib/order-forms.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { commitCart, formatCartValue, readCart } from '#app/utils/cart.server.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { getSession, markSessionChanged } from '#app/utils/session.server.ts'
import { logoutUnauthorized, requireUser } from '#app/utils/user.server.ts'
import { checkoutPagePath, keepRecipient, typedRecipient } from '#app/utils/checkout-lapse.server.ts'
import { BrowseEmptyState } from '#app/components/browse-empty-state.tsx'
import { fetchProductFacts } from '#app/lib/cart-sync.server.ts'
import { failureReply, failureStatus } from '#app/lib/api/result.ts'

/**
 * The cart as it can be ordered now: known products, quantities within stock, sold-out lines out.
 * `changes` says what differs from the cart cookie; `setCookie` makes the cookie follow, so the
 * cart the page shows is the cart the order is checked against.
 */
async function orderableCart(request: Request, context: Route.LoaderArgs['context']) {
  const cookieLines = await readCart(request, context)
  const [products, fee] = await Promise.all([
    fetchProductFacts(
      cookieLines.map((l) => l.product_code),
      context,
    ),
    shopApi(context).shippingFee(),
  ])
  // Without today's facts nothing can be priced or checked: said as the cart page says it, with
  // the cart kept, where every line used to read as gone and the page said the cart was empty.
  if (!products.ok) return { ok: false as const, message: products.message }
  // The cart as the cart page syncs it: today's prices, quantities within stock, gone lines out.
  const synced = syncCartLines(cookieLines, products.products)
  const lines = synced.lines
  return {
    ok: true as const,
    lines,
    /** The lines as the page states them (code, quantity, price): what its form says it showed. */
    shown: formatCartValue(lines),
    totals: cartTotals(lines.map((l) => l.line_total), fee.ok ? fee.data.value : null),
    changes: synced.messages.map(syncMessageText),
    setCookie: synced.changed ? await commitCart(synced.cart, context) : null,
  }
}

/**
 * Why the map did not open, under the store picker: the page comes back (without JS) scrolled to
 * it, where the map button would have been, not at the top.
 */
function storeStepError(submission: Submission<unknown>, message: string) {
  return submission.reply({ fieldErrors: { merchant_trade_no: [message] } })
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireUser(request, context)
  const cart = await orderableCart(request, context)
  // The page says why it cannot take an order now (503), in place of the form and the summary.
  if (!cart.ok) return data({ unavailable: cart.message }, { status: 503 })
  const { lines, shown, totals, changes: synced, setCookie } = cart
  const session = await getSession(request, context)
  const saved = session.get('checkout')
  const flashed = session.get('checkoutChanges') ?? null
  if (flashed) markSessionChanged(context)
  // What this load's sync changed is said here, once: the cookie is rewritten, so neither this
  // page nor the cart would say it again (a line sold out since the cart page was gone unsaid).
  const syncedText = synced.length ? [tCheckout.cartSynced, ...synced].join(' ') : null
  const tradeNo = url.searchParams.get('merchant_trade_no') ?? ''
  if (setCookie && syncedText && !flashed) {
    // The page comes again with the rewritten cookie, its findings flashed: the header's cart
    // badge is read from the cookie this request brought, and counted 3 beside a checkout of 1.
    // Once only: the next load has the flash (and a cookie that no longer differs). A rewrite
    // that only notes prices the cookie lacked changes no count, and is just sent along.
    session.flash('checkoutChanges', syncedText)
    markSessionChanged(context)
    const again = url.searchParams.has('merchant_trade_no') ? `/checkout?merchant_trade_no=${encodeURIComponent(tradeNo)}` : '/checkout'
    throw redirect(again, { headers: { 'Set-Cookie': setCookie } })
  }
  const changes = [flashed, syncedText].filter(Boolean).join(' ') || null
  // Back from the store map (same-window flow): the API tells which store this trade number picked.
  let store: { id: string; name: string; address: string; tradeNo: string } | null = null
  let storeError: string | null = null
  if (url.searchParams.has('merchant_trade_no')) {
    if (!MERCHANT_TRADE_NO_PATTERN.test(tradeNo)) storeError = tCheckout.missingTradeNo
    else {
      const picked = await shopApi(context).checkStoreSelection(tradeNo)
      if (picked.ok && picked.data.status === 'success' && picked.data.data) {
        store = { id: picked.data.data.CVSStoreID, name: picked.data.data.CVSStoreName, address: picked.data.data.CVSAddress, tradeNo }
      } else if (!picked.ok && picked.status === 401) return logoutUnauthorized(request, context)
      else storeError = picked.ok ? tCheckout.storeLookupFailed : tCheckout.finalQueryFailed
    }
  }
  return data(
    {
    lines,
    totals,
    store,
    storeError,
    changes,
    shown,
    recipient: saved ?? null,
    profile: { recipient_name: `${user.lastName}${user.firstName}`, recipient_phone: user.phoneNumber, recipient_email: user.email },
    // One key per checkout page: a double submit (no JS, double tap, retry) makes one order.
    idempotencyKey: newOnceKey(),
    },
    setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context)
  const form = await readForm(request)
  const intent = form.get('intent')
  const submission = parseWithZod(form, { schema: checkoutSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ result: replyWithFormError(submission, csrfError), map: null }, { status: 403 })
  const api = shopApi(context)

  if (intent === 'choose-store') {
    // Keep what was typed while the shopper is at the map (server-side, not in the URL).
    await keepRecipient(request, context, typedRecipient(form))
    const popup = form.get('flow') === 'popup'
    const map = await api.mapParameters({ popup })
    if (!map.ok) {
      if (map.status === 401) return logoutUnauthorized(request, context)
      // Opening the map too often is refused (429) in the API's words, with how long to wait.
      const { text, status } = failureReply(map, tCheckout.mapParametersFailed)
      return data({ result: storeStepError(submission, text), map: null }, { status })
    }
    if (!map.data.MerchantTradeNo) return data({ result: storeStepError(submission, tCheckout.missingTradeNo), map: null }, { status: 502 })
    return { result: null, map: { url: map.data.map_url, fields: map.data.fields, tradeNo: map.data.MerchantTradeNo, popup } }
  }

  if (intent === 'fill-profile') {
    // Without JS the 'same as member profile' choice is this button: the form comes back filled.
    const filled = { recipient_name: `${user.lastName}${user.firstName}`, recipient_phone: user.phoneNumber, recipient_email: user.email }
    await keepRecipient(request, context, filled)
    throw redirect(checkoutPagePath(String(form.get('merchant_trade_no') ?? '')), { status: 303 })
  }

  if (submission.status !== 'success') return data({ result: submission.reply(), map: null }, { status: 400 })
  // Only an edited page lacks it: it is the page's own one-time key, so a fresh page brings a good one.
  const onceKey = onceKeyOf(form)
  if (!onceKey) return data({ result: replyWithFormError(submission, t.errors.formExpired), map: null }, { status: 400 })
  const cart = await orderableCart(request, context)
  if (!cart.ok) {
    // Nothing is ordered; what was typed waits in the session for the page once it can be read.
    await keepRecipient(request, context, typedRecipient(form))
    return data({ result: replyWithFormError(submission, cart.message), map: null }, { status: 503 })
  }
  const { lines, shown, changes, setCookie } = cart
  // The cart is a cookie every tab shares: one changed in another tab since this page was shown
  // (an item added, a quantity set) would be ordered unseen, at a total the page never stated.
  const changedElsewhere = lines.length > 0 && form.get(CART_SHOWN_FIELD) !== shown
  if (changes.length || changedElsewhere) {
    // Stock sold or a price changed since the page was shown: nothing is ordered that the shopper
    // has not seen. The cart follows, and the page comes back (a redirect, so every loader reads
    // the new cart, with or without JS) with the new summary, what changed, and the form as typed;
    // a cart whose every line sold out comes back empty, saying so (the cart page no longer could).
    const { recipient_name, recipient_phone, recipient_email, merchant_trade_no } = submission.value
    const session = await keepRecipient(request, context, { recipient_name, recipient_phone, recipient_email })
    session.flash('checkoutChanges', changes.length ? [tCheckout.cartChanged, ...changes].join(' ') : tCheckout.cartChangedElsewhere)
    throw redirect(`/checkout?merchant_trade_no=${encodeURIComponent(merchant_trade_no)}`, {
      status: 303,
      headers: setCookie ? { 'Set-Cookie': setCookie } : undefined,
    })
  }
  // Emptied meanwhile (another tab, or this form's order already placed): nothing to order.
  if (!lines.length) throw redirect('/cart', { status: 303 })
  const picked = await api.checkStoreSelection(submission.value.merchant_trade_no)
  if (!picked.ok || picked.data.status !== 'success' || !picked.data.data) {
    if (!picked.ok && picked.status === 401) return logoutUnauthorized(request, context)
    return data({ result: replyWithFormError(submission, tCheckout.storeLookupFailed), map: null }, { status: 400 })
  }
  const created = await api.createOrder(
    {
      recipient_name: submission.value.recipient_name,
      recipient_phone: submission.value.recipient_phone,
      recipient_email: submission.value.recipient_email,
      store_id: picked.data.data.CVSStoreID,
      store_name: picked.data.data.CVSStoreName,
      items: lines.map((l) => ({ product_code: l.product_code, quantity: l.quantity })),
    },
    onceKey,
  )
  if (!created.ok) {
    if (created.status === 401) return logoutUnauthorized(request, context)
    // docs/storefront.md#error-messages: the server's detail, else field messages, else the generic failure.
    const reply = replyWithApiFailure(submission, created, { fallback: tCheckout.orderFailed })
    return data({ result: reply, map: null }, { status: failureStatus(created) })
  }
  const session = await getSession(request, context)
  session.unset('checkout')
  markSessionChanged(context)
  throw redirect(`/order/success?order=${encodeURIComponent(created.data.order_number)}`, {
    status: 303,
    headers: { 'Set-Cookie': await commitCart([], context) },
  })
}

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tCheckout.title }), { name: 'robots', content: 'noindex' }]

function CheckoutPage({ children }: { children: React.ReactNode }) {
  return (
    <section className="page narrow checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="page-title">
        {tCheckout.title}
      </h1>
      {children}
    </section>
  )
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  if ('unavailable' in loaderData) {
    // Today's product facts cannot be read: why, in place of the form and the summary.
    return (
      <CheckoutPage>
        <p className="alert alert-error" role="alert">
          {loaderData.unavailable} {actionData?.result ? tCheckout.typedKept : null}
        </p>
      </CheckoutPage>
    )
  }
  return (
    <CheckoutPage>
      {loaderData.changes ? (
        <p className="alert alert-error" role="alert">
          {loaderData.changes}
        </p>
      ) : null}
      {loaderData.lines.length ? (
        <CheckoutForm {...loaderData} actionData={actionData ?? null} />
      ) : (
        <BrowseEmptyState message={tCheckout.empty} linkText={tCheckout.success.continue} />
      )}
    </CheckoutPage>
  )
}
