/**
 * Pages that are rendered whole (all their data loaded before the first byte, as the product
 * list, search and product pages are) leave the renderer in one go, as one chunk (or a few, below)
 * followed by the end of the stream (app/lib/html-stream.server.ts). Such a page is compressed in
 * one synchronous call, with a Content-Length, instead of through the compression middleware's
 * CompressionStream, whose Web stream wrapping costs more CPU than the compression itself (issue
 * 13). Brotli at quality 1 when the browser takes it (every browser does over HTTPS): on a
 * shopper's 60 KB /products/1 it took 0.16-0.24 ms against quality 3's 0.36-0.52 ms (and gzip's
 * 0.33-0.41 ms at level 1), for 9.7 KB against 8.5 KB. Both fit the first round trip of a new
 * connection (ten segments, about 14 KB), so a phone waits no longer for the bigger one, and the
 * server saves about 4 % of the page's time. A page still streaming (data that arrives later) is
 * handed on untouched: the middleware compresses it as it comes.
 *
 * A page holding a chunk compressed ahead (a first visit's inline stylesheet:
 * app/lib/precompressed-chunk.server.ts) is sent as gzip instead: the rest of the page is
 * deflated around that chunk's ready encoding. On a first visit's /products/1 (100 KB, 40 KB of
 * it the stylesheet) brotli of the whole page took 0.5-0.7 ms, the spliced gzip 0.15-0.25 ms, and
 * the answer is no bigger: 21.2 KB against brotli's 21.6 KB. Its other text goes the same way,
 * as pieces compressed once when they recur from view to view (app/lib/recurring-text.server.ts),
 * with short text between them as it is (STORED_MAX_BYTES): 19.6 KB.
 */
import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from 'node:zlib'
import { precompressedFormOf } from '#app/lib/precompressed-chunk.server.ts'
import { crc32Combine } from './crc32-combine.ts'

/**
 * The encoding a whole page is sent in: brotli or gzip when the Accept-Encoding header accepts it
 * (by name or by `*`, not with q=0), brotli unless gzip weighs more; undefined for neither. A page
 * with a precompressed chunk (`spliceable`) goes as gzip whenever gzip is accepted at all.
 */
export function wholePageEncoding(header: string | undefined | null, spliceable = false): 'br' | 'gzip' | undefined {
  const weights = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    const q = params.find((p) => p.startsWith('q='))
    if (name) weights.set(name, q ? Number(q.slice(2)) : 1)
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  const [br, gzip] = [weight('br'), weight('gzip')]
  if (spliceable && gzip > 0) return 'gzip'
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : undefined
}

const BROTLI_QUALITY = 1
/**
 * Page text around a precompressed chunk too long for a recurring piece (over 16 K characters:
 * app/lib/recurring-text.server.ts). Measured when all of a first visit's text went this way: on
 * /products/1 (60 KB of text around the stylesheet) level 1 took 0.36-0.37 ms and level 3
 * 0.44-0.45 ms, for 9.8 KB against 9.5 KB of the page's 19 KB (level 4 took half as long again).
 */
const SPLICED_DEFLATE_LEVEL = 1
/**
 * Text this short next to a precompressed chunk goes as it is, in a stored block, not in a
 * deflate call of its own: inside a page's request a call cost about as much whatever its size (a
 * profile of a shopper's /search?q=.. under load: node's zlib 11.9 % of the page's CPU for two
 * calls of 3.7 and 12 KB, a guest's 5.6 % for one of 12 KB; those 12 KB took 100-135 µs timed
 * inside the server). A spliced page's longer text now goes as recurring pieces with kept
 * encodings (app/lib/recurring-text.server.ts), so what is left here is a view's own values (its
 * nonce, its CSRF token, a kept frame's token) and pieces under 512 characters between them.
 * The bound is 4 KB because, before those pieces, a shopper's head and header (3.7 KB) were sent
 * this way: that made a shopper's search 1-12 % faster, as storing a first visit's head and
 * header (1.7 and 1.9 KB) had made a guest's search 2-16 % faster and /products/1 7-8 % (the two
 * builds taking turns, issue 13).
 */
const STORED_MAX_BYTES = 4096

