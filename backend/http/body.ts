import { ACCOUNT_MESSAGES } from '../contract/accounts.ts'
import { badRequest, invalidInput } from './api-error.ts'

/**
 * The largest JSON body the API reads. backend/app.ts refuses bigger ones with a 413 before any
 * handler runs (counting chunked bodies as they arrive), so readJsonBody never sees them.
 */
export const MAX_JSON_BYTES = 64 * 1024

/**
 * The request's JSON body, or a 400 in Chinese for a missing or malformed one (or one holding NUL),
 * or one not sent as JSON. A browser posts text/plain, a form or a typeless body to another site
 * without asking it first, so without this check any page a shopper opened could make the
 * shopper's browser send SMS codes, reset mails and logins to the API, each from the shopper's
 * own IP, past the per-IP limits. A JSON body makes the browser ask first (a CORS preflight), and
 * the API allows no other site.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (!isJson(request)) throw badRequest(NOT_JSON)
  return parseJsonText(await request.text())
}

export const NOT_JSON = '請求內容需為 JSON（Content-Type: application/json）。'

/** application/json, or a type ending in +json, with or without parameters. */
const isJson = (request: Request) =>
  /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '')

/** JSON text (a body, or the `data` part of an upload form) parsed as readJsonBody does. */
export function parseJsonText(text: string): unknown {
  if (!text.trim()) throw badRequest('請求內容不可為空，需為 JSON。')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw badRequest('請求內容不是有效的 JSON。')
  }
  // JSON carries a NUL only escaped, so most bodies are not walked at all.
  return text.includes('\\u0000') ? refuseNul(body) : body
}

/** An upload form's body (staff pictures, CSV), by its declared type. */
export const isMultipart = (request: Request) =>
  request.headers.get('Content-Type')?.toLowerCase().startsWith('multipart/form-data') ?? false

/** Said of a field holding NUL: the accounts' own message for control characters. */
export const BAD_CHARACTERS = ACCOUNT_MESSAGES.badCharacters

/**
 * The value itself, or a 400 when a string in it holds NUL (U+0000): PostgreSQL text cannot store
 * one, so such a value would otherwise fail its query as a 500. An object's fields are named
 * (`{field: [message]}`, shown beside the field); a NUL anywhere else refuses the whole body.
 * The API's JSON bodies (readJsonBody), query strings (queryValues) and staff upload forms go
 * through it; a CSV file and ECPay's posts check for NUL themselves.
 */
export function refuseNul<T>(value: T): T {
  if (!containsNul(value)) return value
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value)
    if (!entries.some(([key]) => key.includes('\0'))) {
      const fields = entries.filter(([, item]) => containsNul(item)).map(([key]) => [key, [BAD_CHARACTERS]])
      throw invalidInput(Object.fromEntries(fields))
    }
  }
  throw badRequest('請求內容含有無效的字元（NUL）。')
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0')
  if (Array.isArray(value)) return value.some(containsNul)
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item))
  }
  return false
}
