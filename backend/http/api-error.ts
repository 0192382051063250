/**
 * Errors the shop API answers with, in the shapes of docs/architecture.md#errors: `{detail}` for a single message,
 * DRF-style `{field: [messages]}` for invalid input. Services throw these; app.ts turns them
 * into responses, so no handler needs its own try/catch.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'

export type FieldErrors = Record<string, string[]>

export class ApiError extends Error {
  readonly status: ContentfulStatusCode
  readonly body: Record<string, unknown>
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>

  constructor(status: ContentfulStatusCode, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(typeof body.detail === 'string' ? body.detail : `API error ${status}`)
    this.status = status
    this.body = body
    this.headers = headers
  }
}

/** The answer for an unknown API path, and for a staff path asked by a non-staff caller. */
export const API_NOT_FOUND = '找不到這個 API 路徑。'
export const notFound = (detail = '找不到資料。') => new ApiError(404, { detail })
export const badRequest = (detail: string) => new ApiError(400, { detail })
export const invalidInput = (errors: FieldErrors) => new ApiError(400, errors)

/** Zod issues as `{field: [messages]}`; an issue on the whole input goes to non_field_errors. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'non_field_errors'
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

/** Parses with a zod schema or throws a 400 with field errors. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw invalidInput(toFieldErrors(result.error))
  return result.data
}
