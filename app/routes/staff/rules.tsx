import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { ExpectedInput } from '#app/components/expected-input.tsx'
import type { Route } from './+types/rules'
import { shippingFeeInput } from '#backend/contract/staff-rules.ts'
import { Field, FormErrors } from '#app/components/forms.tsx'
import { formatTwd } from '#app/lib/format.ts'
import { tStaffContent } from '#app/lib/messages-staff-content.ts'
import { revalidateOnConflict } from '#app/lib/revalidate-on-conflict.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { expectedValues } from '#app/lib/stale-edit.server.ts'
import { staffApi } from '#app/lib/staff-api.server.ts'
import css from '#app/styles/staff-content.css?url'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'
import { failureStatus } from '#app/lib/api/result.ts'

const t = tStaffContent.rules

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }]

export const meta: Route.MetaFunction = () => pageMeta({ title: t.title })

export async function loader({ request, context }: Route.LoaderArgs) {
  const fee = await staffApi(context).rules.shippingFee()
  if (!fee.ok && fee.status === 401) return logoutUnauthorized(request, context)
  return { fee: fee.ok ? fee.data.value : null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: shippingFeeInput })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ result: replyWithFormError(submission, csrfError) }, { status: 403 })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  // The fee the page showed: another staff member's change since is a 409, not overwritten.
  const saved = await staffApi(context).rules.setShippingFee(submission.value.value, expectedValues(form))
  if (!saved.ok) {
    if (saved.status === 401) return logoutUnauthorized(request, context)
    const reply = replyWithApiFailure(submission, saved, { fallback: t.saveFailed })
    return data({ result: reply }, { status: failureStatus(saved) })
  }
  const cookie = await flashNotice(request, context, { type: 'success', message: t.saved(formatTwd(saved.data.value)) })
  throw redirect('/staff/rules', { status: 303, headers: { 'Set-Cookie': cookie } })
}

/** A 409 (changed meanwhile): the page is loaded again, so the fee it shows is the one there now. */
export const shouldRevalidate = revalidateOnConflict

export default function StaffRules({ loaderData, actionData }: Route.ComponentProps) {
  const { fee } = loaderData
  return (
    <section className="staff-rules" aria-labelledby="staff-rules-title">
      <h1 id="staff-rules-title" className="page-title">
        {t.title}
      </h1>
      {fee === null ? (
        <div className="alert alert-error" role="alert">
          <p>{t.loadFailed}</p>
        </div>
      ) : (
        <p className="staff-rules-current">{t.current(formatTwd(fee))}</p>
      )}
      {/* Keyed by the stored fee: after a save the field starts from the new one. */}
      <ShippingFeeForm key={fee ?? 'unknown'} fee={fee} lastResult={actionData?.result} />
    </section>
  )
}

function ShippingFeeForm({ fee, lastResult }: { fee: number | null; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: 'shipping-fee',
    defaultValue: { value: fee === null ? '' : String(fee) },
    constraint: getZodConstraint(shippingFeeInput),
    lastResult,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shippingFeeInput }),
  })
  const pending = useNavigation().state === 'submitting'
  return (
    <Form method="post" className="staff-rules-form" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      {fee === null ? null : <ExpectedInput value={{ value: fee }} />}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        label={t.shippingFee}
        hint={t.shippingFeeHint}
        inputProps={{ ...getInputProps(fields.value, { type: 'number' }), inputMode: 'numeric', step: 1 }}
        errors={fields.value.errors}
      />
      <button type="submit" className="button button-large" disabled={pending}>
        {pending ? t.pending : t.submit}
      </button>
    </Form>
  )
}
