import { Link } from '#app/components/link.tsx'
import type { Route } from './+types/news-new'
import { NewsForm } from '#app/components/staff/news-form.tsx'
import { tStaffContent } from '#app/lib/messages-staff-content.ts'
import { newOnceKey } from '#app/lib/once-key.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { staffApi } from '#app/lib/staff-api.server.ts'
import { newsFormDefaults } from '#app/lib/staff-news-forms.ts'
import { submitNewsForm } from '#app/lib/staff-news-submit.server.ts'
import css from '#app/styles/staff-content.css?url'
import { getUser } from '#app/utils/user.server.ts'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }]

export const meta: Route.MetaFunction = () => pageMeta({ title: tStaffContent.editor.newTitle })

/** A new article starts as published now, signed by the staff member writing it; each load is a new form (its one-time key). */
export function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context)
  const author = [user?.lastName, user?.firstName].filter(Boolean).join('')
  return { defaults: newsFormDefaults(null, new Date(), author), onceKey: newOnceKey() }
}

export function action({ request, context }: Route.ActionArgs) {
  return submitNewsForm(request, context, {
    save: (input, onceKey) => staffApi(context).news.create(input, onceKey),
    notice: tStaffContent.editor.created,
    once: true,
  })
}

export default function StaffNewsNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="staff-news-editor" aria-labelledby="news-editor-title">
      <p className="breadcrumb">
        <Link to="/staff/news">{tStaffContent.editor.back}</Link>
      </p>
      <h1 id="news-editor-title" className="page-title">
        {tStaffContent.editor.newTitle}
      </h1>
      <NewsForm id="news-new" onceKey={loaderData.onceKey} defaultValue={loaderData.defaults} lastResult={actionData?.result} submitLabel={tStaffContent.editor.submitNew} />
    </section>
  )
}
