import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useFetcher, type RouterContextProvider } from 'react-router'
import { Link } from '#app/components/link.tsx'
import type { Product } from '#backend/contract/catalogue.ts'
import type { Route } from './+types/cart'
import { CartConfirmRemove } from '#app/components/cart/cart-confirm-remove.tsx'
import { CartLineItem } from '#app/components/cart/cart-line.tsx'
import { CartMirror } from '#app/components/cart/cart-mirror.tsx'
import { CartSummary } from '#app/components/cart/cart-summary.tsx'
import { CartSyncNotice } from '#app/components/cart/cart-sync-notice.tsx'
import { CartClearForm } from '#app/components/cart/cart-clear-form.tsx'
import { CartShare } from '#app/components/cart/cart-share.tsx'
import { STAY_FIELD } from '#app/components/product/add-to-cart-form.tsx'
import { cardAnchorId } from '#app/components/product/product-card.tsx'
import type { CartActionResult } from '#app/components/product/use-cart-add.ts'
import { shopApi } from '#app/lib/api.server.ts'
import { cartIntentSchema } from '#app/lib/cart-forms.ts'
import { applyCartIntent, intentCodes } from '#app/lib/cart-intents.server.ts'
import { toMirrorItems } from '#app/lib/cart-mirror-items.ts'
import { CART_LIMITS } from '#app/lib/cart-limits.ts'
import { syncCartLines } from '#app/lib/cart-lines.server.ts'
import { fetchProductFacts } from '#app/lib/cart-sync.server.ts'
import { cartTotals } from '#app/lib/cart-totals.ts'
import { syncMessageText, tCart } from '#app/lib/messages-cart.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'
import { SHARE_ID_PATTERN } from '#app/lib/shared-cart.ts'
import { PRODUCT_CODE_PATTERN } from '#backend/contract/catalogue-values.ts'
import { t } from '#app/lib/messages.ts'
import { tShop } from '#app/lib/messages-shopping.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { commitCart, readCartState, type CartLine } from '#app/utils/cart.server.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { isDataRequest, safeRedirectPath } from '#app/utils/redirect.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'
import { getUser } from '#app/utils/user.server.ts'
import { failureReply, failureStatus } from '#app/lib/api/result.ts'

/**
 * Shows the cart synced with today's products. A GET never writes: the sync's findings are shown
 * from here, and the cookie is rewritten by the cart action — `intent=sync`, posted by the page
 * itself with JS, or by the shopper's 'got it' button (and any other cart post) without JS. Until
 * then a no-JS shopper sees the same findings again, which is true: the cookie still differs.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lines: cookieLines, present } = await readCartState(request, context)
  const [facts, fee] = await Promise.all([
    fetchProductFacts(
      cookieLines.map((l) => l.product_code),
      context,
    ),
    cookieLines.length ? shopApi(context).shippingFee() : null,
  ])
  // Without product facts nothing can be priced: say so, and keep the cookie as it is.
  const synced = facts.ok ? syncCartLines(cookieLines, facts.products) : null
  const lines = synced?.lines ?? []
  const url = new URL(request.url)
  const confirmCode = url.searchParams.get('confirm-remove')?.toUpperCase()
  const sharedId = url.searchParams.get('shared') ?? ''
  return {
    lines,
    syncError: facts.ok ? null : facts.message,
    syncMessages: synced?.messages.map(syncMessageText) ?? [],
    needsSync: synced?.changed ?? false,
    /** No cart cookie at all: the page may restore the cart from localStorage (JS). */
    canRestore: !present,
    confirmLine: lines.find((l) => l.product_code === confirmCode) ?? null,
    shareUrl: SHARE_ID_PATTERN.test(sharedId) ? `${siteOrigin(request, context)}/cart/shared/${sharedId}` : null,
    // docs/storefront.md#error-messages: a fee that cannot be fetched counts as 0 (the summary says so).
    totals: cartTotals(
      lines.map((l) => l.line_total),
      fee?.ok ? fee.data.value : null,
    ),
    /** The summary tells a guest that checking out needs a login, and nobody else. */
    guest: !getUser(context),
  }
}

/**
 * Where a no-JS post comes back to. An add comes from the product list (its modal or cards), every
 * other form from this page. An add from a card comes back to that card on its list; the modal's
 * form asks to come back as it is (STAY_FIELD), as does an address that has its own fragment.
 */
function backToPath(form: FormData) {
  const add = form.get('intent') === 'add'
  const backTo = safeRedirectPath(form.get('redirectTo'), add ? '/products/1' : '/cart')
  const code = form.get('product_code')
  const toCard = add && typeof code === 'string' && PRODUCT_CODE_PATTERN.test(code) && !backTo.includes('#') && form.get(STAY_FIELD) !== '1'
  // Checked again: the anchor may take a path at the length limit over it.
  return toCard ? safeRedirectPath(`${backTo}#${cardAnchorId(code)}`, backTo) : backTo
}

