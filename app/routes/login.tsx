import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import type { Route } from './+types/login'
import { Field, FormErrors, HoneypotFields } from '#app/components/forms.tsx'
import { shopApi } from '#app/lib/api.server.ts'
import { loginSchema } from '#app/lib/account-forms.ts'
import { tAccount } from '#app/lib/messages-account.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { honeypotInputProps, isSpam } from '#app/utils/honeypot.server.ts'
import { safeRedirectPath } from '#app/utils/redirect.server.ts'
import { getSession } from '#app/utils/session.server.ts'
import { getUser, storeLogin } from '#app/utils/user.server.ts'
import { failureStatus } from '#app/lib/api/result.ts'

const HIDE = ['password']

export async function loader({ context, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'), '/')
  if (getUser(context)) throw redirect(redirectTo)
  return { honeypot: await honeypotInputProps(context), redirectTo: url.searchParams.has('redirectTo') ? redirectTo : '' }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: loginSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ result: replyWithFormError(submission, csrfError, HIDE) }, { status: 403 })
  if (await isSpam(form, context)) return data({ result: replyWithFormError(submission, tAccount.honeypot, HIDE) }, { status: 400 })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: HIDE }) }, { status: 400 })

  const { email, password } = submission.value
  const result = await shopApi(context).login({ email, password })
  if (!result.ok) {
    const reply = replyWithApiFailure(submission, result, { fallback: tAccount.login.failed, hideFields: HIDE })
    return data({ result: reply }, { status: failureStatus(result) })
  }
  const session = await getSession(request, context)
  storeLogin(session, context, result.data.access, result.headers)
  session.flash('notice', { type: 'success', message: tAccount.login.success, event: 'login' })
  throw redirect(safeRedirectPath(form.get('redirectTo'), '/'), { status: 303 })
}

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tAccount.login.title }), { name: 'robots', content: 'noindex' }]

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    id: 'login',
    constraint: getZodConstraint(loginSchema),
    lastResult: actionData?.result,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  })
  const pending = useNavigation().state === 'submitting'
  const registerHref = loaderData.redirectTo ? `/register?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : '/register'
  return (
    <section className="page narrow account-page" aria-labelledby="login-title">
      <h1 id="login-title" className="page-title">
        {tAccount.login.title}
      </h1>
      <Form method="post" className="account-form" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <HoneypotFields props={loaderData.honeypot} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={tAccount.fields.email}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'username', inputMode: 'email' }}
          errors={fields.email.errors}
        />
        <Field
          label={tAccount.fields.password}
          inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
          errors={fields.password.errors}
        />
        <button type="submit" className="button button-large button-block" disabled={pending}>
          {pending ? tAccount.login.pending : tAccount.login.submit}
        </button>
      </Form>
      <p className="account-links">
        <Link to="/forgot-password">{tAccount.login.forgot}</Link>
        <span>
          {tAccount.login.noAccount} <Link to={registerHref}>{tAccount.login.register}</Link>
        </span>
      </p>
    </section>
  )
}
