/**
 * How the storefront's requests reach the shop API: in-process through the backend's `fetch`
 * (the default: no socket, no second server) or over HTTP to BACKEND_URL. Both take and give
 * Web `Request`/`Response`, so the client cannot tell them apart.
 */
import { API_KEY_HEADER } from '#backend/contract/accounts.ts'

export type ApiTransport = (request: Request) => Promise<Response>

/** Origin used for in-process requests; never resolved, only parsed. */
export const IN_PROCESS_ORIGIN = 'http://shop-api.internal'

/**
 * Marks the in-process transport. A registered symbol, not a WeakSet: the server (run from source)
 * makes the transport and the built storefront (a bundle with its own copy of this module) asks.
 */
const IN_PROCESS = Symbol.for('ygo-shop.inProcessTransport')

export function inProcessTransport(fetchHandler: (request: Request) => Response | Promise<Response>): ApiTransport {
  const transport: ApiTransport = async (request) => fetchHandler(request)
  return Object.assign(transport, { [IN_PROCESS]: true })
}

/** True for the in-process transport: its answers come from this very process's own backend. */
export const isInProcess = (transport: ApiTransport) => (transport as { [IN_PROCESS]?: boolean })[IN_PROCESS] === true

/**
 * Over HTTP the API believes the shopper IP header only with the shared secret
 * (API_SHARED_SECRET, server/client-ip.ts); without it the API's front door puts this server's IP.
 */
export function httpTransport(backendUrl: string, timeoutMs = 10_000, apiKey?: string): ApiTransport {
  const base = new URL(backendUrl)
  return (request) => {
    const url = new URL(request.url)
    const target = new URL(url.pathname + url.search, base)
    const forwarded = new Request(target, request)
    if (apiKey) forwarded.headers.set(API_KEY_HEADER, apiKey)
    return fetch(forwarded, { signal: AbortSignal.timeout(timeoutMs) })
  }
}
