import { data } from 'react-router'
import { Link } from '#app/components/link.tsx'
import type { Route } from './+types/news-edit'
import { ErrorPage, errorView } from '#app/components/error-page.tsx'
import { NewsForm } from '#app/components/staff/news-form.tsx'
import { tStaffContent } from '#app/lib/messages-staff-content.ts'
import { newsEditableFields } from '#backend/contract/staff-news.ts'
import { revalidateOnConflict } from '#app/lib/revalidate-on-conflict.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { staffApi } from '#app/lib/staff-api.server.ts'
import { newsFormDefaults } from '#app/lib/staff-news-forms.ts'
import { submitNewsForm } from '#app/lib/staff-news-submit.server.ts'
import css from '#app/styles/staff-content.css?url'
import { logoutUnauthorized } from '#app/utils/user.server.ts'
import { newsIdOf } from '#app/utils/staff-news.server.ts'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = newsIdOf(params.newsId)
  const result = await staffApi(context).news.get(id)
  if (!result.ok) {
    if (result.status === 401) return logoutUnauthorized(request, context)
    const missing = result.status === 404
    throw data({ message: missing ? tStaffContent.editor.notFound : tStaffContent.news.loadFailed }, { status: missing ? 404 : 502 })
  }
  return { item: result.data, defaults: newsFormDefaults(result.data) }
}

export function action({ request, params, context }: Route.ActionArgs) {
  const id = newsIdOf(params.newsId)
  const api = staffApi(context).news
  return submitNewsForm(request, context, {
    save: (input) => api.update(id, input),
    notice: tStaffContent.editor.saved,
    reload: () => api.get(id),
  })
}

/** A 409 (changed meanwhile): the page is loaded again, so its hidden `expected` is what is there now. */
export const shouldRevalidate = revalidateOnConflict

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: loaderData ? `${tStaffContent.editor.editTitle}：${loaderData.item.title}` : tStaffContent.editor.notFound })

export default function StaffNewsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { item, defaults } = loaderData
  const shown = newsEditableFields(item)
  return (
    <section className="staff-news-editor" aria-labelledby="news-editor-title">
      <p className="breadcrumb">
        <Link to="/staff/news">{tStaffContent.editor.back}</Link>
      </p>
      <h1 id="news-editor-title" className="page-title">
        {tStaffContent.editor.editTitle}
      </h1>
      <p className="staff-news-editor-view">
        <Link to={`/news/${item.id}`}>{tStaffContent.editor.viewInShop}</Link>
      </p>
      {/* A new form when the article changed under it (a 409 reloads it): the inputs hold what the
          reply refilled (typed text, untouched fields as they are now), not the stale values. */}
      <NewsForm
        key={JSON.stringify(shown)}
        id={`news-edit-${item.id}`}
        defaultValue={defaults}
        expected={shown}
        lastResult={actionData?.result}
        submitLabel={tStaffContent.editor.submitEdit}
      />
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage {...errorView(error)} />
}
