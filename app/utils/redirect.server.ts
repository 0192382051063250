/**
 * The one rule for every 'send the shopper back to …' value a form or link carries (cart, banner,
 * and later login, register, checkout): a path on this shop, or the fallback.
 */

/** Longer values are not a page of ours: refusing them also stops echoing 100 KB into a header. */
export const MAX_REDIRECT_LENGTH = 1000

// Browsers drop tabs and newlines inside URLs ('/\t/evil' becomes '//evil', another site), and a
// header cannot carry control characters at all: such a value is never a real path of ours.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

// Only used to resolve relative values; a value that names any other origin is refused.
const BASE = new URL('http://shop.invalid/')

/**
 * `value` as a same-origin path+search+hash, normalised and percent-encoded the way the URL
 * standard writes it (so it is always a valid Location header), else `fallback`.
 * Refused: non-strings, empty or over-long values, control characters, absolute URLs, and
 * anything a browser would read as another host ('//x', '/\\x', '/%09/x' after decoding).
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value || value.length > MAX_REDIRECT_LENGTH) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback
  if (CONTROL_CHARACTERS.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE.origin) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // Dot segments can still collapse into a protocol-relative '//host' ('/.//evil').
  if (path.startsWith('//') || path.length > MAX_REDIRECT_LENGTH) return fallback
  return path
}

/** True for React Router's data requests (JS navigations and fetchers), false for document requests. */
export function isDataRequest(request: Request) {
  return new URL(request.url).pathname.endsWith('.data')
}

/** /login with a way back to the page asked for (its data-request suffix removed). */
export function loginPath(request: Request) {
  const url = new URL(request.url)
  const back = `${url.pathname.replace(/\.data$/, '')}${url.search}`
  return `/login?redirectTo=${encodeURIComponent(back)}`
}
