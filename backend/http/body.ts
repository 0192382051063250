import { badRequest } from './api-error.ts'

/**
 * The largest JSON body the API reads. backend/app.ts refuses bigger ones with a 413 before any
 * handler runs (counting chunked bodies as they arrive), so readJsonBody never sees them.
 */
export const MAX_JSON_BYTES = 64 * 1024

/** The request's JSON body, or a 400 in Chinese for a missing or malformed one. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (!text.trim()) throw badRequest('請求內容不可為空，需為 JSON。')
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('請求內容不是有效的 JSON。')
  }
}
