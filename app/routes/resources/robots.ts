import type { Route } from './+types/robots'
import { siteOrigin } from '#app/lib/origin.server.ts'

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context)
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
