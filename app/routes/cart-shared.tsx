import type { Route } from './+types/cart-shared'
import { ComingSoon } from '#app/components/coming-soon.tsx'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tPages.pages.sharedCart }), { name: 'robots', content: 'noindex' }]

export default function SharedCart() {
  return <ComingSoon title={tPages.pages.sharedCart} />
}
