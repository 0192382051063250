import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { OnceKeyInput } from '#app/components/once-key-input.tsx'
import { FormErrors, TextareaField } from '#app/components/forms.tsx'
import { track } from '#app/lib/analytics.ts'
import { formatDateTime } from '#backend/contract/format-date.ts'
import { tOrders } from '#app/lib/messages-orders.ts'
import { orderMessageFormSchema } from '#app/lib/order-forms.ts'

type Message = { id: number; message_content: string; sender_type: string; created_at: string }
export type MessageActionData = { result: SubmissionResult<string[]>; sent?: boolean }

/**
 * The order's Q&A (docs/storefront.md#checkout-and-orders): oldest first, the customer's own messages apart
 * from staff replies. Without JS the form is a full post that comes back to #messages; with JS
 * it is a fetcher: the page stays, the new message appears and is scrolled to.
 */
type Props = {
  messages: Message[]
  failed: boolean
  action: string
  /** This load's one-time key (app/lib/once-key.ts): after a sent message the page reloads with a new one. */
  onceKey: string
  /** The route's action answer: a refused post without JS arrives here, not on the fetcher. */
  documentResult?: SubmissionResult<string[]>
}

export function OrderMessages({ messages, failed, action, onceKey, documentResult }: Props) {
  const fetcher = useFetcher<MessageActionData>()
  const [form, fields] = useForm({
    id: 'order-message',
    constraint: getZodConstraint(orderMessageFormSchema),
    lastResult: fetcher.state === 'idle' ? (fetcher.data?.result ?? documentResult) : undefined,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderMessageFormSchema }),
  })
  const listEnd = useRef<HTMLLIElement>(null)
  const sent = fetcher.state === 'idle' && fetcher.data?.sent === true
  useEffect(() => {
    if (!sent) return
    track('submit_order_message')
    listEnd.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [sent, messages.length])
  const busy = fetcher.state !== 'idle'
  return (
    <section id="messages" className="order-section order-messages" aria-labelledby="messages-title">
      <h2 id="messages-title">{tOrders.messages.title}</h2>
      <p className="field-hint">{tOrders.messages.intro}</p>
      {failed ? (
        <p className="alert alert-error" role="alert">
          {tOrders.messages.fetchFailed}
        </p>
      ) : messages.length ? (
        <ol className="message-list">
          {messages.map((m) => {
            const mine = m.sender_type === '顧客'
            return (
              <li key={m.id} className={mine ? 'message message-customer' : 'message message-staff'}>
                <p className="message-meta">
                  <strong>{mine ? tOrders.messages.customer : tOrders.messages.staff}</strong>{' '}
                  <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
                </p>
                <p className="message-body">{m.message_content}</p>
              </li>
            )
          })}
          <li ref={listEnd} aria-hidden="true" className="message-end" />
        </ol>
      ) : (
        <p className="empty-state">{tOrders.messages.empty}</p>
      )}
      <fetcher.Form method="post" action={action} className="account-form message-form" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="send-message" />
        <OnceKeyInput value={onceKey} />
        <FormErrors id={form.errorId} errors={form.errors} />
        {sent ? (
          <p className="alert alert-success" role="status">
            {tOrders.messages.sent}
          </p>
        ) : null}
        <TextareaField
          label={tOrders.messages.label}
          textareaProps={{ ...getTextareaProps(fields.message_content), rows: 3, maxLength: 1000 }}
          errors={fields.message_content.errors}
        />
        <button type="submit" className="button button-block" disabled={busy}>
          {busy ? tOrders.messages.sending : tOrders.messages.send}
        </button>
      </fetcher.Form>
    </section>
  )
}
