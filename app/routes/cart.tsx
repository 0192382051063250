import { data, Link, redirect } from 'react-router'
import { normalizeProductCode } from '#backend/contract/catalogue-values.ts'
import type { Route } from './+types/cart'
import { CartLineItem } from '#app/components/cart/cart-line.tsx'
import { CartSummary } from '#app/components/cart/cart-summary.tsx'
import type { CartActionResult } from '#app/components/product/add-to-cart-form.tsx'
import { shopApi } from '#app/lib/api.server.ts'
import { clampCartLines } from '#app/lib/cart-lines.server.ts'
import { cartTotals } from '#app/lib/cart-totals.ts'
import { t } from '#app/lib/messages.ts'
import { tShop } from '#app/lib/messages-shopping.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { CART_MAX_LINES, CART_MAX_QUANTITY, commitCart, readCart } from '#app/utils/cart.server.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { isDataRequest, safeRedirectPath } from '#app/utils/redirect.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookieLines = await readCart(request, context)
  const api = shopApi(context)
  const [products, fee] = await Promise.all([
    cookieLines.length ? api.batchProducts(cookieLines.map((l) => l.product_code)) : null,
    cookieLines.length ? api.shippingFee() : null,
  ])
  // Without product facts nothing can be priced: say so rather than show an empty cart.
  const syncFailed = products !== null && !products.ok
  const { lines, hidden } = clampCartLines(cookieLines, products?.ok ? products.data : [])
  return {
    lines,
    hidden: syncFailed ? 0 : hidden,
    syncFailed,
    // SPEC.md section 8: a fee that cannot be fetched counts as 0 (the summary says so).
    totals: cartTotals(
      lines.map((l) => l.line_total),
      fee?.ok ? fee.data.value : null,
    ),
  }
}

/**
 * Cart changes (DESIGN.md section 3). Today: `intent=add` from the product modal. A JS fetcher
 * gets JSON back; a no-JS post is redirected to where it came from with a notice, or shown
 * this page with the error and a 4xx.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const backTo = safeRedirectPath(form.get('redirectTo'), '/products/1')
  const fail = (error: string, status = 400) => data<CartActionResult>({ ok: false, error, backTo }, { status })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return fail(csrfError, 403)

  if (form.get('intent') !== 'add') return fail(t.errors.badRequestBody)
  const code = normalizeProductCode(String(form.get('product_code') ?? ''))
  const quantityText = String(form.get('quantity') ?? '1').trim()
  const quantity = /^[0-9]{1,3}$/.test(quantityText) ? Number(quantityText) : Number.NaN
  if (!code) return fail(tShop.detail.notFound, 404)
  if (!(quantity >= 1 && quantity <= CART_MAX_QUANTITY)) return fail(tShop.cart.invalidQuantity)

  const product = await shopApi(context).getProduct(code)
  if (!product.ok) return product.status === 404 ? fail(tShop.detail.notFound, 404) : fail(t.errors.productDetail, 502)
  const stock = product.data.internal_stock
  if (stock <= 0) return fail(tShop.cart.soldOut, 409)

  const lines = await readCart(request, context)
  const existing = lines.find((l) => l.product_code === code)
  if (!existing && lines.length >= CART_MAX_LINES) return fail(tShop.cart.tooManyLines, 409)
  const wanted = (existing?.quantity ?? 0) + quantity
  const next = Math.min(wanted, stock, CART_MAX_QUANTITY)
  const updated = existing
    ? lines.map((l) => (l.product_code === code ? { ...l, quantity: next } : l))
    : [...lines, { product_code: code, quantity: next }]
  const added = next - (existing?.quantity ?? 0)
  const message = next < wanted ? tShop.cart.cappedToStock(next) : tShop.cart.added(product.data.base_name, quantity)

  const headers = new Headers({ 'Set-Cookie': await commitCart(updated, context) })
  if (isDataRequest(request)) return data<CartActionResult>({ ok: true, message, quantity: added }, { headers })
  headers.append('Set-Cookie', await flashNotice(request, context, { type: 'success', message }))
  throw redirect(backTo, { headers, status: 303 })
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Set-Cookie') ? actionHeaders : loaderHeaders
}

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tShop.cart.title }), { name: 'robots', content: 'noindex' }]

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, hidden, syncFailed, totals } = loaderData
  const copy = tShop.cart
  const buyable = lines.filter((l) => !l.soldOut)
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
      {syncFailed ? (
        <p className="alert alert-error" role="alert">
          {copy.syncFailed}
        </p>
      ) : null}
      {lines.length ? (
        <>
          <p className="page-subtitle">{copy.summary(buyable.length, buyable.reduce((sum, l) => sum + l.quantity, 0))}</p>
          {hidden ? <p className="cart-notice">{copy.hiddenLines(hidden)}</p> : null}
          <div className="cart-layout">
            <div className="cart-lines-column">
              <ul className="cart-lines" aria-label={copy.linesLabel}>
                {lines.map((line) => (
                  <CartLineItem key={line.product_code} line={line} />
                ))}
              </ul>
              <p className="cart-notice">{copy.editingSoon}</p>
            </div>
            <CartSummary totals={totals} canCheckout={buyable.length > 0} />
          </div>
        </>
      ) : syncFailed ? null : (
        <div className="empty-state cart-empty">
          {hidden ? <p>{copy.hiddenLines(hidden)}</p> : null}
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
