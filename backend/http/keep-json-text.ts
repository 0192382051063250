/**
 * Middleware: this request's `c.json` answers keep their text beside the body
 * (contract/json-text.ts), for the storefront's in-process client. The answer itself is what
 * Hono's own `c.json` makes: the same text, status and headers (`Content-Type: application/json`
 * unless the handler names another). A frozen answer (a cached one: lib/change-feed.ts) is
 * stringified once, and every request gets that same text: a list page's JSON.stringify was about
 * 0.1 ms, and the storefront knows an answer it has read before by its text (issue 13).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { derivedFrom } from '../contract/frozen.ts'
import { attachJsonText } from '../contract/json-text.ts'

export const keepJsonText: MiddlewareHandler = async (c, next) => {
  const json = (object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>) => {
    const text = jsonText(object)
    return attachJsonText(c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers }), text)
  }
  c.json = json as Context['json']
  await next()
}

const jsonText = (value: unknown) =>
  value !== null && typeof value === 'object' ? derivedFrom(value, 'json', () => JSON.stringify(value)) : JSON.stringify(value)
