import type { Route } from './+types/forgot-password'
import { ComingSoon } from '#app/components/coming-soon.tsx'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tPages.pages.forgotPassword }), { name: 'robots', content: 'noindex' }]

export default function ForgotPassword() {
  return <ComingSoon title={tPages.pages.forgotPassword} />
}
