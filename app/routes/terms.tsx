import type { Route } from './+types/terms'
import { LegalDocument } from '#app/components/legal-document.tsx'
import { TERMS, TERMS_LAST_UPDATED } from '#app/content/legal.ts'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'

export function loader({ request, context }: Route.LoaderArgs) {
  return { origin: siteOrigin(request, context) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ title: tPages.terms.title, canonical: loaderData ? `${loaderData.origin}/terms` : undefined })
}

export default function Terms() {
  return <LegalDocument title={tPages.terms.title} updated={tPages.terms.updated(TERMS_LAST_UPDATED)} sections={TERMS} />
}
