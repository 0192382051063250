import type { Route } from './+types/account-order'
import { ComingSoon } from '#app/components/coming-soon.tsx'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta({ title: tPages.pages.orderDetail(params.orderNumber) }),
  { name: 'robots', content: 'noindex' },
]

export default function AccountOrder({ params }: Route.ComponentProps) {
  return <ComingSoon title={tPages.pages.orderDetail(params.orderNumber)} />
}
