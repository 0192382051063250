import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import type { z } from 'zod'
import { Form, useNavigation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import { CheckboxField, Field, FormErrors, HoneypotFields } from '#app/components/forms.tsx'
import { registerSchema } from '#app/lib/account-forms.ts'
import { tAccount } from '#app/lib/messages-account.ts'
import { TW_MOBILE_INPUT_LENGTH } from '#backend/contract/tw-mobile.ts'

type Details = { username: string; last_name: string; first_name: string; email: string; phone_number: string }

type Props = {
  honeypot: HoneypotInputProps
  /** Step 1 filled in again after 'back' (never the passwords). */
  defaults: Details | null
  /** The shopper came to step 2 after the 15 minutes ran out. */
  expired: boolean
  lastResult?: SubmissionResult<string[]>
}

/** Registration step 1 (docs/product-rules.md#registration-and-otp): seven fields and the terms, then 'get phone code'. */
export function RegisterDetailsForm({ honeypot, defaults, expired, lastResult }: Props) {
  const [form, fields] = useForm<z.input<typeof registerSchema>>({
    id: 'register-details',
    constraint: getZodConstraint(registerSchema),
    lastResult,
    defaultValue: defaults ?? undefined,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
  })
  const hydrated = useHydrated()
  const [termsTicked, setTermsTicked] = useState(false)
  const pending = useNavigation().state === 'submitting'
  const f = tAccount.fields
  return (
    <>
      <p className="steps">{tAccount.register.step1}</p>
      {expired ? (
        <p className="alert alert-error" role="alert">
          {tAccount.register.expired}
        </p>
      ) : null}
      <Form method="post" action="/register" className="account-form" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <HoneypotFields props={honeypot} />
        <input type="hidden" name="intent" value="send-otp" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={f.username}
          hint={tAccount.hints.username}
          inputProps={{ ...getInputProps(fields.username, { type: 'text' }), autoComplete: 'username', autoCapitalize: 'none' }}
          errors={fields.username.errors}
        />
        <div className="field-row">
          <Field
            label={f.last_name}
            inputProps={{ ...getInputProps(fields.last_name, { type: 'text' }), autoComplete: 'family-name' }}
            errors={fields.last_name.errors}
          />
          <Field
            label={f.first_name}
            inputProps={{ ...getInputProps(fields.first_name, { type: 'text' }), autoComplete: 'given-name' }}
            errors={fields.first_name.errors}
          />
        </div>
        <Field
          label={f.email}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', inputMode: 'email' }}
          errors={fields.email.errors}
        />
        <Field
          label={f.phone_number}
          hint={tAccount.hints.phone_number}
          // inputMode tel, not numeric: the keypad has + for '+886 912 345 678' (any usual shape is read).
          inputProps={{ ...getInputProps(fields.phone_number, { type: 'tel' }), autoComplete: 'tel-national', inputMode: 'tel', maxLength: TW_MOBILE_INPUT_LENGTH }}
          errors={fields.phone_number.errors}
        />
        <Field
          label={f.password}
          hint={tAccount.hints.password}
          allErrors
          inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
          errors={fields.password.errors}
        />
        <Field
          label={f.password2}
          inputProps={{ ...getInputProps(fields.password2, { type: 'password' }), autoComplete: 'new-password' }}
          errors={fields.password2.errors}
        />
        <CheckboxField
          label={
            <>
              {tAccount.register.terms}
              <Link to="/terms" target="_blank">
                {tAccount.register.termsLink}
              </Link>
              {tAccount.register.and}
              <Link to="/privacy" target="_blank">
                {tAccount.register.privacyLink}
              </Link>
            </>
          }
          inputProps={{
            ...getInputProps(fields.terms, { type: 'checkbox', value: 'on' }),
            onChange: (event) => setTermsTicked(event.currentTarget.checked),
          }}
          errors={fields.terms.errors}
        />
        {/* Enabled only once the terms are ticked; without JS the server says so instead. */}
        <button type="submit" className="button button-large button-block" disabled={pending || (hydrated && !termsTicked)}>
          {pending ? tAccount.register.sendingCode : tAccount.register.sendCode}
        </button>
      </Form>
      <p className="account-links">
        <span>
          {tAccount.register.haveAccount} <Link to="/login">{tAccount.login.title}</Link>
        </span>
      </p>
    </>
  )
}
