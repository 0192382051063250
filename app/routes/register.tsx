import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { Route } from './+types/register'
import { RegisterDetailsForm } from '#app/components/account/register-details-form.tsx'
import { OTP_STEP_PATH, RegisterOtpForm } from '#app/components/account/register-otp-form.tsx'
import { otpSchema, registerSchema } from '#app/lib/account-forms.ts'
import { shopApi } from '#app/lib/api.server.ts'
import { tAccount } from '#app/lib/messages-account.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { honeypotInputProps, isSpam } from '#app/utils/honeypot.server.ts'
import {
  codeOnItsWay,
  maskPhone,
  registerPendingCookie,
  resendWait,
  type PendingRegistration,
} from '#app/utils/register-pending.server.ts'
import { getSession } from '#app/utils/session.server.ts'
import { getUser, storeLogin } from '#app/utils/user.server.ts'
import { failureStatus } from '#app/lib/api/result.ts'

const HIDE = ['password', 'password2']

/**
 * Two-step sign-up (docs/product-rules.md#registration-and-otp). Step 1 posts the details: the API checks them and
 * texts a code, and the details wait in an encrypted cookie. Step 2 (?step=otp) posts the code;
 * 'back' is a plain link to step 1, which is filled in again except for the passwords.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  if (getUser(context)) throw redirect('/')
  const pending = await registerPendingCookie(context).read(request)
  const wantsOtp = url.searchParams.get('step') === 'otp'
  const honeypot = await honeypotInputProps(context)
  const details = pending
    ? {
        username: pending.username,
        last_name: pending.last_name,
        first_name: pending.first_name,
        email: pending.email,
        phone_number: pending.phone_number,
      }
    : null
  if (wantsOtp && pending) {
    return { step: 'otp' as const, honeypot, phone: maskPhone(pending.phone_number), resendIn: resendWait(pending), details, expired: false }
  }
  return { step: 'details' as const, honeypot, phone: '', resendIn: 0, details, expired: wantsOtp && !pending }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const intent = form.get('intent')
  if (intent === 'register' || intent === 'resend') return otpStep(form, intent, request, context)
  return detailsStep(form, request, context)
}

type Args = Pick<Route.ActionArgs, 'request' | 'context'>

async function detailsStep(form: FormData, request: Request, context: Args['context']) {
  const submission = parseWithZod(form, { schema: registerSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ result: replyWithFormError(submission, csrfError, HIDE) }, { status: 403 })
  if (await isSpam(form, context)) return data({ result: replyWithFormError(submission, tAccount.honeypot, HIDE) }, { status: 400 })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: HIDE }) }, { status: 400 })

  const { terms: _terms, ...details } = submission.value
  // Back from step 2 to fix a typo, within the minute: the code already texted to this phone is
  // the one to type (the newest code of a phone counts), so step 2 comes again with the fixed
  // details. Asking for another was refused (「操作過於頻繁，請於 1 分鐘後再試。」) and the passwords
  // had to be typed again. Names still taken are refused by the registration itself.
  const earlier = await registerPendingCookie(context).read(request)
  if (earlier && earlier.phone_number === details.phone_number && resendWait(earlier) > 0) {
    throw await toOtpStep(context, { ...details, resendAt: earlier.resendAt })
  }
  const sent = await shopApi(context).sendOtp({
    username: details.username,
    email: details.email,
    phone_number: details.phone_number,
  })
  // Sent twice before the first answer came (a double tap without JS, a slow line), the first
  // texted the code and its answer, with the cookie above, never arrived: step 2 all the same,
  // that code the one to type, the countdown where it is.
  const code = codeOnItsWay(sent)
  if ('failure' in code) {
    const reply = replyWithApiFailure(submission, code.failure, { fallback: tAccount.register.requestFailed, hideFields: HIDE })
    return data({ result: reply }, { status: failureStatus(code.failure) })
  }
  throw await toOtpStep(context, { ...details, resendAt: code.resendAt })
}

/** To step 2, with the details and when another code may be asked for kept in the pending cookie. */
async function toOtpStep(context: Args['context'], pending: PendingRegistration) {
  return redirect(OTP_STEP_PATH, { status: 303, headers: { 'Set-Cookie': await registerPendingCookie(context).serialize(pending) } })
}

async function otpStep(form: FormData, intent: 'register' | 'resend', request: Request, context: Args['context']) {
  const submission = parseWithZod(form, { schema: intent === 'register' ? otpSchema : otpSchema.partial() })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ result: replyWithFormError(submission, csrfError) }, { status: 403 })
  const cookie = registerPendingCookie(context)
  const pending = await cookie.read(request)
  // The details expired (15 minutes) or were never sent: step 1 again, with the reason.
  if (!pending) throw redirect(OTP_STEP_PATH, { status: 303 })

  if (intent === 'resend') {
    const wait = resendWait(pending)
    if (wait > 0) return data({ result: replyWithFormError(submission, tAccount.register.resendIn(wait)) }, { status: 429 })
    const sent = await shopApi(context).sendOtp({
      username: pending.username,
      email: pending.email,
      phone_number: pending.phone_number,
    })
    // Tapped twice (no JS, a slow line), as on step 1: the code the first tap texted is the one
    // to type, and the countdown runs from when it was sent.
    const code = codeOnItsWay(sent)
    if ('failure' in code) {
      const reply = replyWithApiFailure(submission, code.failure, { fallback: tAccount.register.requestFailed })
      return data({ result: reply }, { status: failureStatus(code.failure) })
    }
    const resent = { ...pending, resendAt: code.resendAt }
    // The wait goes with the answer: without JS the page's loader still reads the old cookie.
    return data(
      { result: submission.reply({ resetForm: true }), resent: true, resendIn: resendWait(resent) },
      { headers: { 'Set-Cookie': await cookie.serialize(resent) } },
    )
  }

  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { resendAt: _resendAt, ...details } = pending
  const registered = await shopApi(context).register({ ...details, otp_code: submission.value.otp_code ?? '' })
  if (!registered.ok) {
    const reply = replyWithApiFailure(submission, registered, { fallback: tAccount.register.failed })
    return data({ result: reply }, { status: failureStatus(registered) })
  }
  const session = await getSession(request, context)
  storeLogin(session, context, registered.data.access, registered.headers)
  session.flash('notice', { type: 'success', message: tAccount.register.success, event: 'sign_up' })
  throw redirect('/', { status: 303, headers: { 'Set-Cookie': await cookie.clear() } })
}

export const meta: Route.MetaFunction = () => [...pageMeta({ title: tAccount.register.title }), { name: 'robots', content: 'noindex' }]

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData?.result
  // After a resend, the wait its answer carries: without JS the loader read the old cookie.
  const resendIn = actionData && 'resendIn' in actionData && typeof actionData.resendIn === 'number' ? actionData.resendIn : loaderData.resendIn
  return (
    <section className="page narrow account-page" aria-labelledby="register-title">
      <h1 id="register-title" className="page-title">
        {tAccount.register.title}
      </h1>
      {loaderData.step === 'otp' ? (
        <RegisterOtpForm
          honeypot={loaderData.honeypot}
          phone={loaderData.phone}
          resendIn={resendIn}
          lastResult={result}
          resent={Boolean(actionData && 'resent' in actionData && actionData.resent)}
        />
      ) : (
        <RegisterDetailsForm
          honeypot={loaderData.honeypot}
          defaults={loaderData.details}
          expired={loaderData.expired}
          lastResult={result}
        />
      )}
    </section>
  )
}
