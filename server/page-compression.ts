/**
 * Pages that are rendered whole (all their data loaded before the first byte, as the product
 * list, search and product pages are) leave the renderer as one chunk followed by the end of the
 * stream (app/lib/html-stream.server.ts). Such a page is gzipped in one synchronous call, with a
 * Content-Length, instead of through the compression middleware's CompressionStream, whose Web
 * stream wrapping costs more CPU than the compression itself (issue 13). A page still streaming
 * (data that arrives later) is handed on untouched: the middleware compresses it as it comes.
 */
import { gzipSync } from 'node:zlib'

/** True when the Accept-Encoding header accepts gzip (by name or by `*`, not with q=0). */
export function acceptsGzip(header: string | undefined | null) {
  const weights = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    const q = params.find((p) => p.startsWith('q='))
    if (name) weights.set(name, q ? Number(q.slice(2)) : 1)
  }
  const weight = weights.get('gzip') ?? weights.get('*') ?? 0
  return weight > 0
}

/** Resolves after every pending microtask: whatever the renderer already finished has been delivered. */
const afterPendingWork = () => new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined)))

export async function compressWholePage(response: Response, acceptEncoding: string | undefined, method: string) {
  const type = response.headers.get('Content-Type') ?? ''
  if (
    !response.body ||
    method === 'HEAD' ||
    response.headers.has('Content-Encoding') ||
    !type.startsWith('text/html') ||
    !acceptsGzip(acceptEncoding)
  ) {
    return response
  }
  const reader = response.body.getReader()
  const first = await reader.read()
  const second = first.done ? undefined : reader.read()
  const ended = first.done || (await Promise.race([second!.then((r) => r.done), afterPendingWork()])) === true
  if (ended) {
    reader.releaseLock()
    const body = gzipSync(first.value ?? new Uint8Array())
    const headers = new Headers(response.headers)
    headers.set('Content-Encoding', 'gzip')
    headers.set('Content-Length', String(body.length))
    headers.append('Vary', 'Accept-Encoding')
    return new Response(body, { status: response.status, statusText: response.statusText, headers })
  }
  // Still streaming: the chunks read so far go first, then the rest as it comes.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined = second
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first.value)
    },
    async pull(controller) {
      const next = await (pending ?? reader.read())
      pending = undefined
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
  return new Response(rest, { status: response.status, statusText: response.statusText, headers: response.headers })
}
