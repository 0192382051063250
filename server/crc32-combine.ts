/**
 * The CRC-32 of two byte runs one after the other, from the CRC of each and the second's length,
 * without reading the bytes again: zlib's crc32_combine (its x2nmodp form, zlib 1.2.12), which
 * node:zlib does not expose. A gzip answer's trailer needs the CRC of the whole page; the parts
 * compressed ahead (a first visit's 41 KB stylesheet, a catalogue page's 46 KB kept frame) have
 * theirs made once, and reading them again cost about 1.5 % of a guest's search page (issue 13).
 */

/** The reflected CRC-32 polynomial (gzip's, RFC 1952). */
const POLY = 0xedb88320
/** x^0 in the reflected representation: the top bit. */
const X0 = 0x80000000

/** a(x) times b(x) modulo the polynomial, in the reflected representation. */
function multModP(a: number, b: number): number {
  let product = 0
  for (let m = X0; m !== 0; m >>>= 1) {
    if ((a & m) !== 0) {
      product ^= b
      if ((a & (m - 1)) === 0) break
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return product >>> 0
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X2N: number[] = [X0 >>> 1]
for (let k = 1; k < 32; k++) X2N.push(multModP(X2N[k - 1]!, X2N[k - 1]!))

/** x^(n * 2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = X0
  for (; n > 0; n = Math.floor(n / 2), k++) if (n % 2 === 1) p = multModP(X2N[k % 32]!, p)
  return p
}

/** The CRC-32 of A followed by B, given A's CRC, B's CRC and B's length in bytes. */
export const crc32Combine = (crcA: number, crcB: number, lengthB: number): number =>
  (multModP(x2nModP(lengthB, 3), crcA) ^ crcB) >>> 0
