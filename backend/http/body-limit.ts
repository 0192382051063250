/**
 * Hono's `bodyLimit` for every capped body, storefront forms and API calls alike: the refusal
 * (413) says `Connection: close`. The refused body is never read to its end: the limit cancels
 * it, and @hono/node-server then closes the connection rather than receive megabytes nobody
 * reads. Answered as keep-alive, a client sent its next request down that closing connection and
 * lost it (undici: UND_ERR_SOCKET on the request after a 2 MB form). Told, it opens a new one.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

type Options = { maxSize: number; onError: (c: Context) => Response | Promise<Response> }

export function closingBodyLimit({ maxSize, onError }: Options): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: async (c) => {
      const response = await onError(c)
      response.headers.set('Connection', 'close')
      return response
    },
  })
}
