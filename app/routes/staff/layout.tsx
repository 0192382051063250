import { NavLink, Outlet } from 'react-router'
import type { Route } from './+types/layout'
import { tStaff } from '#app/lib/messages-staff.ts'
import { pageMeta } from '#app/lib/seo.ts'
import staffCss from '#app/styles/staff.css?url'
import { requireStaff } from '#app/utils/staff.server.ts'

/** Every /staff page: staff only (utils/staff.server.ts), with the staff area's own menu. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    requireStaff(request, context)
    return next()
  },
]

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffCss }]

/** Staff pages are never indexed; each page sets its own title. */
export const meta: Route.MetaFunction = () => [...pageMeta({ title: tStaff.title }), { name: 'robots', content: 'noindex' }]

export default function StaffLayout() {
  return (
    <div className="staff-area">
      <nav className="staff-nav" aria-label={tStaff.nav.label}>
        <NavLink to="/staff/orders">{tStaff.nav.orders}</NavLink>
        <NavLink to="/staff/products">{tStaff.nav.products}</NavLink>
        <NavLink to="/staff/news">{tStaff.nav.news}</NavLink>
        <NavLink to="/staff/rules">{tStaff.nav.rules}</NavLink>
      </nav>
      <Outlet />
    </div>
  )
}
