/**
 * How the API reaches people (docs/architecture.md#notifications): an SMS sender for OTP codes and a mail sender
 * for reset links. Each has a real adapter chosen by settings (mitake-sms.ts, smtp-mail.ts) and
 * the outbox stand-in (outbox.ts). A sender throws when the message was not accepted.
 */
export type SmsMessage = { to: string; text: string }
export type MailMessage = { to: string; subject: string; text: string }

export type Notifier = {
  sendSms: (message: SmsMessage) => Promise<void>
  sendMail: (message: MailMessage) => Promise<void>
}

/** For logs: enough to recognise a recipient, not enough to leak one. */
export function maskAddress(address: string) {
  const at = address.indexOf('@')
  if (at > 0) return `${address[0]}***${address.slice(at)}`
  return address.length > 4 ? `${address.slice(0, 4)}***${address.slice(-2)}` : '***'
}
