import { getFormProps, getTextareaProps } from '@conform-to/react'
import { Form } from 'react-router'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { OnceKeyInput } from '#app/components/once-key-input.tsx'
import { FormErrors, TextareaField } from '#app/components/forms.tsx'
import { MAX_MESSAGE_LENGTH } from '#backend/contract/order-values.ts'
import type { StaffOrderDetail } from '#backend/contract/staff-orders.ts'
import { formatDateTime } from '#backend/contract/format-date.ts'
import { tStaffOrders } from '#app/lib/messages-staff-orders.ts'
import { replyFormSchema } from '#app/lib/staff-order-forms.ts'
import { useIntentForm, type IntentActionData } from './use-intent-form.ts'

const T = tStaffOrders.order

/** The order's Q&A from the staff side: customer messages not read before are marked new. */
export function StaffOrderQa({ order, replyKey, actionData }: { order: StaffOrderDetail; replyKey: string; actionData: IntentActionData }) {
  return (
    <section id="messages" className="order-section order-messages staff-qa" aria-labelledby="messages-title">
      <h2 id="messages-title">{T.messages}</h2>
      {order.messages.length ? (
        <ol className="message-list">
          {order.messages.map((m) => {
            const fromCustomer = m.sender_type === '顧客'
            const classes = ['message', fromCustomer ? 'message-customer' : 'message-staff', m.unread ? 'is-unread' : '']
            return (
              <li key={m.id} className={classes.join(' ').trim()}>
                <p className="message-meta">
                  <strong>{fromCustomer ? T.customerSays : T.staffSays}</strong>{' '}
                  <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
                  {m.unread ? <span className="unread-badge">{T.newMessage}</span> : null}
                </p>
                <p className="message-body">{m.message_content}</p>
              </li>
            )
          })}
        </ol>
      ) : (
        <p className="empty-state">{T.messagesEmpty}</p>
      )}
      {/* Keyed by the message count: a sent reply empties the box. */}
      <ReplyForm key={order.messages.length} replyKey={replyKey} actionData={actionData} />
    </section>
  )
}

function ReplyForm({ replyKey, actionData }: { replyKey: string; actionData: IntentActionData }) {
  const { form, fields, pending } = useIntentForm('reply', replyFormSchema, actionData)
  return (
    <Form method="post" className="staff-form" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="reply" />
      <OnceKeyInput value={replyKey} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextareaField
        label={T.replyLabel}
        hint={T.replyHint}
        textareaProps={{ ...getTextareaProps(fields.message_content), rows: 3, maxLength: MAX_MESSAGE_LENGTH }}
        errors={fields.message_content.errors}
      />
      <button type="submit" className="button button-block" disabled={pending}>
        {pending ? T.replySending : T.replySend}
      </button>
    </Form>
  )
}
