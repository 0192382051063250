import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { createContext, data, Form, redirect, useNavigate, useNavigation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { Route } from './+types/password-reset-confirm'
import { Field, FormErrors } from '#app/components/forms.tsx'
import { resetPasswordSchema } from '#app/lib/account-forms.ts'
import { track } from '#app/lib/analytics.ts'
import { shopApi } from '#app/lib/api.server.ts'
import { tAccount } from '#app/lib/messages-account.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { resetLinkCookie } from '#app/utils/reset-link.server.ts'
import { failureReply, failureStatus } from '#app/lib/api/result.ts'

const HIDE = ['new_password1', 'new_password2']
const RESET_PAGE = '/password/reset/confirm'
/** docs/storefront.md#error-messages: the success message shows 2 s before /login. */
const REDIRECT_SECONDS = 2

/**
 * Set by a successful reset for the loader that runs after it in the same request: that loader
 * would find the link used, and its 400 would become the no-JS success page's status.
 */
const resetDone = createContext(false)

export async function loader({ request, url, context }: Route.LoaderArgs) {
  if (context.get(resetDone)) return { token: '', problem: null }
  const cookie = resetLinkCookie(context)
  const fromLink = url.searchParams.get('token')?.trim()
  const token = fromLink ?? (await cookie.read(request)) ?? ''
  // docs/storefront.md#error-messages: a missing token shows 'invalid or missing reset link'.
  if (!token || token.length > 512) return data({ token: '', problem: tAccount.reset.invalidLink }, { status: 400 })
  // A link already used or past its hour says so at once, not after a new password was typed twice.
  const check = await shopApi(context).checkPasswordResetLink(token)
  if (!check.ok) {
    const { text, status } = failureReply(check, tAccount.reset.failed)
    return data({ token: '', problem: text }, { status })
  }
  // A working link's token leaves the address (reset-link.server.ts).
  if (fromLink !== undefined) {
    throw redirect(RESET_PAGE, { status: 303, headers: { 'Set-Cookie': await cookie.serialize(token) } })
  }
  return { token, problem: null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: resetPasswordSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ result: replyWithFormError(submission, csrfError, HIDE), done: false }, { status: 403 })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: HIDE }), done: false }, { status: 400 })

  const result = await shopApi(context).confirmPasswordReset(submission.value)
  if (!result.ok) {
    const reply = replyWithApiFailure(submission, result, {
      fallback: tAccount.reset.failed,
      hideFields: HIDE,
      // docs/product-rules.md#password-reset: the API names them password / password2.
      rename: { password: 'new_password1', password2: 'new_password2' },
    })
    return data({ result: reply, done: false }, { status: failureStatus(result) })
  }
  context.set(resetDone, true)
  const headers = { 'Set-Cookie': await resetLinkCookie(context).clear() }
  return data({ result: submission.reply({ resetForm: true, hideFields: HIDE }), done: true }, { headers })
}

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tAccount.reset.title }), { name: 'robots', content: 'noindex' }]

export default function PasswordResetConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    id: 'password-reset',
    constraint: getZodConstraint(resetPasswordSchema),
    lastResult: actionData?.result,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  })
  const pending = useNavigation().state === 'submitting'
  const done = actionData?.done === true
  const hydrated = useHydrated()
  const navigate = useNavigate()
  useEffect(() => {
    if (!done) return
    track('password_reset_confirm')
    const timer = setTimeout(() => navigate('/login'), REDIRECT_SECONDS * 1000)
    return () => clearTimeout(timer)
  }, [done, navigate])

  return (
    <section className="page narrow account-page" aria-labelledby="reset-title">
      <h1 id="reset-title" className="page-title">
        {tAccount.reset.title}
      </h1>
      {/* Done first: the loader that runs after the reset finds its link used. */}
      {done ? (
        <>
          {/* Without JS the browser follows this after 2 s; with JS the effect above does. */}
          {hydrated ? null : <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=/login`} />}
          <p className="alert alert-success" role="status">
            {tAccount.reset.success}
          </p>
          <p>
            <Link to="/login">{tAccount.reset.goLogin}</Link>
          </p>
        </>
      ) : !loaderData.token ? (
        <>
          <p className="alert alert-error" role="alert">
            {loaderData.problem}
          </p>
          <p>
            <Link to="/forgot-password">{tAccount.reset.requestNew}</Link>
          </p>
        </>
      ) : (
        <Form method="post" className="account-form" {...getFormProps(form)}>
          <AuthenticityTokenInput />
          <input type="hidden" name="token" value={loaderData.token} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            label={tAccount.fields.new_password1}
            hint={tAccount.hints.password}
            allErrors
            inputProps={{ ...getInputProps(fields.new_password1, { type: 'password' }), autoComplete: 'new-password' }}
            errors={fields.new_password1.errors}
          />
          <Field
            label={tAccount.fields.new_password2}
            inputProps={{ ...getInputProps(fields.new_password2, { type: 'password' }), autoComplete: 'new-password' }}
            errors={fields.new_password2.errors}
          />
          <button type="submit" className="button button-large button-block" disabled={pending}>
            {pending ? tAccount.reset.pending : tAccount.reset.submit}
          </button>
        </Form>
      )}
    </section>
  )
}
