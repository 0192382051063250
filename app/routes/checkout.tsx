import type { Route } from './+types/checkout'
import { ComingSoon } from '#app/components/coming-soon.tsx'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tPages.pages.checkout }), { name: 'robots', content: 'noindex' }]

export default function Checkout() {
  return <ComingSoon title={tPages.pages.checkout} />
}
