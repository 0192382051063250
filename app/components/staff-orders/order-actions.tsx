import { getFormProps, getInputProps } from '@conform-to/react'
import { useState } from 'react'
import { Form } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { Field, FormErrors } from '#app/components/forms.tsx'
import { takesDeposit } from '#backend/contract/order-status.ts'
import type { StaffOrderDetail } from '#backend/contract/staff-orders.ts'
import { formatTwd } from '#app/lib/format.ts'
import { formatDate, formatDateTime } from '#backend/contract/format-date.ts'
import { tStaffOrders } from '#app/lib/messages-staff-orders.ts'
import { cancelFormSchema, depositFormSchema, moveStatusFormSchema, trackingFormSchema } from '#app/lib/staff-order-forms.ts'
import { useIntentForm, type IntentActionData } from './use-intent-form.ts'

const T = tStaffOrders.order

type Props = { order: StaffOrderDetail; actionData: IntentActionData; confirmingCancel: boolean }

/** What staff can do to the order now: the next status, tracking number, deposit, cancel. */
export function StaffOrderActions({ order, actionData, confirmingCancel }: Props) {
  const closed = order.current_status === '已取消' || order.current_status === '已完成'
  return (
    <section className="order-section staff-order-actions" aria-labelledby="actions-title">
      <h2 id="actions-title">{T.actions}</h2>
      {/* Keyed by status: after a move the form starts fresh for the new next step. */}
      <MoveForm key={order.current_status} order={order} actionData={actionData} />
      {closed ? (
        order.tracking_number ? (
          <p className="staff-tracking-readonly">
            {T.trackingTitle}：<strong className="order-number">{order.tracking_number}</strong>
          </p>
        ) : null
      ) : (
        <TrackingForm key={order.tracking_number ?? ''} order={order} actionData={actionData} />
      )}
      {order.deposit ? <DepositForm order={order} actionData={actionData} /> : null}
      {order.can_cancel ? <CancelForm order={order} actionData={actionData} confirming={confirmingCancel} /> : null}
    </section>
  )
}

function MoveForm({ order, actionData }: { order: StaffOrderDetail; actionData: IntentActionData }) {
  const { form, fields, pending } = useIntentForm('move', moveStatusFormSchema, actionData)
  const next = order.next_statuses[0]
  if (!next) return <p className="field-hint">{T.finished}</p>
  return (
    <Form method="post" className="staff-form" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="status" value={next} />
      <FormErrors id={form.errorId} errors={[...(form.errors ?? []), ...(fields.status.errors ?? [])]} />
      {order.tracking_required ? (
        <Field
          label={T.trackingLabel}
          hint={T.trackingNeeded}
          inputProps={{ ...getInputProps(fields.tracking_number, { type: 'text' }), autoComplete: 'off', autoCapitalize: 'characters' }}
          errors={fields.tracking_number.errors}
        />
      ) : null}
      <button type="submit" className="button button-block" disabled={pending} data-testid="move-status">
        {pending ? T.moving : T.nextStep(next)}
      </button>
    </Form>
  )
}

/**
 * Folded away until needed (a native <details>, so it opens without JS); a refusal opens it. It
 * then stays open while staff correct the number: tying `open` to the live validation folded it
 * (and took the cursor) the moment the typed value became valid. A saved number is a new key, so
 * the form starts folded again; otherwise only staff fold it.
 */
function TrackingForm({ order, actionData }: { order: StaffOrderDetail; actionData: IntentActionData }) {
  const { form, fields, pending } = useIntentForm('tracking', trackingFormSchema, actionData)
  const refused = Boolean(form.errors?.length || fields.tracking_number.errors?.length)
  const [open, setOpen] = useState(refused)
  const [wasRefused, setWasRefused] = useState(refused)
  // Opens on a new refusal (set while rendering, React's way of following a changed value).
  if (refused !== wasRefused) {
    setWasRefused(refused)
    if (refused) setOpen(true)
  }
  return (
    <details className="staff-tracking" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {T.trackingTitle}：{order.tracking_number ? <strong className="order-number">{order.tracking_number}</strong> : T.trackingNone}
      </summary>
      <Form method="post" className="staff-form" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="tracking" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={T.trackingEdit}
          hint={T.trackingHint}
          inputProps={{
            ...getInputProps(fields.tracking_number, { type: 'text' }),
            // What was sent when refused (no JS: the page comes back with it), else the saved number.
            defaultValue: (fields.tracking_number.initialValue as string | undefined) ?? order.tracking_number ?? '',
            autoComplete: 'off',
            autoCapitalize: 'characters',
          }}
          errors={fields.tracking_number.errors}
        />
        <button type="submit" className="button button-outline" disabled={pending}>
          {T.trackingSave}
        </button>
      </Form>
    </details>
  )
}

function DepositForm({ order, actionData }: { order: StaffOrderDetail; actionData: IntentActionData }) {
  const { form, pending } = useIntentForm('deposit', depositFormSchema, actionData)
  const deposit = order.deposit!
  return (
    <div className="staff-deposit">
      <h3>{T.deposit}</h3>
      <p>{T.depositDue(formatTwd(deposit.amount), deposit.due_at ? formatDate(deposit.due_at) : null)}</p>
      {deposit.received_at ? (
        <p className="alert alert-success">{T.depositReceivedAt(formatDateTime(deposit.received_at))}</p>
      ) : takesDeposit(order.current_status) ? (
        <Form method="post" {...getFormProps(form)}>
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="deposit" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <button type="submit" className="button button-outline" disabled={pending}>
            {T.depositMark}
          </button>
        </Form>
      ) : null}
    </div>
  )
}

/** Cancel asks first: a link to ?confirm=cancel shows the real button, with or without JS. */
function CancelForm({ order, actionData, confirming }: { order: StaffOrderDetail; actionData: IntentActionData; confirming: boolean }) {
  const { form, pending } = useIntentForm('cancel', cancelFormSchema, actionData)
  const here = `/staff/orders/${order.order_number}`
  const failed = Boolean(form.errors?.length)
  return (
    <div id="cancel" className="staff-cancel">
      <h3>{T.cancelTitle}</h3>
      <p className="field-hint">{T.cancelHint}</p>
      {confirming || failed ? (
        <Form method="post" action={here} className="staff-cancel-confirm" {...getFormProps(form)}>
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="cancel" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <p role="alert">{T.cancelConfirm}</p>
          <div className="staff-cancel-buttons">
            <button type="submit" className="button button-danger" disabled={pending}>
              {T.cancelYes}
            </button>
            <Link to={here} className="button button-outline" replace>
              {T.cancelNo}
            </Link>
          </div>
        </Form>
      ) : (
        <Link to={`${here}?confirm=cancel#cancel`} className="button button-outline button-danger-outline" replace>
          {T.cancelAsk}
        </Link>
      )}
    </div>
  )
}
