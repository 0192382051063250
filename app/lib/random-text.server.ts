/**
 * Random text for a page's script nonce and a first visit's CSRF token, cut from batches of the
 * system's cryptographic randomness instead of one draw each. Inside a page's request each draw
 * (randomBytes, crypto.getRandomValues) was a call into OpenSSL of 6-8 µs, about 1.3 % of a
 * guest's search page (issue 13); Node hands out randomUUID the same way, 128 at a time. Every byte
 * of a batch is handed out once and only once.
 */
import { randomBytes } from 'node:crypto'

const BATCH_BYTES = 4096
let batch = Buffer.alloc(0)
let used = 0

/** `bytes` fresh random bytes, as base64 or base64url text. */
export function randomText(bytes: number, encoding: 'base64' | 'base64url'): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > BATCH_BYTES)
    throw new RangeError(`randomText takes 1 to ${BATCH_BYTES} bytes, not ${bytes}`)
  if (used + bytes > batch.byteLength) {
    batch = randomBytes(BATCH_BYTES)
    used = 0
  }
  const text = batch.toString(encoding, used, used + bytes)
  used += bytes
  return text
}
