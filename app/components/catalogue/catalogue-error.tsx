import { isRouteErrorResponse } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { t } from '#app/lib/messages.ts'
import { ErrorPage } from '../error-page.tsx'

/** Error page of the list and search: a page past the last one gets a way back. */
export function CatalogueError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404 && error.data?.pastLastPage) {
    return (
      <section className="error-page" aria-labelledby="error-title">
        <p className="error-code">404</p>
        <h1 id="error-title">{t.products.pastLastPage}</h1>
        <p>{t.products.pastLastPageBody}</p>
        <p className="error-actions">
          <Link className="button" to={error.data.lastHref}>
            {t.products.backToLast}
          </Link>
          <Link className="button button-outline" to="/products/1">
            {t.products.backToList}
          </Link>
        </p>
      </section>
    )
  }
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
}
