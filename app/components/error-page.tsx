import { Link } from 'react-router'
import { t } from '#app/lib/messages.ts'
import { REQUEST_ID_ELEMENT_ID, useRequestId } from '#app/lib/request-id.ts'

const ERROR_TEXTS = {
  notFound: { title: t.errors.notFoundTitle, body: t.errors.notFoundBody },
  badRequest: { title: t.errors.badRequestTitle, body: t.errors.badRequestBody },
  // A navigation that waited too long for its turn under a flood (server/http-app.ts).
  busy: { title: t.errors.busyTitle, body: t.errors.busyBody },
  server: { title: t.errors.serverTitle, body: t.errors.serverBody },
}

const errorKind = (status: number): keyof typeof ERROR_TEXTS =>
  status === 404 ? 'notFound' : status >= 400 && status < 500 ? 'badRequest' : status === 503 ? 'busy' : 'server'

/** The 404 / 4xx / 5xx page body, inside the normal shell. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { title, body } = ERROR_TEXTS[errorKind(status)]
  const requestId = useRequestId()
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code">{status}</p>
      <h1 id="error-title">{title}</h1>
      <p>{message ?? body}</p>
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
