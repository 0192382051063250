/**
 * What every API call returns: the validated data, or a failure that says what went wrong in a
 * form pages can turn into the messages of docs/storefront.md#error-messages. No zod here: components may import it.
 */
export type ApiFailure = {
  ok: false
  /** http: the API answered with an error; network: no answer; invalid-response: wrong shape. */
  kind: 'http' | 'network' | 'invalid-response'
  status: number
  statusText: string
  /** The server's `detail`, when it sent one. */
  detail?: string
  /** DRF-style field errors, including non_field_errors. */
  fieldErrors: Record<string, string[]>
  /** A refusal's Retry-After, in seconds (a rate limit's 429). */
  retryAfter?: number
  /** The name of the rate limit that refused (a 429's `RateLimit` header). */
  rateLimit?: string
}

export type ApiSuccess<T> = { ok: true; data: T; headers: Headers }
export type ApiResult<T> = ApiSuccess<T> | ApiFailure

/** The most telling message of a failure: the server's detail, else its first field error, else the status. */
export function failureMessage(failure: ApiFailure): string {
  return failure.detail ?? Object.values(failure.fieldErrors).flat()[0] ?? failure.statusText
}

/** The API refused the request itself (a 4xx: bad input, not found, too many tries): not its failure. */
const isRefusal = (failure: ApiFailure) => failure.kind === 'http' && failure.status >= 400 && failure.status < 500

/**
 * The status a page answers a failed call with: the API's refusal as it is (a 429 stays a 429, so
 * the shopper's "too many tries" is not reported as our outage); anything else is a bad gateway.
 */
export const failureStatus = (failure: ApiFailure) => (isRefusal(failure) ? failure.status : 502)

/** A failed call as a page's message and status: a refusal in the API's own words, else `fallback`. */
export const failureReply = (failure: ApiFailure, fallback: string) =>
  isRefusal(failure) ? { text: failureMessage(failure), status: failure.status } : { text: fallback, status: 502 }
