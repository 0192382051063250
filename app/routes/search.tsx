import { useEffect } from 'react'
import { data, Outlet } from 'react-router'
import { PAGE_SIZE, SEARCH_MAX_HITS } from '#backend/contract/catalogue-values.ts'
import type { Route } from './+types/search'
import { CatalogueLayout } from '#app/components/catalogue/catalogue-layout.tsx'
import { CatalogueError } from '#app/components/catalogue/catalogue-error.tsx'
import { EmptyResults } from '#app/components/catalogue/empty-results.tsx'
import { ProductGrid } from '#app/components/product/product-grid.tsx'
import { track } from '#app/lib/analytics.ts'
import { shopApi } from '#app/lib/api.server.ts'
import { failureMessage } from '#app/lib/api/result.ts'
import { loadFilterOptions, resolvePageJump } from '#app/lib/catalogue.server.ts'
import { keepCatalogueFrame } from '#app/lib/catalogue-frame.server.tsx'
import { catalogueShouldRevalidate } from '#app/lib/catalogue-revalidate.ts'
import { readCatalogueParams, searchRoute, totalPages } from '#app/lib/catalogue-url.ts'
import { t } from '#app/lib/messages.ts'
import { tPages } from '#app/lib/messages-pages.ts'
import { toCardData } from '#app/lib/product-card-data.ts'
import { canonicalUrl, pageMeta } from '#app/lib/seo.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'
import { firstCardPreload } from '#app/lib/preload-links.server.ts'
import { pageNumberOr404, pastLastPage } from '#app/lib/page-numbers.server.ts'

const MAX_QUERY = 100

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY)
  const page = pageNumberOr404(url.searchParams.get('page'))
  // No search counts more than SEARCH_MAX_HITS hits (the API refuses an offset beyond them), so a
  // page after those is past the end of any search: page 1 then tells where the last page is.
  const beyondAnySearch = page > totalPages(SEARCH_MAX_HITS, PAGE_SIZE)
  const state = readCatalogueParams(url.searchParams)
  const route = searchRoute(q)
  const api = shopApi(context)
  const origin = siteOrigin(request, context)
  const canonical = canonicalUrl(origin, url)

  // Facets count the query's matches per value (with the in-stock choice, not the other
  // filters), so ticking one rarity still shows how many the others have.
  const [result, facets, options] = await Promise.all([
    api.search(q, beyondAnySearch ? 1 : page, state, PAGE_SIZE),
    api.searchFacets(q, { stock_status: state.stock_status }),
    loadFilterOptions(api, state),
  ])
  const base = { q, page, state, options, canonical, facets: facets.ok ? facets.data : undefined }
  if (!result.ok) {
    return data(
      { ...base, ok: false as const, error: t.errors.readError(failureMessage(result)) },
      { status: result.status >= 400 && result.status < 600 ? result.status : 502 },
    )
  }
  const total = result.data.estimatedTotalHits
  const pages = totalPages(total, PAGE_SIZE)
  if (beyondAnySearch || (page > 1 && result.data.hits.length === 0)) {
    throw pastLastPage(route.href(state, pages), pages)
  }
  const jumpError = resolvePageJump(url, pages, (page) => route.href(state, page))
  const loaderData = { ...base, ok: true as const, hits: result.data.hits.map(toCardData), total, totalPages: pages, jumpError }
  await keepCatalogueFrame({ request, url }, state, [result.data, base.facets, options], () => <Search {...({ loaderData } as Route.ComponentProps)} />)
  return data(loaderData, { status: jumpError ? 400 : 200, headers: firstCardPreload(result.data.hits) })
}

export const shouldRevalidate = catalogueShouldRevalidate

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: tPages.search.title })
  return [
    ...pageMeta({
      title: loaderData.q ? tPages.search.titleWithQuery(loaderData.q) : tPages.search.title,
      canonical: loaderData.canonical,
    }),
    // Result pages are endless variations: keep them out of search engines' indexes.
    { name: 'robots', content: 'noindex, follow' },
  ]
}

/**
 * Declared apart from its export, so the loader can render it (its kept frame): React Router's
 * build wraps a route's default export (UNSAFE_withComponentProps), and a function declared in
 * that export is then no longer a name in this module (the pages answered 500).
 */
function Search({ loaderData }: Route.ComponentProps) {
  const { q, state, page } = loaderData
  const route = searchRoute(q)
  useEffect(() => {
    if (q) track('search', { search_term: q })
  }, [q])
  const subtitle = loaderData.ok
    ? tPages.search.hits(loaderData.total, loaderData.total >= SEARCH_MAX_HITS)
    : undefined
  return (
    <>
      <CatalogueLayout
        title={q ? tPages.search.titleWithQuery(q) : tPages.search.title}
        subtitle={subtitle}
        params={state}
        route={route}
        options={loaderData.options}
        counts={loaderData.facets}
        page={page}
        totalPages={loaderData.ok ? loaderData.totalPages : 1}
        count={loaderData.ok ? loaderData.total : undefined}
        jumpAction="/search"
        jumpHidden={{ ...route.hidden, ...(page > 1 ? { page: String(page) } : {}) }}
        jumpError={loaderData.ok ? loaderData.jumpError : undefined}
        error={loaderData.ok ? undefined : loaderData.error}
      >
        {loaderData.ok ? (
          loaderData.hits.length ? (
            <ProductGrid
              products={loaderData.hits}
              detailHref={(p) => route.detailHref(state, page, p.product_code)}
              label={tPages.search.title}
            />
          ) : (
            <EmptyResults
              message={tPages.search.empty(q)}
              params={state}
              route={route}
              tips={{ title: tPages.search.tipsTitle, items: tPages.search.tips }}
            />
          )
        ) : null}
      </CatalogueLayout>
      <Outlet />
    </>
  )
}

export default Search

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueError error={error} />
}
