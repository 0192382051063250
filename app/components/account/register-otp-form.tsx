import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import { Field, FormErrors, HoneypotFields } from '#app/components/forms.tsx'
import { otpSchema } from '#app/lib/account-forms.ts'
import { tAccount } from '#app/lib/messages-account.ts'
import { normaliseSmsCode, SMS_CODE_INPUT_LENGTH } from '#backend/contract/tw-mobile.ts'

/** Posting to the step's own URL keeps a refused post on step 2 (without JS too). */
export const OTP_STEP_PATH = '/register?step=otp'

type Props = {
  honeypot: HoneypotInputProps
  phone: string
  /** Seconds until a new code may be sent (docs/product-rules.md#registration-and-otp: 60 s). */
  resendIn: number
  lastResult?: SubmissionResult<string[]>
  resent: boolean
}

/** Registration step 2: the 6-digit SMS code, 'back' to step 1, and resend after 60 s. */
export function RegisterOtpForm({ honeypot, phone, resendIn, lastResult, resent }: Props) {
  const [form, fields] = useForm({
    id: 'register-otp',
    constraint: getZodConstraint(otpSchema),
    lastResult,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: otpSchema }),
  })
  const hydrated = useHydrated()
  const [code, setCode] = useState('')
  const navigation = useNavigation()
  const submittingIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  const countdown = useCountdown(resendIn)
  // The schema's own reading: '１２３ ４５６' is complete too.
  const complete = otpSchema.shape.otp_code.safeParse(code).success
  return (
    <>
      <p className="steps">{tAccount.register.step2}</p>
      <p className="alert alert-info" role="status">
        {resent ? tAccount.register.resent : tAccount.register.codeSent(phone)}
      </p>
      <Form method="post" action={OTP_STEP_PATH} className="account-form" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <HoneypotFields props={honeypot} />
        <input type="hidden" name="intent" value="register" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={tAccount.fields.otp_code}
          className="field-otp"
          inputProps={{
            ...getInputProps(fields.otp_code, { type: 'text' }),
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            // No HTML pattern: the browser's own words (and its refusal of '１２３ ４５６') would
            // replace the schema's, which read spaces and full-width digits.
            maxLength: SMS_CODE_INPUT_LENGTH,
            onChange: (event) => {
              const typed = event.currentTarget.value
              setCode(typed)
              // A letter says at once why the button stays off (revalidated on input from then on).
              if (/\D/.test(normaliseSmsCode(typed))) form.validate({ name: fields.otp_code.name })
            },
          }}
          errors={fields.otp_code.errors}
        />
        {/* Needs all 6 digits with JS; without JS the server checks the same. */}
        <button
          type="submit"
          className="button button-large button-block"
          disabled={submittingIntent === 'register' || (hydrated && !complete)}
        >
          {submittingIntent === 'register' ? tAccount.register.completing : tAccount.register.complete}
        </button>
      </Form>
      <div className="otp-actions">
        <Link to="/register" className="button button-secondary">
          {tAccount.register.back}
        </Link>
        <Form method="post" action={OTP_STEP_PATH} className="inline-form">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="resend" />
          <button type="submit" className="button button-secondary" disabled={hydrated && countdown > 0}>
            {tAccount.register.resend}
          </button>
        </Form>
      </div>
      {countdown > 0 ? (
        <p className="field-hint" aria-live="polite">
          {tAccount.register.resendIn(countdown)}
        </p>
      ) : null}
    </>
  )
}

/** Counts whole seconds down to 0 in the browser; the server's number (re)starts it. */
function useCountdown(from: number) {
  const [left, setLeft] = useState(from)
  useEffect(() => {
    if (from <= 0) return
    const started = Date.now()
    const timer = setInterval(() => {
      const next = Math.max(0, from - Math.floor((Date.now() - started) / 1000))
      setLeft(next)
      if (next === 0) clearInterval(timer)
    }, 250)
    return () => clearInterval(timer)
  }, [from])
  return left
}
