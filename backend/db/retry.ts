/**
 * Runs a transaction again when PostgreSQL aborted it for a reason that a retry cures: a deadlock
 * (two checkouts selling out products of one catalogue_counts bucket can lock in opposite order
 * through the counting trigger) or a serialization failure. Anything else is thrown at once.
 */
const RETRYABLE = new Set(['40P01', '40001'])

export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null
  const code = e?.cause?.code ?? e?.code
  return typeof code === 'string' ? code : undefined
}

export async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      const code = pgErrorCode(error)
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error
      // A short random pause so the two contenders do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt))
    }
  }
}
