/**
 * The one action behind the new- and edit-article pages: read the form, check CSRF, validate,
 * send the article to the API (which cleans the HTML), answer errors in place or go back to the
 * list with a notice. The two pages differ only in which call saves and what the notice says.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import type { StaffNewsInput, StaffNewsItem } from '#backend/contract/staff-news.ts'
import { failureStatus, type ApiResult } from '#app/lib/api/result.ts'
import { t } from '#app/lib/messages.ts'
import { tStaffContent } from '#app/lib/messages-staff-content.ts'
import { onceKeyOf } from '#app/lib/once-key.ts'
import { newsFormSchema, newsFormToInput } from '#app/lib/staff-news-forms.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'

type SaveOptions = {
  /** `onceKey`: the form's one-time key, when `once` asks for one. */
  save: (input: StaffNewsInput, onceKey?: string) => Promise<ApiResult<StaffNewsItem>>
  notice: (title: string) => string
  /** A new article: sent twice, the form makes one (app/lib/once-key.ts); an edit is the same edit again. */
  once?: boolean
}

export async function submitNewsForm(request: Request, context: Readonly<RouterContextProvider>, { save, notice, once = false }: SaveOptions) {
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: newsFormSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ result: replyWithFormError(submission, csrfError) }, { status: 403 })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const onceKey = once ? onceKeyOf(form) : null
  if (once && !onceKey) return data({ result: replyWithFormError(submission, t.errors.formExpired) }, { status: 400 })

  const saved = await save(newsFormToInput(submission.value), onceKey ?? undefined)
  if (!saved.ok) {
    if (saved.status === 401) return logoutUnauthorized(request, context)
    const reply = replyWithApiFailure(submission, saved, { fallback: tStaffContent.editor.saveFailed })
    return data({ result: reply }, { status: failureStatus(saved) })
  }
  const cookie = await flashNotice(request, context, { type: 'success', message: notice(saved.data.title) })
  throw redirect('/staff/news', { status: 303, headers: { 'Set-Cookie': cookie } })
}