/**
 * A deflate stored block holding `bytes` as they are (RFC 1951, 3.2.4). Every piece before it
 * ends byte-aligned (the header, a sync flush), so its header is one byte: BFINAL, BTYPE 00, padding.
 */
function storedBlock(bytes: Uint8Array, last: boolean) {
  const block = Buffer.alloc(5 + bytes.byteLength)
  block[0] = last ? 1 : 0
  block.writeUInt16LE(bytes.byteLength, 1)
  block.writeUInt16LE(~bytes.byteLength & 0xffff, 3)
  block.set(bytes, 5)
  return block
}

/** gzip's fixed header: deflate, no name or time, unknown system (RFC 1952). */
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255)

function compress(chunks: Uint8Array[], encoding: 'br' | 'gzip', spliceable: boolean) {
  if (encoding === 'gzip' && spliceable) return splicedGzip(chunks)
  const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
  if (encoding === 'gzip') return gzipSync(body)
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  })
}

/**
 * One gzip member whose deflate stream is the page's own text deflated, the precompressed
 * chunks' encodings as they are, and a final block; the trailer's CRC and length cover it all.
 */
function splicedGzip(chunks: Uint8Array[]) {
  const parts: Uint8Array[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  let text: Uint8Array[] = []
  const deflateText = (last: boolean) => {
    const body = text.length === 1 ? text[0]! : Buffer.concat(text)
    text = []
    if (body.byteLength <= STORED_MAX_BYTES) return parts.push(storedBlock(body, last))
    // Sync flush: byte-aligned and not final, so the next piece may follow; the last one finishes.
    const options = { level: SPLICED_DEFLATE_LEVEL, finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }
    parts.push(deflateRawSync(body, options))
  }
  for (const chunk of chunks) {
    size += chunk.byteLength
    const ready = precompressedFormOf(chunk)
    if (!ready) {
      crc = crc32(chunk, crc)
      text.push(chunk)
      continue
    }
    // Its CRC was made with its encoding: combined, not read again (40-80 KB of a page).
    crc = crc32Combine(crc, ready.crc, chunk.byteLength)
    if (text.length) deflateText(false)
    parts.push(ready.deflated)
  }
  deflateText(true)
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size % 2 ** 32, 4)
  parts.push(trailer)
  return Buffer.concat(parts)
}

/** Resolves after every pending microtask: whatever the renderer already finished has been delivered. */
const afterPendingWork = () => new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined)))

export async function compressWholePage(response: Response, acceptEncoding: string | undefined, method: string) {
  const type = response.headers.get('Content-Type') ?? ''
  if (!response.body || method === 'HEAD' || response.headers.has('Content-Encoding') || !type.startsWith('text/html')) {
    return response
  }
  const accepted = wholePageEncoding(acceptEncoding)
  if (!accepted) return response
  const reader = response.body.getReader()
  const first = await reader.read()
  // Every chunk the renderer has already delivered; the page is whole when the stream ended with them.
  const chunks: Uint8Array[] = first.done ? [] : [first.value]
  let next: Promise<ReadableStreamReadResult<Uint8Array>> | undefined = first.done ? undefined : reader.read()
  while (next) {
    const result = await Promise.race([next, afterPendingWork()])
    if (result === undefined) break
    if (result.done) next = undefined
    else {
      chunks.push(result.value)
      next = reader.read()
    }
  }
  if (!next) {
    reader.releaseLock()
    const spliceable = chunks.some((chunk) => precompressedFormOf(chunk) !== undefined)
    const encoding = spliceable ? wholePageEncoding(acceptEncoding, true)! : accepted
    const body = compress(chunks, encoding, spliceable)
    const headers = new Headers(response.headers)
    headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(body.length))
    headers.append('Vary', 'Accept-Encoding')
    return new Response(body, { status: response.status, statusText: response.statusText, headers })
  }
  // Still streaming: the chunks read so far go first, then the rest as it comes.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined = next
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
    },
    async pull(controller) {
      const read = await (pending ?? reader.read())
      pending = undefined
      if (read.done) controller.close()
      else controller.enqueue(read.value)
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
  return new Response(rest, { status: response.status, statusText: response.statusText, headers: response.headers })
}
