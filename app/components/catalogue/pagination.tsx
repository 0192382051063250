import { useState } from 'react'
import { Form, useSearchParams } from 'react-router'
import { Link } from '#app/components/link.tsx'
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

/** Page numbers within `radius` of the current one, with the first and last always reachable. */
export function pageWindow(page: number, total: number, radius = 2): Array<number | 'gap'> {
  const near = Array.from({ length: 2 * radius + 1 }, (_, i) => page - radius + i)
  const pages = new Set([1, total, ...near])
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b)
  const out: Array<number | 'gap'> = []
  for (const p of sorted) {
    const last = out[out.length - 1]
    if (typeof last === 'number' && p - last > 1) out.push('gap')
    out.push(p)
  }
  return out
}

/**
 * One row of page links. A phone (about 390px) fits seven 44px targets, so it gets the narrow
 * row (first, current, last, with previous/next beside them) and wider screens the full window;
 * CSS shows one of the two, and the jump form reaches any page from either.
 */
function PageRow({ page, totalPages, hrefFor, radius, className }: Pick<Props, 'page' | 'totalPages' | 'hrefFor'> & { radius: number; className: string }) {
  return (
    <ul className={`pagination-pages ${className}`}>
      <li>
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} rel="prev" className="page-link page-step" aria-label={t.pagination.previous}>
            <ChevronLeft size={18} />
            <span aria-hidden="true">{t.pagination.previous}</span>
          </Link>
        ) : null}
      </li>
      {pageWindow(page, totalPages, radius).map((p, i) =>
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
          <Link to={hrefFor(page + 1)} rel="next" className="page-link page-step" aria-label={t.pagination.next}>
            <span aria-hidden="true">{t.pagination.next}</span>
            <ChevronRight size={18} />
          </Link>
        ) : null}
      </li>
    </ul>
  )
}

export function Pagination({ page, totalPages, hrefFor, jump }: Props) {
  const [search] = useSearchParams()
  // With JS a bad entry is refused before it leaves the page (docs/storefront.md#catalogue-pages); the
  // same message also stays next to the field, since some in-app browsers swallow alerts.
  const [clientError, setClientError] = useState<string | null>(null)
  const error = clientError ?? jump.error
  return (
    <nav className="pagination" aria-label={t.pagination.label}>
      {totalPages > 1 ? (
        <>
          <PageRow page={page} totalPages={totalPages} hrefFor={hrefFor} radius={2} className="pages-wide" />
          <PageRow page={page} totalPages={totalPages} hrefFor={hrefFor} radius={0} className="pages-narrow" />
        </>
      ) : null}
      <Form
        method="get"
        action={jump.action}
        className="page-jump"
        onSubmit={(event) => {
          const value = new FormData(event.currentTarget).get('jump')
          if (validPageJump(String(value ?? ''), totalPages) === null) {
            event.preventDefault()
            const message = t.pagination.invalid(totalPages)
            setClientError(message)
            window.alert(message)
          } else setClientError(null)
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
          // After a refused jump without JS, the field keeps what was typed (the server echoes it).
          defaultValue={jump.error ? (search.get('jump') ?? '') : undefined}
          aria-describedby={error ? 'page-jump-error' : undefined}
          aria-invalid={error ? true : undefined}
          onChange={() => setClientError(null)}
        />
        <span className="page-total">/ {totalPages}</span>
        <button type="submit" className="button button-small">
          {t.pagination.jump}
        </button>
        {error ? (
          <p id="page-jump-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </Form>
    </nav>
  )
}

