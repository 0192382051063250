/**
 * How the storefront's requests reach the shop API: in-process through the backend's `fetch`
 * (the default: no socket, no second server) or over HTTP to BACKEND_URL. Both take and give
 * Web `Request`/`Response`, so the client cannot tell them apart.
 */
export type ApiTransport = (request: Request) => Promise<Response>

/** Origin used for in-process requests; never resolved, only parsed. */
export const IN_PROCESS_ORIGIN = 'http://shop-api.internal'

export function inProcessTransport(fetchHandler: (request: Request) => Response | Promise<Response>): ApiTransport {
  return async (request) => fetchHandler(request)
}

export function httpTransport(backendUrl: string, timeoutMs = 10_000): ApiTransport {
  const base = new URL(backendUrl)
  return (request) => {
    const url = new URL(request.url)
    const target = new URL(url.pathname + url.search, base)
    return fetch(new Request(target, request), { signal: AbortSignal.timeout(timeoutMs) })
  }
}
