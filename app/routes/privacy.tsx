import type { Route } from './+types/privacy'
import { LegalDocument } from '#app/components/legal-document.tsx'
import { PRIVACY, PRIVACY_LAST_UPDATED } from '#app/content/legal.ts'
import { serverContext } from '#app/context.ts'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'

export function loader({ request, context }: Route.LoaderArgs) {
  const { publicEnv } = context.get(serverContext)
  return { origin: siteOrigin(request, context), contactEmail: publicEnv.contactEmail }
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
