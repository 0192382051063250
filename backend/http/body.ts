import { badRequest } from './api-error.ts'

const MAX_JSON_BYTES = 64 * 1024

/** The request's JSON body, or a 400 in Chinese for a missing, oversized or malformed one. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_JSON_BYTES) throw badRequest('請求內容過大。')
  const text = await request.text()
  if (text.length > MAX_JSON_BYTES) throw badRequest('請求內容過大。')
  if (!text.trim()) throw badRequest('請求內容不可為空，需為 JSON。')
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('請求內容不是有效的 JSON。')
  }
}
