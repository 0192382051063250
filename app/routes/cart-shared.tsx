import { data, Form } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import type { Route } from './+types/cart-shared'
import { SharedCartItem } from '#app/components/cart/shared-cart-item.tsx'
import { ErrorPage, errorView } from '#app/components/error-page.tsx'
import { shopApi } from '#app/lib/api.server.ts'
import { formatDate } from '#backend/contract/format-date.ts'
import { tCart } from '#app/lib/messages-cart.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'
import { ogImageUrl, pageMeta } from '#app/lib/seo.ts'
import { canAddShared, SHARE_ID_PATTERN } from '#app/lib/shared-cart.ts'

/** A shared cart (docs/product-rules.md#shared-carts), server-rendered so it opens as a plain link in LINE. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!SHARE_ID_PATTERN.test(params.shareId)) throw data({ message: tCart.shared.notFound }, { status: 404 })
  const result = await shopApi(context).getSharedCart(params.shareId)
  if (!result.ok) {
    const notFound = result.status === 404
    throw data({ message: notFound ? tCart.shared.notFound : tCart.shared.failed }, { status: notFound ? 404 : 502 })
  }
  return { shareId: params.shareId, cart: result.data, origin: siteOrigin(request, context) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [...pageMeta({ title: tCart.shared.notFound }), { name: 'robots', content: 'noindex' }]
  const { cart, origin, shareId } = loaderData
  const total = cart.items.reduce((sum, i) => sum + i.price_twd * i.quantity, 0)
  return [
    ...pageMeta({
      title: tCart.shared.metaTitle(cart.items.length, total),
      description: tCart.shared.metaDescription,
      canonical: `${origin}/cart/shared/${shareId}`,
      // The cart's own picture: its first cards side by side (backend/media/og-image.ts).
      image: ogImageUrl(origin, { sharedCart: shareId }),
    }),
    // A private list: previews yes, search engines no.
    { name: 'robots', content: 'noindex' },
  ]
}

export default function SharedCart({ loaderData }: Route.ComponentProps) {
  const { cart, shareId } = loaderData
  const addable = cart.items.filter(canAddShared)
  return (
    <section className="page cart-page shared-cart" aria-labelledby="shared-title">
      <h1 id="shared-title" className="page-title">
        {tCart.shared.title}
      </h1>
      <p className="page-subtitle">
        <time dateTime={cart.created_at}>{tCart.shared.createdAt(formatDate(cart.created_at))}</time>
      </p>
      <p className="cart-notice">{tCart.shared.kept}</p>
      <Form method="post" action="/cart">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="add-shared" />
        <input type="hidden" name="share_id" value={shareId} />
        <input type="hidden" name="redirectTo" value="/cart" />
        <ul className="cart-lines" aria-label={tCart.shared.title}>
          {cart.items.map((item) => (
            <SharedCartItem key={item.product_code} item={item} />
          ))}
        </ul>
        <div className="shared-cart-actions">
          {addable.length ? (
            <button type="submit" className="button button-large">
              {tCart.shared.addSelected}
            </button>
          ) : (
            <p className="cart-notice">{tCart.shared.noneAvailable}</p>
          )}
          <Link to="/products/1">{tCart.shared.browse}</Link>
        </div>
      </Form>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage {...errorView(error)} />
}
