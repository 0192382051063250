/**
 * The outbox stand-in: every SMS and mail appended as one JSON line to DATA_DIR/outbox/sms.jsonl
 * or mail.jsonl, so the embedded default works end to end without any provider account. The
 * storefront lists it at /dev/outbox outside production (readOutbox, GET /api/v1/dev/outbox/).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { OutboxEntry } from '../contract/accounts.ts'
import type { MailMessage, SmsMessage } from './notifier.ts'

const FILES = { sms: 'sms.jsonl', mail: 'mail.jsonl' } as const

export function outboxDir(dataDir: string) {
  return path.join(dataDir, 'outbox')
}

/** Folders made by this process: every order sends a mail, and a mkdir per mail showed in profiles. */
const madeDirs = new Set<string>()

async function append(
  dir: string,
  kind: OutboxEntry['kind'],
  entry: Omit<OutboxEntry, 'kind' | 'sent_at'>,
) {
  if (!madeDirs.has(dir)) {
    await fs.mkdir(dir, { recursive: true })
    madeDirs.add(dir)
  }
  const line: OutboxEntry = { kind, ...entry, sent_at: new Date().toISOString() }
  // One appendFile call per line: concurrent writers never interleave within a line this short.
  await fs.appendFile(path.join(dir, FILES[kind]), JSON.stringify(line) + '\n', { mode: 0o600 })
}

export function outboxSms(dir: string) {
  return (message: SmsMessage) => append(dir, 'sms', { to: message.to, text: message.text })
}

export function outboxMail(dir: string) {
  return (message: MailMessage) => append(dir, 'mail', message)
}

/** The latest `limit` entries of both files, newest first; unreadable lines are skipped. */
export async function readOutbox(dir: string, limit = 50): Promise<OutboxEntry[]> {
  const entries: OutboxEntry[] = []
  for (const kind of Object.keys(FILES) as OutboxEntry['kind'][]) {
    const content = await fs.readFile(path.join(dir, FILES[kind]), 'utf8').catch(() => '')
    for (const line of content.split('\n')) {
      if (!line) continue
      try {
        entries.push(JSON.parse(line) as OutboxEntry)
      } catch {
        // a half-written or hand-edited line: ignore it
      }
    }
  }
  return entries.sort((a, b) => b.sent_at.localeCompare(a.sent_at)).slice(0, limit)
}
