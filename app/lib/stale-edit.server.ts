/**
 * The storefront's half of a staff editor's `expected` (docs/architecture.md#product-editor): the
 * page sends back, in a hidden field, what it showed, and the action passes it on to the API. After
 * a 409 (a field changed both on the page and meanwhile) the page comes back with what staff typed,
 * and the fields they left alone as they are now, so saving again cannot put back a stale value.
 */
import type { SubmissionResult } from '@conform-to/react'
import { EXPECTED_FIELD } from '#app/components/expected-input.tsx'
import { sameValue } from '#backend/contract/stale-edit.ts'
import type { ApiFailure, ApiResult } from '#app/lib/api/result.ts'

/** What the page showed, as its hidden `expected` field carried it (nothing when it is not that). */
export function expectedValues(form: FormData) {
  try {
    const value = JSON.parse(String(form.get(EXPECTED_FIELD) ?? '')) as unknown
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/**
 * The refused reply with the fields the page left alone (`sent` as `expected`, compared as the API
 * compares them) refilled from `current`, the record now as the form's inputs hold it.
 */
function withCurrentUntouched(
  reply: SubmissionResult<string[]>,
  sent: Record<string, unknown>,
  expected: Record<string, unknown>,
  current: Record<string, string | undefined>,
) {
  const values = { ...reply.initialValue }
  for (const [key, value] of Object.entries(current)) {
    if (!sameValue(sent[key], expected[key])) continue
    // An unticked box sends nothing.
    if (value === undefined) delete values[key]
    else values[key] = value
  }
  return { ...reply, initialValue: values }
}

type Conflict<T> = {
  /** The edit's fields as the API reads them, and what the page showed. */
  sent: Record<string, unknown>
  expected: Record<string, unknown> | undefined
  /** The record as it is now, and its values as the form's inputs hold them. */
  reload: () => Promise<ApiResult<T>>
  formValues: (now: T) => Record<string, string | undefined>
}

/**
 * After a 409 of an edit sent with `expected`: the reply with the untouched fields as they are now
 * (answer it with status 409). Null for any other refusal, or when the record cannot be read again.
 */
export async function replyToConflict<T>(failure: ApiFailure, reply: SubmissionResult<string[]>, { sent, expected, reload, formValues }: Conflict<T>) {
  if (failure.status !== 409 || !expected) return null
  const now = await reload()
  return now.ok ? withCurrentUntouched(reply, sent, expected, formValues(now.data)) : null
}
