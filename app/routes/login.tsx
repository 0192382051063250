import type { Route } from './+types/login'
import { ComingSoon } from '#app/components/coming-soon.tsx'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tPages.pages.login }), { name: 'robots', content: 'noindex' }]

export default function Login() {
  return <ComingSoon title={tPages.pages.login} />
}
