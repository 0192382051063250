/**
 * The outbox stand-in: every SMS and mail appended as one JSON line to DATA_DIR/outbox/sms.jsonl
 * or mail.jsonl, so the embedded default works end to end without any provider account. The
 * storefront lists it at /dev/outbox outside production (readOutbox, GET /api/v1/dev/outbox/).
 */
import { appendFile } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import type { OutboxEntry } from '../contract/accounts.ts'
import type { MailMessage, SmsMessage } from './notifier.ts'

const FILES = { sms: 'sms.jsonl', mail: 'mail.jsonl' } as const

export function outboxDir(dataDir: string) {
  return path.join(dataDir, 'outbox')
}

/** Folders made by this process: every order sends a mail, and a mkdir per mail showed in profiles. */
const madeDirs = new Set<string>()

// The callback form, promisified: fs/promises' appendFile wraps a transferable FileHandle per call
// (2-3 % of an order's CPU in profiles).
const appendLines = promisify(appendFile)

type Pending = { line: string; resolve: () => void; reject: (e: unknown) => void }
/** Per file: the lines waiting for the next write, and whether a write is under way. */
type FileQueue = { pending: Pending[]; writing: boolean }
const queues = new Map<string, FileQueue>()

/**
 * Lines go to the file in batches: whatever was sent while the previous append was under way is
 * written by the next one, in ONE append. Under load every order sends a mail, and an open, write
 * and close per line took an eighth of the server's CPU. The file is opened per batch, not kept
 * open, so deleting or rotating it is always safe.
 */
function appendLine(file: string, line: string) {
  return new Promise<void>((resolve, reject) => {
    let queue = queues.get(file)
    if (!queue) queues.set(file, (queue = { pending: [], writing: false }))
    queue.pending.push({ line, resolve, reject })
    if (!queue.writing) void writeBatches(file, queue)
  })
}

async function writeBatches(file: string, queue: FileQueue) {
  queue.writing = true
  // Let the rest of this turn of the event loop add its lines to the first batch.
  await new Promise((resolve) => setImmediate(resolve))
  while (queue.pending.length) {
    const batch = queue.pending.splice(0)
    try {
      const dir = path.dirname(file)
      if (!madeDirs.has(dir)) {
        await fs.mkdir(dir, { recursive: true })
        madeDirs.add(dir)
      }
      // One append call per batch: concurrent writers (other instances) never interleave within it.
      await appendLines(file, batch.map((p) => p.line).join(''), { mode: 0o600 })
      for (const p of batch) p.resolve()
    } catch (error) {
      for (const p of batch) p.reject(error)
    }
  }
  queue.writing = false
}

function append(dir: string, kind: OutboxEntry['kind'], entry: Omit<OutboxEntry, 'kind' | 'sent_at'>) {
  const line: OutboxEntry = { kind, ...entry, sent_at: new Date().toISOString() }
  return appendLine(path.join(dir, FILES[kind]), JSON.stringify(line) + '\n')
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
