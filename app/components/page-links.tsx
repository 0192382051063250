import { Link } from '#app/components/link.tsx'
import { t } from '#app/lib/messages.ts'
import { pageWindow } from './catalogue/pagination.tsx'

/** Numbered page links without the jump form, for short lists (news, orders). */
export function PageLinks({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  if (totalPages <= 1) return null
  return (
    <nav className="pagination" aria-label={t.pagination.label}>
      <ul className="pagination-pages">
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link to={hrefFor(p)} className="page-link" aria-current={p === page ? 'page' : undefined} aria-label={t.pagination.page(p)}>
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
