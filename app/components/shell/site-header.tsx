import { Form, useFetchers, useLocation, useSearchParams } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { t } from '#app/lib/messages.ts'
import { optimisticQuantities, totalQuantity, type CartQuantities } from '#app/lib/cart-optimistic.ts'
import { CartIcon } from '../icons.tsx'
import { HeaderSearch } from './header-search.tsx'

type Props = { user: null | { firstName: string; email: string; staff: boolean }; cartQuantities: CartQuantities }

export function SiteHeader({ user, cartQuantities }: Props) {
  const location = useLocation()
  const [params] = useSearchParams()
  const query = location.pathname.startsWith('/search') ? (params.get('q') ?? '') : ''
  // A link is marked on every page of its section: 商品列表 on /products/2 too, 後台 on the staff's
  // product pages (NavLink marked only its own path and those below it).
  const here = (section: string) => (location.pathname.startsWith(section) ? 'page' : undefined)
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
          <Link to="/products/1" aria-current={here('/products/')}>
            {t.nav.products}
          </Link>
          {user ? (
            <>
              <Link to="/account/orders" aria-current={here('/account/orders')}>
                {t.nav.orders}
              </Link>
              {user.staff ? (
                <Link to="/staff/orders" aria-current={here('/staff')}>
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
            <Link to="/login" aria-current={here('/login')}>
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
