import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from 'react-router'
import { useEffect } from 'react'
import type { Route } from './+types/root'
import { serverContext } from './context.ts'
import { ErrorPage, errorTitle, errorView } from './components/error-page.tsx'
import { Analytics } from './components/shell/analytics.tsx'
import { InAppBanner } from './components/shell/in-app-banner.tsx'
import { keepFooter } from './lib/kept-footer.server.tsx'
import { NoticeToast } from './components/shell/notice-toast.tsx'
import { SiteFooter } from './components/shell/site-footer.tsx'
import { SiteHeader } from './components/shell/site-header.tsx'
import { detectInAppBrowser } from './lib/in-app-browser.ts'
import { t } from './lib/messages.ts'
import { useNonce } from './lib/nonce.ts'
import { markHydrated } from './lib/request-id.ts'
import { useRootData } from './lib/root-data.ts'
import { pageTitle } from './lib/seo.ts'
import { siteOrigin } from './lib/origin.server.ts'
import { addressCarriesPage, isBannerDismissed } from './utils/banner.server.ts'
import { readCart } from './utils/cart.server.ts'
import { commitCsrfToken } from './utils/csrf.server.ts'
import { takeNotice } from './utils/session.server.ts'
import { getUser, userMiddleware } from './utils/user.server.ts'

// The stylesheet is not listed: entry.server.tsx writes it into the head (lib/app-stylesheet.server.ts).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/** One session read, token refresh and user lookup per request (utils/user.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [userMiddleware]

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { publicEnv } = context.get(serverContext)
  keepFooter(request, publicEnv)
  const user = getUser(context)
  const [cart, [csrfToken, csrfCookie], { notice, setCookie }, bannerDismissed] =
    await Promise.all([
      readCart(request, context),
      commitCsrfToken(request, context),
      takeNotice(request, context),
      isBannerDismissed(request, context),
    ])
  const browser = detectInAppBrowser(request.headers.get('User-Agent'))
  const headers = new Headers()
  if (csrfCookie) headers.append('Set-Cookie', csrfCookie)
  if (setCookie) headers.append('Set-Cookie', setCookie)
  return data(
    {
      publicEnv,
      origin: siteOrigin(request, context),
      // Per line, so the badge can apply pending cart posts optimistically (lib/cart-optimistic.ts).
      cartQuantities: Object.fromEntries(cart.map((l) => [l.product_code, l.quantity])),
      user: user ? { firstName: user.firstName, email: user.email, staff: user.role === 'staff' } : null,
      csrfToken,
      notice,
      inAppBrowser: { show: browser.inApp && !bannerDismissed && addressCarriesPage(url), line: browser.line },
    },
    { headers },
  )
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const out = new Headers(loaderHeaders)
  actionHeaders.forEach((value, key) => out.append(key, value))
  return out
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks the moment the page became interactive, error pages included (browser tests wait for
  // it). Only now do JS-only controls show and no-JS fallbacks hide (app.css): the scripts start
  // after the page's load (lib/scripts-after-load.server.ts), seconds in on a slow phone, and until
  // then the page is its JS-off self, whose fallbacks (the sort's apply button, the filters')
  // are what works. Set in the head, as it was, it left dead controls and no way to apply a sort.
  useEffect(() => {
    document.documentElement.classList.add('js')
    document.documentElement.dataset.hydrated = 'true'
    markHydrated()
  }, [])
  const nonce = useNonce()
  const root = useRootData()
  return (
    <html lang="zh-Hant-TW" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#b4232a" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t.nav.skipToContent}
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {root?.publicEnv.gaMeasurementId ? (
          <Analytics measurementId={root.publicEnv.gaMeasurementId} nonce={nonce} />
        ) : null}
      </body>
    </html>
  )
}

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRootData()
  // A new toast per navigation: a reused element keeps its finished fade-out and stays hidden.
  const { key: locationKey } = useLocation()
  return (
    <>
      {root?.inAppBrowser.show ? <InAppBanner line={root.inAppBrowser.line} /> : null}
      <SiteHeader user={root?.user ?? null} cartQuantities={root?.cartQuantities ?? {}} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter contactEmail={root?.publicEnv.contactEmail} env={root?.publicEnv} />
      {root?.notice ? <NoticeToast key={locationKey} notice={root.notice} /> : null}
    </>
  )
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}

/** An error page shown here (every route without its own boundary) has its title in the tab too. */
export const meta: Route.MetaFunction = ({ error }) => (error ? [{ title: pageTitle(errorTitle(error)) }] : [])

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Loaders throw data({ message }) with the Chinese reason (e.g. the order-detail error, docs/storefront.md#error-messages).
  if (import.meta.env.DEV && errorView(error).status === 500) console.error(error)
  return (
    <Shell>
      <ErrorPage {...errorView(error)} />
    </Shell>
  )
}
