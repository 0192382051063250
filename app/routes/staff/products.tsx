import { data, Form } from 'react-router'
import { Link } from '#app/components/link.tsx'
import type { Route } from './+types/products'
import { PageLinks } from '#app/components/page-links.tsx'
import { formatTwd } from '#app/lib/format.ts'
import { tStaffProducts } from '#app/lib/messages-staff-products.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { staffApi } from '#app/lib/staff-api.server.ts'
import css from '#app/styles/staff-products.css?url'
import { logoutUnauthorized } from '#app/utils/user.server.ts'
import { pageNumberOr404, pastLastPageAfter } from '#app/lib/page-numbers.server.ts'
import { LISTING_FILTERS, type ListingFilter } from '#backend/contract/staff-products.ts'
import { failureReply } from '#app/lib/api/result.ts'

const t = tStaffProducts.list

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }]

export const meta: Route.MetaFunction = () => pageMeta({ title: t.title })

const listingOf = (value: string | null): ListingFilter =>
  (LISTING_FILTERS as readonly string[]).includes(value ?? '') ? (value as ListingFilter) : 'all'

/** A list link keeping the search and the listing filter (and dropping page 1 and the defaults). */
function listHref(q: string, listing: ListingFilter, page: number) {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (listing !== 'all') params.set('listing', listing)
  if (page > 1) params.set('page', String(page))
  const qs = params.toString()
  return qs ? `/staff/products?${qs}` : '/staff/products'
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const listing = listingOf(url.searchParams.get('listing'))
  const page = pageNumberOr404(url.searchParams.get('page'))
  const api = staffApi(context).products
  const result = await api.list({ q: q || undefined, listing, page })
  if (!result.ok && result.status === 401) return logoutUnauthorized(request, context)
  if (!result.ok && result.status === 404 && page > 1) {
    // Past the last page (the API's 404), not the list failing.
    const firstPage = api.list({ q: q || undefined, listing, page: 1 })
    return pastLastPageAfter(firstPage, (first) => first.page_count, (p) => listHref(q, listing, p))
  }
  if (!result.ok) {
    // A search the API refuses (a character it cannot search for) says why, as a 400, as the
    // orders board does; only a real failure is 'try again later'.
    const { text, status } = failureReply(result, t.failed)
    return data({ q, listing, page: null, error: text }, { status })
  }
  return { q, listing, page: result.data, error: null }
}

export default function StaffProducts({ loaderData }: Route.ComponentProps) {
  const { q, listing, page, error } = loaderData
  const hrefFor = (p: number) => listHref(q, listing, p)
  return (
    <section className="staff-products" aria-labelledby="staff-products-title">
      <div className="staff-products-head">
        <h1 id="staff-products-title" className="page-title">
          {t.title}
        </h1>
        <div className="staff-products-actions">
          <Link to="/staff/products/new" className="button button-small">
            {t.add}
          </Link>
          <Link to="/staff/products/import" className="button button-small button-outline">
            {t.import}
          </Link>
        </div>
      </div>
      <Form method="get" className="staff-products-search" role="search">
        <label className="visually-hidden" htmlFor="staff-products-q">
          {t.searchLabel}
        </label>
        <input id="staff-products-q" type="search" name="q" defaultValue={q} placeholder={t.searchPlaceholder} maxLength={100} />
        <label className="visually-hidden" htmlFor="staff-products-listing">
          {t.listingLabel}
        </label>
        <select id="staff-products-listing" name="listing" defaultValue={listing}>
          {LISTING_FILTERS.map((l) => (
            <option key={l} value={l}>
              {t.listing[l]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-small">
          {t.search}
        </button>
      </Form>
      {!page ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : !page.results.length ? (
        <p className="empty-state">{t.empty}</p>
      ) : (
        <>
          <p className="staff-products-count">{t.count(page.count)}</p>
          <table className="staff-table staff-products-table">
            <thead>
              <tr>
                <th scope="col">{t.columns.product}</th>
                <th scope="col">{t.columns.price}</th>
                <th scope="col">{t.columns.stock}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.columns.edit}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.results.map((p) => (
                <tr key={p.id} className={p.is_active ? undefined : 'is-delisted'}>
                  <td className="staff-product-cell">
                    <div className="staff-product-cell-inner">
                      {p.image_url ? <img src={p.image_url} alt="" width={40} height={58} loading="lazy" /> : <span className="staff-product-noimg" />}
                      <span>
                        <Link to={`/staff/products/${p.product_code}`} className="staff-product-name">
                          {p.name_zh ?? p.base_name}
                        </Link>
                        <span className="staff-product-code">
                          {p.product_code} · {p.rarity} · {p.condition}
                        </span>
                      </span>
                    </div>
                  </td>
                  <td data-label={t.columns.price}>{formatTwd(p.price_twd)}</td>
                  <td data-label={t.columns.stock}>{p.internal_stock}</td>
                  <td data-label={t.columns.status}>
                    <span className={p.is_active ? 'tag staff-tag-listed' : 'tag staff-tag-delisted'}>
                      {p.is_active ? tStaffProducts.status.listed : tStaffProducts.status.delisted}
                    </span>
                    {p.featured_rank !== null ? <span className="tag">{t.featured(p.featured_rank)}</span> : null}
                  </td>
                  <td>
                    <Link to={`/staff/products/${p.product_code}`} className="button button-small button-outline" aria-label={t.editLabel(p.product_code)}>
                      {t.edit}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <PageLinks page={page.page} totalPages={page.page_count} hrefFor={hrefFor} />
        </>
      )}
    </section>
  )
}
