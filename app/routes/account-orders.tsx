import type { Route } from './+types/account-orders'
import { ComingSoon } from '#app/components/coming-soon.tsx'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tPages.pages.orders }), { name: 'robots', content: 'noindex' }]

export default function AccountOrders() {
  return <ComingSoon title={tPages.pages.orders} />
}
