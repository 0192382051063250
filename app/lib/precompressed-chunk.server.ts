/**
 * Bytes a page carries unchanged in every answer (the shop's stylesheet inside a first visit's
 * page: 40 KB of its 100, lib/app-stylesheet.server.ts; a catalogue page's kept frame, 45 KB of
 * its 60, lib/catalogue-frame.server.tsx; text that recurs from one view to the next,
 * lib/recurring-text.server.ts), with their deflate encoding made once.
 * Compressing a whole page (server/page-compression.ts) then splices that encoding into its gzip
 * answer instead of compressing the same 40 KB again for every answer (issue 13).
 *
 * The encoding ends with a sync flush: byte-aligned and not final, so compressed pieces before
 * and after it make one valid deflate stream. Brotli has no such splice in node:zlib (the encoder
 * parameter that allows it, BROTLI_PARAM_STREAM_OFFSET, is not exposed).
 *
 * The mark is a property under a global symbol, not a WeakMap or a class: the storefront's build
 * and the HTTP server hold separate copies of this module once bundled (server/build-server.ts).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'

const MARK = Symbol.for('ygo-shop.precompressedChunk')

/** A chunk's encoding made ahead, and the CRC-32 of its bytes (a gzip answer's trailer covers them). */
export type PrecompressedForm = { readonly deflated: Uint8Array; readonly crc: number }

type Marked = Uint8Array & { [MARK]?: PrecompressedForm }

/**
 * Encodes `text` once (by default at deflate's best level: the stylesheet, at start-up) and
 * answers a function that gives each page its own copy of the bytes, marked with that encoding.
 * A copy, because a stream layer may take a chunk's buffer over (a byte stream transfers it),
 * which would empty shared bytes for every later page; copying 40 KB costs microseconds.
 */
export function precompressedChunk(text: string, level = 9): () => Uint8Array {
  const bytes = Buffer.from(text)
  const form = precompressedFormFor(bytes, level)
  return () => markedWith(Buffer.from(bytes), form)
}

/** `bytes`' encoding and CRC, made now. */
export function precompressedFormFor(bytes: Uint8Array, level: number): PrecompressedForm {
  return {
    deflated: deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(bytes),
  }
}

/** `chunk` marked with `form`, which must be the encoding of these very bytes. */
export const markedWith = (chunk: Uint8Array, form: PrecompressedForm): Uint8Array =>
  Object.defineProperty(chunk, MARK, { value: form })

/** What a chunk made by precompressedChunk, or given to markedWith, was marked with; undefined for any other bytes. */
export const precompressedFormOf = (chunk: Uint8Array): PrecompressedForm | undefined =>
  (chunk as Marked)[MARK]
