import { PAGE_SIZE } from '#backend/contract/catalogue-values.ts'
import type { Route } from './+types/sitemap'
import { shopApi } from '#app/lib/api.server.ts'
import { totalPages } from '#app/lib/catalogue-url.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'

/** How many list pages' products get their own entry (the newest ones); the rest are linked from the list pages. */
const DETAIL_PAGES = 10
const MAX_LIST_PAGES = 5000

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context)
  const api = shopApi(context)
  const urls: Array<{ loc: string; lastmod?: string }> = ['/', '/products/1', '/news', '/faq', '/terms', '/privacy'].map((p) => ({ loc: origin + p }))

  const newest = await Promise.all(Array.from({ length: DETAIL_PAGES }, (_, i) => api.listProducts(i + 1, { ordering: '-id' })))
  const first = newest[0]
  const pages = first?.ok ? Math.min(totalPages(first.data.count, PAGE_SIZE), MAX_LIST_PAGES) : 0
  for (let p = 2; p <= pages; p++) urls.push({ loc: `${origin}/products/${p}` })
  for (const page of newest) {
    if (page.ok) for (const product of page.data.results) urls.push({ loc: `${origin}/products/1/detail/${product.product_code}` })
  }

  let newsPage = 1
  for (;;) {
    const news = await api.listNews(newsPage)
    if (!news.ok || !news.data.results.length) break
    for (const item of news.data.results) urls.push({ loc: `${origin}/news/${item.id}`, lastmod: item.publish_date.slice(0, 10) })
    if (newsPage * news.data.results.length >= news.data.count || newsPage >= 50) break
    newsPage++
  }

  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `  <url><loc>${escape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`).join('\n')}
</urlset>
`
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
