import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { data, Form, useNavigation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import type { Route } from './+types/forgot-password'
import { Field, FormErrors, HoneypotFields } from '#app/components/forms.tsx'
import { forgotPasswordSchema } from '#app/lib/account-forms.ts'
import { track } from '#app/lib/analytics.ts'
import { shopApi } from '#app/lib/api.server.ts'
import { tAccount } from '#app/lib/messages-account.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { honeypotInputProps, isSpam } from '#app/utils/honeypot.server.ts'
import { failureStatus } from '#app/lib/api/result.ts'

export async function loader({ context }: Route.LoaderArgs) {
  return { honeypot: await honeypotInputProps(context) }
}

/** docs/storefront.md#error-messages: the server's message, else the generic 'if the e-mail exists...'. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: forgotPasswordSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ result: replyWithFormError(submission, csrfError), sent: null }, { status: 403 })
  if (await isSpam(form, context)) return data({ result: replyWithFormError(submission, tAccount.honeypot), sent: null }, { status: 400 })
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: null }, { status: 400 })

  const result = await shopApi(context).requestPasswordReset(submission.value.email)
  if (!result.ok) {
    const fallback = result.kind === 'http' ? tAccount.register.requestFailed : tAccount.forgot.unknownError
    const status = failureStatus(result)
    return data({ result: replyWithApiFailure(submission, result, { fallback }), sent: null }, { status })
  }
  return { result: submission.reply({ resetForm: true }), sent: result.data.message || tAccount.forgot.sent }
}

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tAccount.forgot.title }), { name: 'robots', content: 'noindex' }]

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    id: 'forgot-password',
    constraint: getZodConstraint(forgotPasswordSchema),
    lastResult: actionData?.result,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  })
  const pending = useNavigation().state === 'submitting'
  const sent = actionData?.sent
  useEffect(() => {
    if (sent) track('password_reset_request')
  }, [sent])
  return (
    <section className="page narrow account-page" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="page-title">
        {tAccount.forgot.title}
      </h1>
      {sent ? (
        <p className="alert alert-success" role="status">
          {sent}
        </p>
      ) : (
        <>
          <p>{tAccount.forgot.intro}</p>
          <Form method="post" className="account-form" {...getFormProps(form)}>
            <AuthenticityTokenInput />
            <HoneypotFields props={loaderData.honeypot} />
            <FormErrors id={form.errorId} errors={form.errors} />
            <Field
              label={tAccount.fields.email}
              inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', inputMode: 'email' }}
              errors={fields.email.errors}
            />
            <button type="submit" className="button button-large button-block" disabled={pending}>
              {pending ? tAccount.forgot.pending : tAccount.forgot.submit}
            </button>
          </Form>
        </>
      )}
      <p className="account-links">
        <Link to="/login">{tAccount.forgot.backToLogin}</Link>
      </p>
    </section>
  )
}
