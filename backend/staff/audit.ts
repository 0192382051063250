/**
 * The audit log: who did what to which record, when, with the record before and after. Written
 * with the executor of the change itself, so a rolled-back change leaves no entry behind.
 */
import type { Executor } from '../db/database.ts'
import { auditLog } from '../db/schema.ts'

export type AuditEntry = {
  actorId: number
  /** e.g. 'order.status', 'order.cancel', 'product.update', 'product.import', 'news.delete'. */
  action: string
  entityType: 'order' | 'product' | 'news' | 'rule'
  entityId: string | number
  before?: unknown
  after?: unknown
}

export async function recordAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}
