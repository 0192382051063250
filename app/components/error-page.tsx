import { isRouteErrorResponse } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { t } from '#app/lib/messages.ts'
import { REQUEST_ID_ELEMENT_ID, useRequestId } from '#app/lib/request-id.ts'

/**
 * Which of the catalogue's error texts (`t.errors.<kind>Title` and `<kind>Body`) a status shows;
 * 503 is a navigation that waited too long for its turn under a flood (server/http-app.ts).
 */
const errorKind = (status: number) =>
  status === 404 ? 'notFound' : status >= 400 && status < 500 ? 'badRequest' : status === 503 ? 'busy' : 'server'

/** What a thrown error shows: its status, and the Chinese reason a loader gives with data({ message }). */
export function errorView(error: unknown) {
  const routeError = isRouteErrorResponse(error)
  const message = routeError ? (error.data as { message?: unknown } | null)?.message : undefined
  return { status: routeError ? error.status : 500, message: typeof message === 'string' ? message : undefined }
}

/** The error page's title, for the tab as for its heading. */
export const errorTitle = (error: unknown) => t.errors[`${errorKind(errorView(error).status)}Title`]

/** The 404 / 4xx / 5xx page body, inside the normal shell. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const kind = errorKind(status)
  const title = t.errors[`${kind}Title`]
  const body = message ?? t.errors[`${kind}Body`]
  const requestId = useRequestId()
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code">{status}</p>
      <h1 id="error-title">{title}</h1>
      <p>{body}</p>
      {status >= 500 && requestId ? (
        <p className="error-request-id">
          {t.errors.requestIdLabel}
          <code id={REQUEST_ID_ELEMENT_ID}>{requestId}</code>
          <br />
          {t.errors.requestIdHint}
        </p>
      ) : null}
      <p className="error-actions">
        <Link className="button" to="/products/1">
          {t.nav.products}
        </Link>
        <Link className="button button-outline" to="/">
          {t.errors.backHome}
        </Link>
      </p>
    </section>
  )
}
