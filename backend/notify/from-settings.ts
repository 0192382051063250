/** Picks the real adapter or the outbox for SMS and mail from the settings (server/env.ts). */
import { mitakeSms } from './mitake-sms.ts'
import type { Notifier } from './notifier.ts'
import { outboxDir, outboxMail, outboxSms } from './outbox.ts'
import { smtpMail } from './smtp-mail.ts'

export type NotifySettings = {
  dataDir: string
  smtpUrl?: string
  mailFrom: string
  smsProvider: 'outbox' | 'mitake'
  mitake?: { username: string; password: string; url?: string }
}

export function createNotifier(settings: NotifySettings): Notifier & { outbox?: string } {
  const dir = outboxDir(settings.dataDir)
  const sendSms =
    settings.smsProvider === 'mitake' && settings.mitake
      ? mitakeSms(settings.mitake)
      : outboxSms(dir)
  const sendMail = settings.smtpUrl
    ? smtpMail(settings.smtpUrl, settings.mailFrom)
    : outboxMail(dir)
  const usesOutbox = settings.smsProvider !== 'mitake' || !settings.smtpUrl
  return { sendSms, sendMail, outbox: usesOutbox ? dir : undefined }
}
