import { data } from 'react-router'
import type { Route } from './+types/news'
import { NewsCard } from '#app/components/news/news-card.tsx'
import { shopApi } from '#app/lib/api.server.ts'
import { totalPages } from '#app/lib/catalogue-url.ts'
import { pageNumberOr404, pastLastPageAfter } from '#app/lib/page-numbers.server.ts'
import { t } from '#app/lib/messages.ts'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'
import { PageLinks } from '#app/components/page-links.tsx'

const DEFAULT_PAGE_SIZE = 10
const hrefFor = (p: number) => (p > 1 ? `/news?page=${p}` : '/news')

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const page = pageNumberOr404(url.searchParams.get('page'))
  const origin = siteOrigin(request, context)
  const api = shopApi(context)
  const result = await api.listNews(page)
  if (!result.ok) {
    if (result.status === 404 && page > 1) {
      const pageCount = (first: { count: number; results: unknown[] }) => totalPages(first.count, first.results.length || DEFAULT_PAGE_SIZE)
      return pastLastPageAfter(api.listNews(1), pageCount, hrefFor)
    }
    if (result.status === 404) throw data({ message: t.errors.notFoundBody }, { status: 404 })
    return data({ ok: false as const, page, origin, error: t.errors.newsLatest }, { status: result.status >= 500 ? result.status : 502 })
  }
  // docs/storefront.md#page-sizes: the page size is what the API returned, 10 when it cannot be told.
  const pageSize = page === 1 && result.data.results.length ? result.data.results.length : DEFAULT_PAGE_SIZE
  const pages = result.data.count > result.data.results.length ? totalPages(result.data.count, pageSize) : page
  return { ok: true as const, page, origin, items: result.data.results, totalPages: pages }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.page ?? 1
  return pageMeta({
    title: page > 1 ? `${tPages.news.title}（第 ${page} 頁）` : tPages.news.title,
    canonical: loaderData ? `${loaderData.origin}/news${page > 1 ? `?page=${page}` : ''}` : undefined,
  })
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page narrow">
      <h1 className="page-title">{tPages.news.title}</h1>
      {!loaderData.ok ? (
        <p className="alert alert-error" role="alert">
          {loaderData.error}
        </p>
      ) : loaderData.items.length ? (
        <>
          <ul className="news-list">
            {loaderData.items.map((item) => (
              <NewsCard key={item.id} item={item} />
            ))}
          </ul>
          <PageLinks page={loaderData.page} totalPages={loaderData.totalPages} hrefFor={hrefFor} />
        </>
      ) : (
        <p className="empty-state">{tPages.news.empty}</p>
      )}
    </div>
  )
}
