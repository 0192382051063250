/** Mail over SMTP with nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.tw:465). */
import nodemailer from 'nodemailer'
import type { MailMessage } from './notifier.ts'

export function smtpMail(smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport(smtpUrl)
  return async (message: MailMessage) => {
    await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text })
  }
}
