/**
 * The shopper's IP as the API sees it: the CLIENT_IP_HEADER the storefront's transport sets. The
 * server's front door (server/client-ip.ts) replaces that header on every request from outside,
 * unless it carries the shared API key, so a browser cannot pick its own IP here.
 */
import { isIP } from 'node:net'
import { CLIENT_IP_HEADER } from '../contract/accounts.ts'

/** The IP, or 'unknown' (one shared bucket for rate limits) when absent or not an IP. */
export function clientIpOf(request: Request) {
  const value = request.headers.get(CLIENT_IP_HEADER)?.trim() ?? ''
  return isIP(value) ? value : 'unknown'
}
