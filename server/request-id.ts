/**
 * Every answer carries an X-Request-Id, the same id is on the request's log lines and on the
 * Chinese error page, so a shopper's "錯誤代碼" leads staff to the one failed request. The id is
 * ours unless a trusted proxy (TRUST_PROXY) already gave the request one, which keeps a single id
 * from the load balancer to this log; anything else a client sends is ignored.
 */
import { randomUUID } from 'node:crypto'

export const REQUEST_ID_HEADER = 'X-Request-Id'

/** Letters, digits and `._:-`, 8 to 100 characters: what proxies generate, nothing that breaks a log. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,100}$/

export function requestIdFor(incoming: string | null | undefined, trustProxy: number): string {
  if (trustProxy > 0 && incoming && ACCEPTED.test(incoming)) return incoming
  return randomUUID()
}
