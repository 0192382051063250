import { data, Link, redirect } from 'react-router'
import { normalizeProductCode } from '#backend/contract/catalogue-values.ts'
import type { Route } from './+types/cart'
import { ComingSoon } from '#app/components/coming-soon.tsx'
import type { CartActionResult } from '#app/components/product/add-to-cart-form.tsx'
import { shopApi } from '#app/lib/api.server.ts'
import { formatTwd } from '#app/lib/format.ts'
import { t } from '#app/lib/messages.ts'
import { tShop } from '#app/lib/messages-shopping.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { CART_MAX_LINES, CART_MAX_QUANTITY, cartQuantity, commitCart, readCart } from '#app/utils/cart.server.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { isDataRequest, safeRedirectPath } from '#app/utils/redirect.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const lines = await readCart(request, context)
  const products = lines.length ? await shopApi(context).batchProducts(lines.map((l) => l.product_code)) : null
  const byCode = new Map(products?.ok ? products.data.map((p) => [p.product_code, p]) : [])
  return {
    items: lines.flatMap((line) => {
      const product = byCode.get(line.product_code)
      return product ? [{ ...line, name: product.base_name, price_twd: product.price_twd, card_number: product.card_number }] : []
    }),
    quantity: cartQuantity(lines),
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
  const subtotal = loaderData.items.reduce((sum, i) => sum + i.price_twd * i.quantity, 0)
  return (
    <ComingSoon title={tShop.cart.title}>
      {actionData && !actionData.ok ? (
        <div className="alert alert-error" role="alert">
          <p>{actionData.error}</p>
          <p>
            <Link to={actionData.backTo ?? '/products/1'}>{tShop.cart.back}</Link>
          </p>
        </div>
      ) : null}
      <p>{tShop.cart.comingSoon}</p>
      {loaderData.items.length ? (
        <>
          <p>{tShop.cart.summary(loaderData.items.length, loaderData.quantity)}</p>
          <ul className="cart-preview">
            {loaderData.items.map((item) => (
              <li key={item.product_code}>
                <span>
                  {item.name} <small>{item.card_number}</small>
                </span>
                <span>
                  × {item.quantity} · {formatTwd(item.price_twd * item.quantity)}
                </span>
              </li>
            ))}
          </ul>
          <p className="cart-preview-total">{formatTwd(subtotal)}</p>
        </>
      ) : (
        <p>{tShop.cart.empty}</p>
      )}
    </ComingSoon>
  )
}
