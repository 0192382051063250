import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { ErrorPage } from '#app/components/error-page.tsx'
import { t } from '#app/lib/messages.ts'
import { pageMeta } from '#app/lib/seo.ts'

export function loader() {
  return data(null, { status: 404 })
}

/** Unknown POSTs are 404s too, not 405s with a stack trace. */
export function action() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = () => [...pageMeta({ title: t.errors.notFoundTitle }), { name: 'robots', content: 'noindex' }]

export default function NotFound() {
  return <ErrorPage status={404} />
}
