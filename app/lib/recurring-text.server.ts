/**
 * Page text that recurs from one view to the next keeps its compression (issue 13). Apart from
 * its kept frame (lib/catalogue-frame.server.tsx), a catalogue page ends in the same 12 KB every
 * time it is viewed: the footer, React Router's scripts and the loader data the browser hydrates
 * with. Only the request's script nonce and the shopper's CSRF token differ in it. Deflating those
 * 12 KB was a tenth of a guest's search page's CPU (about 100 µs of 1.1 ms).
 *
 * So a page's text is cut at those per-view values (`variables`); each long piece between them is
 * encoded to UTF-8 as before, and when the same bytes were sent before, they go as a precompressed
 * chunk (lib/precompressed-chunk.server.ts) with the encoding made then: server/page-compression.ts
 * splices it into the gzip answer instead of deflating the text again, and sends the short
 * per-view values between as they are.
 *
 * This is no page cache: every answer is the text React rendered for this request, byte for byte
 * (a kept encoding is only ever used for bytes equal to the ones it was made from, compared in
 * full), so no shopper can be sent another's name, cart or token. What is kept is an encoding of
 * text some answer already held, and it is found by that text's bytes alone.
 */
import { crc32 } from 'node:zlib'
import { LruMap } from '#backend/contract/lru-map.ts'
import {
  markedWith,
  precompressedFormFor,
  type PrecompressedForm,
} from './precompressed-chunk.server.ts'

/**
 * Shorter pieces go as text with their neighbours (a stored block, or deflated with them): each
 * kept piece is a deflate stream of its own, with its own code tables, and a short one gains little.
 */
export const MIN_KEPT_CHARS = 512
/**
 * Longer pieces are compressed with each answer, as before: a shopper's whole page body, which
 * seldom recurs, is not worth keeping. A page end's pieces are up to 7,000 characters.
 */
export const MAX_KEPT_CHARS = 16 * 1024
/**
 * Some pieces every page shares (the footer, the scroll restoration script, a route's scripts);
 * the rest are pages' data, by address and shopper. At most 500 pieces of 48 KB (16 K characters
 * of Chinese) and their encodings: under 40 MB, and under 10 MB for pieces like a page end's.
 */
const MAX_ENTRIES = 500
/** Made once per piece, as a kept frame's (deflate level 6: 4.3 KB of the 12 KB tail against level 1's 4.6). */
const KEPT_LEVEL = 6

type Kept = { bytes: Uint8Array; form: PrecompressedForm }
/** By the bytes' CRC-32; a different piece with the same CRC just takes the entry over. */
const kept = new LruMap<number, Kept>(MAX_ENTRIES)

/** `piece`'s bytes, marked with their kept encoding: made now if these bytes were not sent before. */
function keptBytes(piece: string): Uint8Array {
  const bytes = Buffer.from(piece)
  const crc = crc32(bytes)
  const entry = kept.get(crc)
  if (entry && bytes.equals(entry.bytes)) return markedWith(bytes, entry.form)
  // A copy of its own: the page's chunk may be pooled, or taken over by a stream layer.
  const made = kept.set(crc, {
    bytes: new Uint8Array(bytes),
    form: precompressedFormFor(bytes, KEPT_LEVEL),
  })
  return markedWith(bytes, made.form)
}

/**
 * A page's text pieces, cut at each of this view's `variables` (values that differ from one view
 * of the page to the next): the pieces between, when long enough, as bytes with their kept
 * encoding; the variables and the short pieces as text.
 */
export function recurringTextPieces(variables: readonly string[]) {
  const values = [...new Set(variables.filter((value) => value.length > 0))]
  return (text: string): Array<string | Uint8Array> => {
    if (text.length < MIN_KEPT_CHARS) return [text]
    const pieces: Array<string | Uint8Array> = []
    let at = 0
    // Where each value next occurs at or after `at` (-1: no more).
    const next = values.map((value) => text.indexOf(value))
    const keep = (end: number) => {
      const length = end - at
      if (length >= MIN_KEPT_CHARS && length <= MAX_KEPT_CHARS)
        pieces.push(keptBytes(text.slice(at, end)))
      else if (length > 0) pieces.push(text.slice(at, end))
    }
    for (;;) {
      let found = -1
      for (let i = 0; i < values.length; i++) {
        if (next[i]! !== -1 && (found === -1 || next[i]! < next[found]!)) found = i
      }
      if (found === -1) break
      const start = next[found]!
      const end = start + values[found]!.length
      keep(start)
      pieces.push(text.slice(start, end))
      at = end
      for (let i = 0; i < values.length; i++) {
        if (next[i]! !== -1 && next[i]! < at) next[i] = text.indexOf(values[i]!, at)
      }
    }
    keep(text.length)
    return pieces
  }
}

/** How many pieces are kept now: for tests. */
export const keptPieceCount = () => kept.size
