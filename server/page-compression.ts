/**
 * Pages that are rendered whole (all their data loaded before the first byte, as the product
 * list, search and product pages are) leave the renderer as one chunk followed by the end of the
 * stream (app/lib/html-stream.server.ts). Such a page is compressed in one synchronous call, with a
 * Content-Length, instead of through the compression middleware's CompressionStream, whose Web
 * stream wrapping costs more CPU than the compression itself (issue 13). Brotli at quality 3 when
 * the browser takes it (every browser does over HTTPS): on an 80 KB product list it takes half
 * the time of gzip's default level and gives a smaller page (10.1 KB against 10.5 KB). A page
 * still streaming (data that arrives later) is handed on untouched: the middleware compresses it
 * as it comes.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * The encoding a whole page is sent in: brotli or gzip when the Accept-Encoding header accepts it
 * (by name or by `*`, not with q=0), brotli unless gzip weighs more; undefined for neither.
 */
export function wholePageEncoding(header: string | undefined | null): 'br' | 'gzip' | undefined {
  const weights = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    const q = params.find((p) => p.startsWith('q='))
    if (name) weights.set(name, q ? Number(q.slice(2)) : 1)
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  const [br, gzip] = [weight('br'), weight('gzip')]
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : undefined
}

const BROTLI_QUALITY = 3

function compress(body: Uint8Array, encoding: 'br' | 'gzip') {
  if (encoding === 'gzip') return gzipSync(body)
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  })
}

/** Resolves after every pending microtask: whatever the renderer already finished has been delivered. */
const afterPendingWork = () => new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined)))

export async function compressWholePage(response: Response, acceptEncoding: string | undefined, method: string) {
  const type = response.headers.get('Content-Type') ?? ''
  const encoding = wholePageEncoding(acceptEncoding)
  if (
    !response.body ||
    method === 'HEAD' ||
    response.headers.has('Content-Encoding') ||
    !type.startsWith('text/html') ||
    !encoding
  ) {
    return response
  }
  const reader = response.body.getReader()
  const first = await reader.read()
  const second = first.done ? undefined : reader.read()
  const ended = first.done || (await Promise.race([second!.then((r) => r.done), afterPendingWork()])) === true
  if (ended) {
    reader.releaseLock()
    const body = compress(first.value ?? new Uint8Array(), encoding)
    const headers = new Headers(response.headers)
    headers.set('Content-Encoding', encoding)
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
