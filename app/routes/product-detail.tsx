import { data, isRouteErrorResponse, useLocation } from 'react-router'
import { normalizeProductCode } from '#backend/contract/catalogue-values.ts'
import type { Route } from './+types/product-detail'
import { ProductDetail } from '#app/components/product/product-detail.tsx'
import { ProductModal } from '#app/components/product/product-modal.tsx'
import { shopApi } from '#app/lib/api.server.ts'
import { productDescription, productJsonLd } from '#app/lib/product-seo.ts'
import { t } from '#app/lib/messages.ts'
import { tShop } from '#app/lib/messages-shopping.ts'
import { ogImageUrl, pageMeta } from '#app/lib/seo.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'
import { galleryPreload } from '#app/lib/preload-links.server.ts'
import { useEffect } from 'react'
import { track } from '#app/lib/analytics.ts'
import type { RestockState } from '#app/components/product/restock-alert-form.tsx'
import { restockAlertAction } from '#app/lib/restock-alerts.server.ts'
import { getUser } from '#app/utils/user.server.ts'

/** The background page of a detail URL: the same path without /detail/:code, same query. */
function backgroundHref(pathname: string, search: string) {
  const base = pathname.replace(/\/detail\/[^/]*\/?$/, '') || '/products/1'
  return `${base}${search}`
}

export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const closeHref = backgroundHref(url.pathname, url.search)
  const origin = siteOrigin(request, context)
  const code = normalizeProductCode(params.productCode)
  if (!code) throw data({ closeHref, message: tShop.detail.notFound }, { status: 404 })
  const api = shopApi(context)
  const [result, fee] = await Promise.all([api.getProduct(code), api.shippingFee()])
  if (!result.ok) {
    const notFound = result.status === 404
    throw data(
      { closeHref, message: notFound ? tShop.detail.notFound : t.errors.productDetail },
      { status: notFound ? 404 : result.status >= 400 && result.status < 600 ? result.status : 502 },
    )
  }
  return data(
    {
      product: result.data,
      restock: await restockState(context, result.data.product_code, result.data.internal_stock),
      shippingFee: fee.ok ? fee.data.value : null,
      closeHref,
      origin,
      canonical: `${origin}/products/1/detail/${result.data.product_code}`,
    },
    { headers: galleryPreload(result.data) },
  )
}

/** Sold out: whether the shopper already asked for a restock alert (guests are offered a login). */
async function restockState(context: Route.LoaderArgs['context'], code: string, stock: number): Promise<RestockState | null> {
  if (stock > 0) return null
  const user = getUser(context)
  if (!user) return { kind: 'guest' }
  const alerts = await shopApi(context).restockAlerts()
  // Unreadable alerts: offer the button; asking again is harmless (the API keeps one alert).
  const waiting = alerts.ok && alerts.data.results.some((a) => a.product_code === code && a.status === 'waiting')
  return { kind: waiting ? 'waiting' : 'none', email: user.email }
}

/** The restock alert form ('到貨通知') posts here; it comes back to this product. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const code = normalizeProductCode(params.productCode) ?? ''
  return restockAlertAction(request, context, { fallbackBack: `/products/1/detail/${encodeURIComponent(code)}`, inPlace: true })
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: tShop.detail.notFound })
  const { product, origin, canonical } = loaderData
  const title = `${product.base_name} ${product.card_number} ${product.rarity}`
  return [
    ...pageMeta({
      title,
      description: productDescription(product),
      canonical,
      image: ogImageUrl(origin, { product: product.product_code }),
      type: 'product',
    }),
    { property: 'product:price:amount', content: String(product.price_twd) },
    { property: 'product:price:currency', content: 'TWD' },
    { 'script:ld+json': productJsonLd(product, origin, canonical) },
  ]
}

export default function ProductDetailRoute({ loaderData }: Route.ComponentProps) {
  const { product, closeHref } = loaderData
  const location = useLocation()
  useEffect(() => {
    track('view_item', {
      value: product.price_twd,
      items: [{ item_id: product.product_code, item_name: product.base_name, item_category: product.card.category, price: product.price_twd }],
    })
  }, [product])
  return (
    <ProductModal closeHref={closeHref} titleId="product-title" productCode={product.product_code}>
      <ProductDetail
        product={product}
        shippingFee={loaderData.shippingFee}
        backTo={`${location.pathname}${location.search}`}
        titleId="product-title"
        restock={loaderData.restock}
      />
    </ProductModal>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation()
  const payload = isRouteErrorResponse(error) ? (error.data as { closeHref?: string; message?: string }) : undefined
  const closeHref = payload?.closeHref ?? backgroundHref(location.pathname, location.search)
  return (
    <ProductModal closeHref={closeHref} titleId="product-error-title">
      <div className="detail-error">
        <h2 id="product-error-title">{payload?.message ?? t.errors.productDetail}</h2>
        <p>{t.errors.notFoundBody}</p>
      </div>
    </ProductModal>
  )
}
