import { Link } from 'react-router'
import { tPages } from '#app/lib/messages-pages.ts'

/** An honest placeholder for a screen whose issue has not landed yet. */
export function ComingSoon({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section className="page narrow coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="page-title">
        {title}
      </h1>
      <p className="coming-soon-badge">{tPages.placeholder.title}</p>
      <p>{tPages.placeholder.body}</p>
      {children}
      <p>
        <Link className="button" to="/products/1">
          {tPages.placeholder.browse}
        </Link>
      </p>
    </section>
  )
}
