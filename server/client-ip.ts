/**
 * The front door's view of who is calling, and how that reaches the shop API. The shopper's IP is
 * the socket's peer, or, behind TRUST_PROXY reverse proxies, the X-Forwarded-For entry the
 * outermost of them appended; X-Forwarded-For is never read otherwise (anyone can write it).
 * Requests passed to the API carry that IP in CLIENT_IP_HEADER, replacing whatever the sender put
 * there, unless the sender proves with API_SHARED_SECRET that it is our storefront (BACKEND_URL).
 */
import { timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import { API_KEY_HEADER, CLIENT_IP_HEADER } from '#backend/contract/accounts.ts'

const normalize = (address: string | undefined) => {
  const value = address?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  return value && isIP(value) ? value : undefined
}

export function resolveClientIp(
  remoteAddress: string | undefined,
  forwardedFor: string | null,
  trustProxy: number,
) {
  if (trustProxy > 0 && forwardedFor) {
    // Each trusted proxy appended the address it saw; count them back from the socket's peer.
    const chain = [...forwardedFor.split(',').map((hop) => hop.trim()), remoteAddress ?? '']
    const index = Math.max(0, chain.length - 1 - trustProxy)
    return normalize(chain[index])
  }
  return normalize(remoteAddress)
}

function holdsApiKey(request: Request, secret: string | undefined) {
  const given = request.headers.get(API_KEY_HEADER)
  if (!secret || !given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The request as the API may see it: the client IP set by us, the API key never passed on. */
export function apiRequestFrom(request: Request, clientIp: string | undefined, apiSecret?: string) {
  const trusted = holdsApiKey(request, apiSecret)
  const headers = new Headers(request.headers)
  headers.delete(API_KEY_HEADER)
  if (!trusted) {
    headers.delete(CLIENT_IP_HEADER)
    if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp)
  }
  return new Request(request, { headers })
}
