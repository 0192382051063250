import { data, Form, redirect, useNavigation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { z } from 'zod'
import type { Route } from './+types/news'
import { STAFF_NEWS_PAGE_SIZE, type StaffNewsItem } from '#backend/contract/staff-news.ts'
import { PageLinks } from '#app/components/page-links.tsx'
import { formatDateTime } from '#backend/contract/format-date.ts'
import { tStaffContent } from '#app/lib/messages-staff-content.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { staffApi } from '#app/lib/staff-api.server.ts'
import css from '#app/styles/staff-content.css?url'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'
import { parseNewsId } from '#app/utils/staff-news.server.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'
import { totalPages as pageCount } from '#app/lib/catalogue-url.ts'
import { pageNumberOr404, pastLastPageAfter } from '#app/lib/page-numbers.server.ts'

const t = tStaffContent.news

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }]

export const meta: Route.MetaFunction = () => pageMeta({ title: t.title })

const hrefFor = (p: number) => (p > 1 ? `/staff/news?page=${p}` : '/staff/news')

/**
 * The list, and with ?delete=<id> the confirm step of a deletion: a plain link opens it and a
 * POST form confirms it, so deleting takes two deliberate steps with or without JavaScript.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const page = pageNumberOr404(url.searchParams.get('page'))
  const deleteParam = url.searchParams.get('delete')
  const deleteId = parseNewsId(deleteParam)
  const api = staffApi(context).news
  const [list, toDelete] = await Promise.all([api.list(page), deleteId ? api.get(deleteId) : null])
  if (!list.ok && list.status === 401) return logoutUnauthorized(request, context)
  if (!list.ok && list.status === 404 && page > 1) {
    return pastLastPageAfter(api.list(1), (first) => pageCount(first.count, STAFF_NEWS_PAGE_SIZE), hrefFor)
  }
  return {
    page,
    list: list.ok ? list.data : null,
    // An article already gone is no longer there to confirm; the list says so.
    confirm: toDelete?.ok ? toDelete.data : null,
    confirmMissing: deleteParam !== null && !toDelete?.ok,
    now: Date.now(),
  }
}

const deleteForm = z.object({ id: z.string() })

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ error: csrfError }, { status: 403 })
  const parsed = deleteForm.safeParse(Object.fromEntries(form))
  if (!parsed.success) return data({ error: t.deleteMissing }, { status: 400 })
  const id = parseNewsId(parsed.data.id)
  if (id === null) return data({ error: t.deleteMissing }, { status: 404 })
  const api = staffApi(context).news
  const item = await api.get(id)
  const removed = item.ok ? await api.remove(id) : item
  if (!removed.ok) {
    if (removed.status === 401) return logoutUnauthorized(request, context)
    const missing = removed.status === 404
    return data({ error: missing ? t.deleteMissing : t.deleteFailed }, { status: missing ? 404 : 502 })
  }
  const cookie = await flashNotice(request, context, { type: 'success', message: t.deleted(item.ok ? item.data.title : '') })
  throw redirect('/staff/news', { status: 303, headers: { 'Set-Cookie': cookie } })
}

function statusOf(item: StaffNewsItem, now: number) {
  if (!item.is_published) return 'draft'
  return Date.parse(item.publish_date) > now ? 'scheduled' : 'published'
}

export default function StaffNews({ loaderData, actionData }: Route.ComponentProps) {
  const { list, page, confirm, confirmMissing, now } = loaderData
  const pending = useNavigation().state === 'submitting'
  const totalPages = list ? pageCount(list.count, STAFF_NEWS_PAGE_SIZE) : 1
  return (
    <section className="staff-news" aria-labelledby="staff-news-title">
      <div className="staff-news-head">
        <h1 id="staff-news-title" className="page-title">
          {t.title}
        </h1>
        <Link to="/staff/news/new" className="button">
          {t.add}
        </Link>
      </div>
      {actionData?.error || confirmMissing ? (
        <div className="alert alert-error" role="alert">
          <p>{actionData?.error ?? t.deleteMissing}</p>
        </div>
      ) : null}
      {confirm ? (
        <div className="staff-confirm" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-body">
          <h2 id="confirm-title">{t.confirmTitle(confirm.title)}</h2>
          <p id="confirm-body">{t.confirmBody}</p>
          <Form method="post" action={page > 1 ? `/staff/news?page=${page}` : '/staff/news'} className="staff-confirm-actions">
            <AuthenticityTokenInput />
            <input type="hidden" name="id" value={confirm.id} />
            <button type="submit" className="button button-danger" disabled={pending}>
              {t.confirmDelete}
            </button>
            <Link to={hrefFor(page)} className="button button-secondary">
              {t.cancel}
            </Link>
          </Form>
        </div>
      ) : null}
      {!list ? (
        <div className="alert alert-error" role="alert">
          <p>{t.loadFailed}</p>
        </div>
      ) : list.results.length === 0 ? (
        <p className="staff-empty">{t.empty}</p>
      ) : (
        <table className="staff-table staff-news-table">
          <thead>
            <tr>
              <th scope="col">{t.columns.title}</th>
              <th scope="col">{t.columns.status}</th>
              <th scope="col">{t.columns.publishDate}</th>
              <th scope="col">{t.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.results.map((item) => {
              const status = statusOf(item, now)
              return (
                <tr key={item.id}>
                  <td className="staff-news-title-cell">
                    <Link to={`/staff/news/${item.id}`}>{item.title}</Link>
                  </td>
                  <td>
                    <span className={`staff-badge staff-badge-${status}`}>{t.status[status]}</span>
                  </td>
                  <td>
                    <time dateTime={item.publish_date}>{formatDateTime(item.publish_date)}</time>
                  </td>
                  <td className="staff-news-actions">
                    <Link to={`/staff/news/${item.id}`} aria-label={`${t.edit}：${item.title}`}>
                      {t.edit}
                    </Link>
                    {status === 'published' ? (
                      <Link to={`/news/${item.id}`} aria-label={`${t.view}：${item.title}`}>
                        {t.view}
                      </Link>
                    ) : null}
                    <Link
                      to={`${hrefFor(page)}${page > 1 ? '&' : '?'}delete=${item.id}`}
                      className="staff-news-delete"
                      aria-label={`${t.delete}：${item.title}`}
                    >
                      {t.delete}
                    </Link>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <PageLinks page={page} totalPages={totalPages} hrefFor={hrefFor} />
    </section>
  )
}
