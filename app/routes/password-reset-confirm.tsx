import { data } from 'react-router'
import type { Route } from './+types/password-reset-confirm'
import { ComingSoon } from '#app/components/coming-soon.tsx'
import { t } from '#app/lib/messages.ts'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta } from '#app/lib/seo.ts'

export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token')?.trim()
  // SPEC.md section 2: a missing token shows 'invalid or missing reset link'.
  return data({ tokenMissing: !token }, { status: token ? 200 : 400 })
}

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tPages.pages.resetPassword }), { name: 'robots', content: 'noindex' }]

export default function PasswordResetConfirm({ loaderData }: Route.ComponentProps) {
  if (loaderData.tokenMissing) {
    return (
      <section className="page narrow" aria-labelledby="reset-title">
        <h1 id="reset-title" className="page-title">
          {tPages.pages.resetPassword}
        </h1>
        <p className="alert alert-error" role="alert">
          {t.errors.invalidResetLink}
        </p>
      </section>
    )
  }
  return <ComingSoon title={tPages.pages.resetPassword} />
}
