import { data, Outlet } from 'react-router'
import { PAGE_SIZE } from '#backend/contract/catalogue-values.ts'
import type { Route } from './+types/products'
import { CatalogueLayout } from '#app/components/catalogue/catalogue-layout.tsx'
import { CatalogueError } from '#app/components/catalogue/catalogue-error.tsx'
import { EmptyResults } from '#app/components/catalogue/empty-results.tsx'
import { ProductGrid } from '#app/components/product/product-grid.tsx'
import { shopApi } from '#app/lib/api.server.ts'
import { failureMessage } from '#app/lib/api/result.ts'
import { loadFilterOptions, resolvePageJump } from '#app/lib/catalogue.server.ts'
import { keepCatalogueFrame } from '#app/lib/catalogue-frame.server.tsx'
import { catalogueShouldRevalidate } from '#app/lib/catalogue-revalidate.ts'
import {
  filterCount,
  listRoute,
  readCatalogueParams,
  totalPages,
} from '#app/lib/catalogue-url.ts'
import { t } from '#app/lib/messages.ts'
import { toCardData } from '#app/lib/product-card-data.ts'
import { canonicalUrl, pageMeta } from '#app/lib/seo.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'
import { firstCardPreload } from '#app/lib/preload-links.server.ts'
import { pageNumberOr404, pastLastPage } from '#app/lib/page-numbers.server.ts'

export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const page = pageNumberOr404(params.pageNumber)
  const state = readCatalogueParams(url.searchParams)
  const api = shopApi(context)
  const origin = siteOrigin(request, context)
  const canonical = canonicalUrl(origin, new URL(`/products/${page}${url.search}`, origin))

  const [list, options] = await Promise.all([api.listProducts(page, state), loadFilterOptions(api, state)])
  if (!list.ok) {
    if (list.status === 404 && page > 1) {
      // Past the last page: a 404 page that links back to the real last page.
      const first = await api.listProducts(1, state)
      const lastPage = first.ok ? totalPages(first.data.count, PAGE_SIZE) : 1
      throw pastLastPage(listRoute().href(state, lastPage), lastPage)
    }
    return data(
      { ok: false as const, error: t.errors.readError(failureMessage(list)), state, page, options, canonical },
      { status: list.status >= 400 && list.status < 600 ? list.status : 502 },
    )
  }

  const pages = totalPages(list.data.count, PAGE_SIZE)
  const jumpError = resolvePageJump(url, pages, (page) => listRoute().href(state, page))
  const loaderData = {
    ok: true as const,
    products: list.data.results.map(toCardData),
    count: list.data.count,
    inStockCount: list.data.in_stock_count,
    page,
    totalPages: pages,
    state,
    options,
    jumpError,
    canonical,
  }
  await keepCatalogueFrame({ request, url }, state, [list.data, options], () => <ProductList {...({ loaderData } as Route.ComponentProps)} />)
  return data(loaderData, { status: jumpError ? 400 : 200, headers: firstCardPreload(list.data.results) })
}

export const shouldRevalidate = catalogueShouldRevalidate

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: t.errors.notFoundTitle })
  return pageMeta({
    title: t.products.pageTitle(loaderData.page),
    canonical: loaderData.canonical,
  })
}

/**
 * Declared apart from its export, so the loader can render it (its kept frame): React Router's
 * build wraps a route's default export (UNSAFE_withComponentProps), and a function declared in
 * that export is then no longer a name in this module (the pages answered 500).
 */
function ProductList({ loaderData }: Route.ComponentProps) {
  const route = listRoute()
  const { state, page } = loaderData
  return (
    <>
      <CatalogueLayout
        title={t.products.title}
        subtitle={loaderData.ok ? t.products.counts(loaderData.count, loaderData.inStockCount) : undefined}
        params={state}
        route={route}
        options={loaderData.options}
        page={page}
        totalPages={loaderData.ok ? loaderData.totalPages : 1}
        count={loaderData.ok ? loaderData.count : undefined}
        jumpError={loaderData.ok ? loaderData.jumpError : undefined}
        jumpAction={`/products/${page}`}
        error={loaderData.ok ? undefined : loaderData.error}
      >
        {loaderData.ok ? (
          loaderData.products.length ? (
            <ProductGrid
              products={loaderData.products}
              detailHref={(p) => route.detailHref(state, page, p.product_code)}
              label={t.products.title}
            />
          ) : (
            <EmptyResults
              message={filterCount(state) ? t.products.empty : t.products.emptyAll}
              params={state}
              route={route}
            />
          )
        ) : null}
      </CatalogueLayout>
      <Outlet />
    </>
  )
}

export default ProductList

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueError error={error} />
}
