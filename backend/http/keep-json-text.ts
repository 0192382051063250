/**
 * Middleware: this request's `c.json` answers keep their text beside the body
 * (contract/json-text.ts), for the storefront's in-process client. The answer itself is what
 * Hono's own `c.json` makes: the same text, status and headers (`Content-Type: application/json`
 * unless the handler names another).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { attachJsonText } from '../contract/json-text.ts'

export const keepJsonText: MiddlewareHandler = async (c, next) => {
  const json = (object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object)
    return attachJsonText(c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers }), text)
  }
  c.json = json as Context['json']
  await next()
}
