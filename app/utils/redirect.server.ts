import { safeRedirect } from 'remix-utils/safe-redirect'

/** Where a form may send the shopper back to: same-site paths only (no open redirects). */
export function safeBackTo(value: FormDataEntryValue | null, fallback = '/products/1') {
  return safeRedirect(typeof value === 'string' ? value : fallback, fallback)
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
