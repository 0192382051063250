import type { Route } from './+types/privacy'
import { LegalDocument } from '#app/components/legal-document.tsx'
import { PRIVACY, PRIVACY_LAST_UPDATED } from '#app/content/legal.ts'
import { serverContext } from '#app/context.ts'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta, siteOrigin } from '#app/lib/seo.ts'

export function loader({ request, context }: Route.LoaderArgs) {
  const { env, publicEnv } = context.get(serverContext)
  return { origin: siteOrigin(request, env.PUBLIC_URL), contactEmail: publicEnv.contactEmail }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: tPages.privacy.title, canonical: loaderData ? `${loaderData.origin}/privacy` : undefined })
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument title={tPages.privacy.title} updated={tPages.privacy.updated(PRIVACY_LAST_UPDATED)} sections={PRIVACY}>
      <p className="legal-contact">
        {tPages.privacy.contactLabel}
        <a href={`mailto:${loaderData.contactEmail}`}>{loaderData.contactEmail}</a>
      </p>
    </LegalDocument>
  )
}
