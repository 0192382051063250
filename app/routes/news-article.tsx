import { useEffect } from 'react'
import { data } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { sanitizeNewsHtml } from '#app/lib/news-html.server.ts'
import type { Route } from './+types/news-article'
import { ErrorPage, errorView } from '#app/components/error-page.tsx'
import { track } from '#app/lib/analytics.ts'
import { shopApi } from '#app/lib/api.server.ts'
import { formatDate } from '#backend/contract/format-date.ts'
import { t } from '#app/lib/messages.ts'
import { tPages } from '#app/lib/messages-pages.ts'
import { ogImageUrl, pageMeta } from '#app/lib/seo.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = /^[1-9][0-9]{0,9}$/.test(params.newsId) ? Number(params.newsId) : null
  if (id === null || id > 2_147_483_647) throw data({ message: t.errors.newsNotFound }, { status: 404 })
  const result = await shopApi(context).getNews(id)
  if (!result.ok) {
    const notFound = result.status === 404
    throw data({ message: notFound ? t.errors.newsNotFound : t.errors.newsLatest }, { status: notFound ? 404 : 502 })
  }
  const origin = siteOrigin(request, context)
  // Cleaned here too: the API may be another backend (contract/news-html.ts).
  return { item: { ...result.data, content: sanitizeNewsHtml(result.data.content) }, origin }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ title: t.errors.newsNotFound })
  const { item, origin } = loaderData
  return pageMeta({
    title: item.title,
    description: item.summary || undefined,
    canonical: `${origin}/news/${item.id}`,
    image: ogImageUrl(origin, { news: item.id }),
    type: 'article',
  })
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData
  useEffect(() => {
    track('view_news_item', { news_id: item.id, news_title: item.title })
  }, [item.id, item.title])
  return (
    <article className="page narrow article">
      <p className="breadcrumb">
        <Link to="/news">{tPages.news.back}</Link>
      </p>
      <h1 className="page-title">{item.title}</h1>
      <p className="article-meta">
        <time dateTime={item.publish_date}>{formatDate(item.publish_date)}</time>
        {item.author ? <span>{tPages.news.by(item.author)}</span> : null}
      </p>
      {item.image_url ? (
        <img className="article-cover" src={item.image_url} alt="" width={1200} height={630} fetchPriority="high" />
      ) : null}
      <div className="article-body" dangerouslySetInnerHTML={{ __html: item.content }} />
    </article>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage {...errorView(error)} />
}
