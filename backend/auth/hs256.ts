/**
 * Verifying the shop's own access tokens (JWT, HS256) with node:crypto, synchronously.
 *
 * Why not jose's jwtVerify (still used to sign): on Node it verifies through WebCrypto, which
 * queues every HMAC on the thread pool and back; on the order and cart calls, which all carry a
 * token, that was about 8 % of the server's CPU under load. The checks are jose's for our tokens:
 * exactly the HS256 algorithm (no `none`, no other), no `crit` header, the signature compared in
 * constant time, then issuer, audience, expiry (`exp` must be in the future), not-before, subject.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type Hs256Claims = { sub: string; exp: number; [claim: string]: unknown }

type Expected = { issuer: string; audience: string; now: Date }

/** The claims of a valid token signed with one of `keys`, or undefined for anything else. */
export function verifyHs256(token: string, keys: readonly Buffer[], expected: Expected): Hs256Claims | undefined {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  const [header, payload, signature] = parts as [string, string, string]
  const given = Buffer.from(signature, 'base64url')
  // base64url decoding skips characters outside the alphabet: insist the text was exactly this.
  if (given.length !== 32 || given.toString('base64url') !== signature) return undefined
  const signed = `${header}.${payload}`
  if (!keys.some((key) => timingSafeEqual(createHmac('sha256', key).update(signed).digest(), given)))
    return undefined

  const head = parseJson(header)
  if (!head || head.alg !== 'HS256' || 'crit' in head) return undefined
  const claims = parseJson(payload)
  if (!claims) return undefined
  const now = Math.floor(expected.now.getTime() / 1000)
  const audience = claims.aud
  if (claims.iss !== expected.issuer) return undefined
  if (!(audience === expected.audience || (Array.isArray(audience) && audience.includes(expected.audience))))
    return undefined
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp) || claims.exp <= now) return undefined
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return undefined
  if (claims.iat !== undefined && typeof claims.iat !== 'number') return undefined
  if (typeof claims.sub !== 'string') return undefined
  return claims as Hs256Claims
}

function parseJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
