/**
 * /healthz must answer within a bounded time whatever hangs behind it, or a load balancer's check
 * (and the Docker HEALTHCHECK) waits on a stuck database or backend instead of taking the instance
 * out of rotation.
 */

/** Longest a health check may take before /healthz says 503 (load balancers time out at 2 to 5 s). */
export const HEALTH_TIMEOUT_MS = 2_000

/** The check's verdict, or false when it throws or has not answered within `timeoutMs`. */
export async function boundedHealth(check: () => Promise<boolean>, timeoutMs = HEALTH_TIMEOUT_MS) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
  try {
    return await Promise.race([check().catch(() => false), late])
  } finally {
    clearTimeout(timer)
  }
}

/** Storefront-only mode (BACKEND_URL): healthy when the shop API's /healthz is; the request is aborted when late. */
export function backendHealthCheck(backendUrl: string, timeoutMs = HEALTH_TIMEOUT_MS) {
  const url = new URL('/healthz', backendUrl)
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'Cache-Control': 'no-cache' } })
    await response.body?.cancel()
    return response.ok
  }
}
