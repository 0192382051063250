/**
 * The one action behind the new- and edit-article pages: read the form, check CSRF, validate,
 * send the article to the API (which cleans the HTML), answer errors in place or go back to the
 * list with a notice. The two pages differ only in which call saves and what the notice says.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import type { StaffNewsInput, StaffNewsItem } from '#backend/contract/staff-news.ts'
import { failureStatus, type ApiResult } from '#app/lib/api/result.ts'
import { tStaffContent } from '#app/lib/messages-staff-content.ts'
import { newsFormSchema, newsFormToInput } from '#app/lib/staff-news-forms.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'

type SaveOptions = {
  save: (input: StaffNewsInput) => Promise<ApiResult<StaffNewsItem>>
  notice: (title: string) => string
}

export async function submitNewsForm(request: Request, context: Readonly<RouterContextProvider>, { save, notice }: SaveOptions) {
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: newsFormSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ result: replyWithFormError(submission, csrfError) }, { status: 403 })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })

  const saved = await save(newsFormToInput(submission.value))
  if (!saved.ok) {
    if (saved.status === 401) return logoutUnauthorized(request, context)
    const reply = replyWithApiFailure(submission, saved, { fallback: tStaffContent.editor.saveFailed })
    return data({ result: reply }, { status: failureStatus(saved) })
  }
  const cookie = await flashNotice(request, context, { type: 'success', message: notice(saved.data.title) })
  throw redirect('/staff/news', { status: 303, headers: { 'Set-Cookie': cookie } })
}
