/**
 * How the storefront's requests reach the shop API: in-process through the backend's `fetch`
 * (the default: no socket, no second server) or over HTTP to BACKEND_URL. Both take and give
 * Web `Request`/`Response`, so the client cannot tell them apart.
 */
import { API_KEY_HEADER } from '#backend/contract/accounts.ts'

export type ApiTransport = (request: Request) => Promise<Response>

/** Origin used for in-process requests; never resolved, only parsed. */
export const IN_PROCESS_ORIGIN = 'http://shop-api.internal'

export function inProcessTransport(fetchHandler: (request: Request) => Response | Promise<Response>): ApiTransport {
  return async (request) => fetchHandler(request)
}

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
