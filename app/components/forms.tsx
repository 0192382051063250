/**
 * The form kit: labelled fields with their errors, in the markup every account, cart and
 * checkout form shares. Errors come from conform, so a no-JS post that the server refused shows
 * the same messages under the same fields as the instant client check.
 */
import { useId } from 'react'
import { HoneypotInputs, HoneypotProvider } from 'remix-utils/honeypot/react'
import type { HoneypotInputProps } from 'remix-utils/honeypot/server'
import { ACCOUNT_MESSAGES } from '#backend/contract/accounts.ts'

export type ListOfErrors = Array<string | null | undefined> | null | undefined

/**
 * The first message only (docs/storefront.md#forms-and-validation: one per field), or with `all` every unmet rule
 * (password strength) — except that an empty field says only that it is empty.
 */
export function ErrorList({ id, errors, all = false }: { id?: string; errors?: ListOfErrors; all?: boolean }) {
  const messages = (errors ?? []).filter((e): e is string => Boolean(e))
  const shown = all && !messages.includes(ACCOUNT_MESSAGES.required) ? messages : messages.slice(0, 1)
  // The element stays (empty) so a message appearing does not move the button under the pointer.
  return (
    <div id={id} className="field-error" aria-live="polite">
      {shown.length ? (
        <ul>
          {shown.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** Errors that belong to the whole form (server detail, non_field_errors): at the top. */
export function FormErrors({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const messages = (errors ?? []).filter((e): e is string => Boolean(e))
  if (!messages.length) return null
  return (
    <div id={id} className="alert alert-error" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}

type FieldProps = {
  label: React.ReactNode
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { key?: string | null }
  errors?: ListOfErrors
  /** A short help line under the input. */
  hint?: React.ReactNode
  /** Show every failed rule at once (password strength). */
  allErrors?: boolean
  className?: string
}

type FrameProps = {
  label: React.ReactNode
  id: string | undefined
  errors?: ListOfErrors
  hint?: React.ReactNode
  allErrors?: boolean
  className?: string
  /** The control, given the id and the ARIA attributes that tie it to its hint and errors. */
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode
}

/** Label, control, hint and errors of one field, tied together for screen readers. */
function FieldFrame({ label, id: idProp, errors, hint, allErrors, className, children }: FrameProps) {
  const fallbackId = useId()
  const id = idProp ?? fallbackId
  const errorId = errors?.length ? `${id}-error` : undefined
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': errorId ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} all={allErrors} />
    </div>
  )
}

export function Field({ label, inputProps, errors, hint, allErrors, className }: FieldProps) {
  const { key, ...props } = inputProps
  return (
    <FieldFrame label={label} id={props.id} errors={errors} hint={hint} allErrors={allErrors} className={className}>
      {(aria) => <input key={key ?? undefined} {...props} {...aria} />}
    </FieldFrame>
  )
}

type TextareaFieldProps = {
  label: React.ReactNode
  textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { key?: string | null }
  errors?: ListOfErrors
  hint?: React.ReactNode
}

export function TextareaField({ label, textareaProps, errors, hint }: TextareaFieldProps) {
  const { key, ...props } = textareaProps
  return (
    <FieldFrame label={label} id={props.id} errors={errors} hint={hint}>
      {(aria) => <textarea key={key ?? undefined} {...props} {...aria} />}
    </FieldFrame>
  )
}

type SelectFieldProps = {
  label: React.ReactNode
  selectProps: React.SelectHTMLAttributes<HTMLSelectElement> & { key?: string | null }
  /** [value, text] pairs; a leading empty option asks to choose. */
  options: ReadonlyArray<readonly [string, string]>
  placeholder?: string
  errors?: ListOfErrors
  hint?: React.ReactNode
}

export function SelectField({ label, selectProps, options, placeholder, errors, hint }: SelectFieldProps) {
  const { key, ...props } = selectProps
  return (
    <FieldFrame label={label} id={props.id} errors={errors} hint={hint}>
      {(aria) => (
        <select key={key ?? undefined} {...props} {...aria}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

type CheckboxProps = {
  label: React.ReactNode
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { key?: string | null }
  errors?: ListOfErrors
}

export function CheckboxField({ label, inputProps, errors }: CheckboxProps) {
  const fallbackId = useId()
  const { key, ...props } = inputProps
  const id = props.id ?? fallbackId
  const errorId = errors?.length ? `${id}-error` : undefined
  return (
    <div className="field field-checkbox">
      <div className="checkbox-row">
        <input
          key={key ?? undefined}
          {...props}
          type="checkbox"
          id={id}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

/** The honeypot fields (remix-utils) for a public form; props come from the route's loader. */
export function HoneypotFields({ props }: { props: HoneypotInputProps }) {
  return (
    <HoneypotProvider {...props}>
      <HoneypotInputs label="請勿填寫此欄位" />
    </HoneypotProvider>
  )
}