/**
 * Every cart change (docs/product-rules.md#cart), one intent per form (lib/cart-forms.ts). A JS fetcher
 * gets JSON back; a no-JS post is redirected to where it came from with a notice, or shown this
 * page with the error and a 4xx. Each post also applies the sync, so the cookie follows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const backTo = backToPath(form)
  const fail = (error: string, status = 400) => data<CartActionResult>({ ok: false, error, backTo }, { status })
  const submission = parseWithZod(form, { schema: cartIntentSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return fail(csrfError, 403)
  if (submission.status !== 'success') {
    const first = Object.values(submission.error ?? {}).flat().find(Boolean)
    return fail(first ?? t.errors.badRequestBody)
  }
  const intent = submission.value

  const { lines } = await readCartState(request, context)
  const codes = [...new Set([...lines.map((l) => l.product_code), ...intentCodes(intent)])]
  // The batch call takes at most 100 codes: only a new line in a full cart goes over.
  if (codes.length > CART_LIMITS.maxLines) return fail(tShop.cart.tooManyLines, 409)
  const shared = intent.intent === 'add-shared' ? await shopApi(context).getSharedCart(intent.share_id) : null
  if (shared && !shared.ok) return fail(shared.status === 404 ? tCart.shared.notFound : tCart.shared.failed, failureStatus(shared))
  const facts = await fetchProductFacts(codes, context)
  if (!facts.ok) return fail(facts.message, 502)
  if (intent.intent === 'share') return shareCart(lines, facts.products, context)

  const byCode = new Map(facts.products.map((p) => [p.product_code, p]))
  const outcome = applyCartIntent(lines, intent, byCode, shared?.ok ? shared.data : undefined)
  if (outcome.kind === 'refused') return fail(outcome.message, outcome.status)
  if (outcome.kind === 'confirm-remove') {
    throw redirect(`/cart?confirm-remove=${encodeURIComponent(outcome.product_code)}`, { status: 303 })
  }
  const synced = syncCartLines(outcome.kind === 'changed' ? outcome.cart : lines, facts.products)
  const findings = synced.messages.map(syncMessageText)
  const message = [outcome.kind === 'changed' ? outcome.message : '', ...findings].filter(Boolean).join(' ')
  const headers = new Headers({ 'Set-Cookie': await commitCart(synced.cart, context) })
  if (isDataRequest(request)) {
    return data<CartActionResult>(
      {
        ok: true,
        message,
        quantity: outcome.kind === 'changed' ? (outcome.added ?? 0) : 0,
        findings,
        mirror: toMirrorItems(synced.lines),
      },
      { headers },
    )
  }
  if (message) headers.append('Set-Cookie', await flashNotice(request, context, { type: 'success', message }))
  throw redirect(backTo, { headers, status: 303 })
}

/**
 * Stores the synced cart as a shared cart and comes back to /cart?shared=ID, which shows the
 * link (a redirect, so the JS fetcher and the plain form end on the same page).
 */
async function shareCart(lines: CartLine[], products: Product[], context: Readonly<RouterContextProvider>) {
  const synced = syncCartLines(lines, products)
  const fail = (error: string, status: number) => data<CartActionResult>({ ok: false, error, backTo: '/cart' }, { status })
  if (!synced.lines.length) return fail(tCart.share.empty, 400)
  if (synced.lines.length > CART_LIMITS.maxShareItems) return fail(tCart.share.tooMany(CART_LIMITS.maxShareItems), 400)
  const created = await shopApi(context).shareCart({
    items: synced.lines.map((l) => ({ product_code: l.product_code, quantity: l.quantity, price_twd: l.price_twd })),
  })
  if (!created.ok) {
    const { text, status } = failureReply(created, tCart.share.failed)
    return fail(text, status)
  }
  const headers = new Headers({ 'Set-Cookie': await commitCart(synced.cart, context) })
  // The fragment brings the link into view: the share button sits below the lines.
  throw redirect(`/cart?shared=${encodeURIComponent(created.data.share_id)}#cart-share-link`, { headers, status: 303 })
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Set-Cookie') ? actionHeaders : loaderHeaders
}

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tShop.cart.title }), { name: 'robots', content: 'noindex' }]

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, syncError, syncMessages, needsSync, canRestore, confirmLine, shareUrl, totals } = loaderData
  const copy = tShop.cart
  const clearFetcher = useFetcher<CartActionResult>({ key: 'cart-clear' })
  const clearing = clearFetcher.state !== 'idle'
  const shownLines = clearing ? [] : lines
  return (
    <section className="page cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title" className="page-title">
        {copy.title}
      </h1>
      {actionData && !actionData.ok ? (
        <div className="alert alert-error" role="alert">
          <p>{actionData.error}</p>
          <p>
            <Link to={actionData.backTo ?? '/products/1'}>{copy.back}</Link>
          </p>
        </div>
      ) : null}
      {syncError ? (
        <p className="alert alert-error" role="alert" data-testid="cart-sync-error">
          {syncError}
        </p>
      ) : null}
      <CartSyncNotice messages={syncMessages} needsSync={needsSync} />
      <CartMirror lines={lines} canRestore={canRestore} synced={!syncError} />
      {confirmLine ? <CartConfirmRemove line={confirmLine} /> : null}
      {shownLines.length ? (
        <>
          <p className="page-subtitle">{copy.summary(lines.length, lines.reduce((sum, l) => sum + l.quantity, 0))}</p>
          <div className="cart-layout">
            <div className="cart-lines-column">
              <ul className="cart-lines" aria-label={copy.linesLabel}>
                {shownLines.map((line) => (
                  <CartLineItem key={line.product_code} line={line} />
                ))}
              </ul>
              <div className="cart-actions">
                <CartClearForm fetcher={clearFetcher} />
              </div>
              <CartShare lineCount={lines.length} shareUrl={shareUrl} />
            </div>
            <CartSummary totals={totals} canCheckout={lines.length > 0} guest={loaderData.guest} />
          </div>
        </>
      ) : syncError ? null : (
        <div className="empty-state cart-empty">
          <p>{copy.empty}</p>
          <p>{copy.emptyHint}</p>
          <Link className="button" to="/products/1">
            {copy.browse}
          </Link>
        </div>
      )}
    </section>
  )
}
