import { Form, Link, useFetchers, useLocation, useSearchParams } from 'react-router'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { t } from '#app/lib/messages.ts'
import { optimisticQuantities, totalQuantity, type CartQuantities } from '#app/lib/cart-optimistic.ts'
import { CartIcon } from '../icons.tsx'
import { HeaderSearch } from './header-search.tsx'

/**
 * Each header link is marked on every page of its section. NavLink marks only its own path and
 * the paths below it, so 商品列表 (/products/1) went unmarked on page 2 and 後台 (/staff/orders)
 * on the staff's product, news and rules pages.
 */
const SECTIONS = {
  products: /^\/products\//,
  account: /^\/account\//,
  staff: /^\/staff/,
  login: /^\/(login|register|forgot|password)/,
}
const MARKED = { className: 'active', 'aria-current': 'page' } as const

type Props = { user: null | { firstName: string; email: string; staff: boolean }; cartQuantities: CartQuantities }

export function SiteHeader({ user, cartQuantities }: Props) {
  const location = useLocation()
  const [params] = useSearchParams()
  const query = location.pathname.startsWith('/search') ? (params.get('q') ?? '') : ''
  const mark = (section: RegExp) => (section.test(location.pathname) ? MARKED : undefined)
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="logo" aria-label={`${t.shop.name} ${t.nav.home}`}>
          <span className="logo-mark" aria-hidden="true">遊</span>
          <span className="logo-text">
            {t.shop.name}
            <small>{t.shop.tagline}</small>
          </span>
        </Link>
        <HeaderSearch query={query} />
        <nav className="header-nav" aria-label="主選單">
          {user ? <span className="greeting">{t.nav.greeting(user.firstName || user.email)}</span> : null}
          <Link to="/products/1" {...mark(SECTIONS.products)}>
            {t.nav.products}
          </Link>
          {user ? (
            <>
              <Link to="/account/orders" {...mark(SECTIONS.account)}>
                {t.nav.orders}
              </Link>
              {user.staff ? (
                <Link to="/staff/orders" {...mark(SECTIONS.staff)}>
                  {t.nav.staff}
                </Link>
              ) : null}
              <Form method="post" action="/logout" className="inline-form">
                <AuthenticityTokenInput />
                <button type="submit" className="link-button">
                  {t.nav.logout}
                </button>
              </Form>
            </>
          ) : (
            <Link to="/login" {...mark(SECTIONS.login)}>
              {t.nav.loginRegister}
            </Link>
          )}
          <CartLink quantities={cartQuantities} />
        </nav>
      </div>
    </header>
  )
}

/** The cart icon; while a cart change is on its way, the badge already counts it. */
function CartLink({ quantities }: { quantities: CartQuantities }) {
  const shown = totalQuantity(optimisticQuantities(quantities, useFetchers()))
  return (
    <Link to="/cart" className="cart-link" aria-label={t.nav.cartCount(shown)}>
      <CartIcon size={24} />
      <span className="cart-label" aria-hidden="true">
        {t.nav.cart}
      </span>
      {shown > 0 ? (
        <span className="cart-badge" data-testid="cart-badge" aria-hidden="true">
          {shown > 99 ? '99+' : shown}
        </span>
      ) : null}
    </Link>
  )
}
