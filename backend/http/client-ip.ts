/**
 * The shopper's IP as the API sees it: the CLIENT_IP_HEADER the storefront's transport sets. The
 * server's front door (server/client-ip.ts) replaces that header on every request from outside,
 * unless it carries the shared API key, so a browser cannot pick its own IP here.
 */
import { isIP } from 'node:net'
import { CLIENT_IP_HEADER } from '../contract/accounts.ts'

/**
 * The client as the per-IP rate limits count it: an IPv4 address, or the /64 network of an IPv6
 * one (written `2001:db8:1:2::/64`); 'unknown' (one shared bucket) when absent or not an IP.
 * One home line, phone or rented server is given a whole /64 and may send from any of its 2^64
 * addresses, so counting each address on its own let one sender change address on every request
 * and pass every per-IP limit (SMS codes, logins, resets, shared carts).
 */
export function clientIpOf(request: Request) {
  const value = request.headers.get(CLIENT_IP_HEADER)?.trim() ?? ''
  const version = isIP(value)
  if (version === 4) return value
  if (version === 6) return ipv6Network(value)
  return 'unknown'
}

/** The /64 of a valid IPv6 address; an IPv4-mapped one (::ffff:a.b.c.d) is that IPv4 address. */
function ipv6Network(address: string) {
  const plain = address.toLowerCase().split('%')[0]!
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)
  if (mapped) return mapped[1]!
  // A dotted tail (::1.2.3.4) only ever holds the last 32 bits, never the first 64.
  const [head = '', tail] = plain.replace(/\d+\.\d+\.\d+\.\d+$/, '0:0').split('::')
  const words = (part: string | undefined) => (part ? part.split(':') : [])
  const front = words(head)
  const back = tail === undefined ? [] : words(tail)
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`
}
