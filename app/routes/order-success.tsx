import type { Route } from './+types/order-success'
import { ComingSoon } from '#app/components/coming-soon.tsx'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tPages.pages.orderSuccess }), { name: 'robots', content: 'noindex' }]

export default function OrderSuccess() {
  return <ComingSoon title={tPages.pages.orderSuccess} />
}
