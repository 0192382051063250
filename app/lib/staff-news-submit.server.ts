/**
 * The one action behind the new- and edit-article pages: read the form, check CSRF, validate,
 * send the article to the API (which cleans the HTML), answer errors in place or go back to the
 * list with a notice. The two pages differ in which call saves, what the notice says, and that an
 * edit sends back what its page showed (`expected`), so it never overwrites another staff member's
 * change made meanwhile (docs/architecture.md#product-editor).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import type { StaffNewsEditInput, StaffNewsItem } from '#backend/contract/staff-news.ts'
import { failureStatus, type ApiResult } from '#app/lib/api/result.ts'
import { t } from '#app/lib/messages.ts'
import { tStaffContent } from '#app/lib/messages-staff-content.ts'
import { onceKeyOf } from '#app/lib/once-key.ts'
import { newsFormDefaults, newsFormSchema, newsFormToInput } from '#app/lib/staff-news-forms.ts'
import { expectedValues, replyToConflict } from '#app/lib/stale-edit.server.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'

type SaveOptions = {
  /** `onceKey`: the form's one-time key, when `once` asks for one. */
  save: (input: StaffNewsEditInput, onceKey?: string) => Promise<ApiResult<StaffNewsItem>>
  notice: (title: string) => string
  /** A new article: sent twice, the form makes one (app/lib/once-key.ts); an edit is the same edit again. */
  once?: boolean
  /** An edit: the article as it is now, to refill the fields staff left alone after a 409. */
  reload?: () => Promise<ApiResult<StaffNewsItem>>
}

export async function submitNewsForm(request: Request, context: Readonly<RouterContextProvider>, { save, notice, once = false, reload }: SaveOptions) {
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: newsFormSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ result: replyWithFormError(submission, csrfError) }, { status: 403 })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const onceKey = once ? onceKeyOf(form) : null
  if (once && !onceKey) return data({ result: replyWithFormError(submission, t.errors.formExpired) }, { status: 400 })

  const input = newsFormToInput(submission.value)
  // Only an edit's page showed an article (a new one has no hidden `expected`).
  const expected = reload ? expectedValues(form) : undefined
  const saved = await save({ ...input, ...(expected ? { expected } : {}) }, onceKey ?? undefined)
  if (!saved.ok) {
    if (saved.status === 401) return logoutUnauthorized(request, context)
    const reply = replyWithApiFailure(submission, saved, { fallback: tStaffContent.editor.saveFailed })
    // The date as the API reads it (an instant), to compare with the one the page showed.
    const sent = { ...input, publish_date: new Date(input.publish_date) }
    const refilled = reload && (await replyToConflict(saved, reply, { sent, expected, reload, formValues: newsFormDefaults }))
    if (refilled) return data({ result: refilled }, { status: 409 })
    return data({ result: reply }, { status: failureStatus(saved) })
  }
  const cookie = await flashNotice(request, context, { type: 'success', message: notice(saved.data.title) })
  throw redirect('/staff/news', { status: 303, headers: { 'Set-Cookie': cookie } })
}
