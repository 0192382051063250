import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

/** Every page of docs/storefront.md#pages, plus the resources the shop needs. */
export default [
  index('routes/home.tsx'),
  route('products/:pageNumber?', 'routes/products.tsx', [
    route('detail/:productCode', 'routes/product-detail.tsx', { id: 'products-detail' }),
  ]),
  route('search', 'routes/search.tsx', [
    route('detail/:productCode', 'routes/product-detail.tsx', { id: 'search-detail' }),
  ]),
  route('news', 'routes/news.tsx'),
  route('news/:newsId', 'routes/news-article.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),

  route('register', 'routes/register.tsx'),
  route('login', 'routes/login.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('password/reset/confirm', 'routes/password-reset-confirm.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('cart/shared/:shareId', 'routes/cart-shared.tsx'),
  // Login-only group (docs/storefront.md#pages): guests are sent to /login.
  layout('routes/require-user.tsx', [
    route('checkout', 'routes/checkout.tsx'),
    route('account/orders', 'routes/account-orders.tsx'),
    route('account/orders/:orderNumber', 'routes/account-order.tsx'),
    route('account/restock-alerts', 'routes/account-restock-alerts.tsx'),
    route('order/success', 'routes/order-success.tsx'),
  ]),

  // Staff area (issue 10): staff only, a shopper gets 404 and a guest the login page.
  layout('routes/staff/layout.tsx', [
    route('staff', 'routes/staff/home.tsx'),
    route('staff/orders', 'routes/staff/orders.tsx'),
    route('staff/orders/:orderNumber', 'routes/staff/order.tsx'),
    route('staff/products', 'routes/staff/products.tsx'),
    route('staff/products/new', 'routes/staff/product-new.tsx'),
    route('staff/products/import', 'routes/staff/product-import.tsx'),
    route('staff/products/:productCode', 'routes/staff/product-edit.tsx'),
    route('staff/news', 'routes/staff/news.tsx'),
    route('staff/news/new', 'routes/staff/news-new.tsx'),
    route('staff/news/:newsId', 'routes/staff/news-edit.tsx'),
    route('staff/rules', 'routes/staff/rules.tsx'),
  ]),

  route('resources/in-app-banner', 'routes/resources/in-app-banner.ts'),
  route('logout', 'routes/resources/logout.ts'),
  route('dev/outbox', 'routes/dev-outbox.tsx'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
