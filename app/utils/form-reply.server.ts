/**
 * Turns a refused API call into conform errors (docs/architecture.md#errors: `{field: [messages]}`,
 * `non_field_errors`, `detail`), so the server's reasons show under the same fields as the
 * form's own checks, and form-wide ones at the top.
 */
import type { Submission, SubmissionResult } from '@conform-to/react'
import type { ApiFailure } from '#app/lib/api/result.ts'

type ReplyOptions = {
  /** Shown when the API gave no reason at all (the generic failures of docs/storefront.md#error-messages). */
  fallback: string
  /** Fields never sent back to the browser (passwords). */
  hideFields?: string[]
  /** API field names mapped onto this form's fields, e.g. SPEC's reset `password` -> `new_password1`. */
  rename?: Record<string, string>
}

export function replyWithApiFailure(
  submission: Submission<unknown>,
  failure: ApiFailure,
  { fallback, hideFields, rename = {} }: ReplyOptions,
): SubmissionResult<string[]> {
  const payload = submission.payload as Record<string, unknown>
  const fieldErrors: Record<string, string[]> = {}
  const formErrors: string[] = []
  for (const [apiField, messages] of Object.entries(failure.fieldErrors)) {
    const field = Object.hasOwn(rename, apiField) ? rename[apiField]! : apiField
    const first = messages[0]
    if (!first) continue
    if (Object.hasOwn(payload, field) && field !== 'non_field_errors') fieldErrors[field] = [first]
    else formErrors.push(first)
  }
  if (failure.detail) formErrors.unshift(failure.detail)
  if (!formErrors.length && !Object.keys(fieldErrors).length) formErrors.push(fallback)
  return submission.reply({ formErrors, fieldErrors, hideFields })
}

/** A form-wide error (expired CSRF token, honeypot) on an otherwise valid submission. */
export function replyWithFormError(submission: Submission<unknown>, message: string, hideFields?: string[]) {
  return submission.reply({ formErrors: [message], hideFields })
}
