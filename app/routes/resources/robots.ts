import type { Route } from './+types/robots'
import { serverContext } from '#app/context.ts'
import { siteOrigin } from '#app/lib/seo.ts'

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context.get(serverContext).env.PUBLIC_URL)
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /account/',
    'Disallow: /order/',
    'Disallow: /search',
    'Disallow: /resources/',
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
