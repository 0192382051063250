import { Form, Link } from 'react-router'
import { validPageJump, type CatalogueParams } from '#app/lib/catalogue-url.ts'
import { t } from '#app/lib/messages.ts'
import { ChevronLeft, ChevronRight } from '../icons.tsx'
import { HiddenCatalogueFields } from './hidden-fields.tsx'

type Props = {
  page: number
  totalPages: number
  hrefFor: (page: number) => string
  /** The page-jump GET form: where it goes and what it carries. */
  jump: { action: string; params: CatalogueParams; hidden: Record<string, string>; error?: string }
}

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, total: number): Array<number | 'gap'> {
  const pages = new Set([1, total, page - 2, page - 1, page, page + 1, page + 2])
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b)
  const out: Array<number | 'gap'> = []
  for (const p of sorted) {
    const last = out[out.length - 1]
    if (typeof last === 'number' && p - last > 1) out.push('gap')
    out.push(p)
  }
  return out
}

export function Pagination({ page, totalPages, hrefFor, jump }: Props) {
  return (
    <nav className="pagination" aria-label={t.pagination.label}>
      {totalPages > 1 ? (
        <ul className="pagination-pages">
          <li>
            {page > 1 ? (
              <Link to={hrefFor(page - 1)} rel="prev" className="page-link page-step">
                <ChevronLeft size={18} />
                <span>{t.pagination.previous}</span>
              </Link>
            ) : null}
          </li>
          {pageWindow(page, totalPages).map((p, i) =>
            p === 'gap' ? (
              <li key={`gap-${i}`} className="page-gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={p}>
                <Link
                  to={hrefFor(p)}
                  className="page-link"
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={t.pagination.page(p)}
                >
                  {p}
                </Link>
              </li>
            ),
          )}
          <li>
            {page < totalPages ? (
              <Link to={hrefFor(page + 1)} rel="next" className="page-link page-step">
                <span>{t.pagination.next}</span>
                <ChevronRight size={18} />
              </Link>
            ) : null}
          </li>
        </ul>
      ) : null}
      <Form
        method="get"
        action={jump.action}
        className="page-jump"
        onSubmit={(event) => {
          const value = new FormData(event.currentTarget).get('jump')
          if (validPageJump(String(value ?? ''), totalPages) === null) {
            event.preventDefault()
            window.alert(t.pagination.invalid(totalPages))
          }
        }}
      >
        <HiddenCatalogueFields params={jump.params} extra={jump.hidden} />
        <label htmlFor="page-jump">{t.pagination.jumpLabel}</label>
        <input
          id="page-jump"
          name="jump"
          type="text"
          inputMode="numeric"
          size={4}
          placeholder={`1–${totalPages}`}
          aria-describedby={jump.error ? 'page-jump-error' : undefined}
          aria-invalid={jump.error ? true : undefined}
        />
        <span className="page-total">/ {totalPages}</span>
        <button type="submit" className="button button-small">
          {t.pagination.jump}
        </button>
        {jump.error ? (
          <p id="page-jump-error" className="field-error" role="alert">
            {jump.error}
          </p>
        ) : null}
      </Form>
    </nav>
  )
}
