import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

/**
 * The modules the product list needs beyond its own route (the shop's shell, the cards, the
 * catalogue controls): one chunk instead of a dozen small ones, which the budget paid for twice,
 * in per-file overhead and in gzip seeing each file alone (docs/architecture.md#performance-budgets: 120 KB for /products/1).
 */
const SHOP_SHELL =
  /\/app\/(lib\/(messages|format|analytics|in-app-browser|root-data|cart-mirror|seo|nonce)\.ts|components\/(icons|error-page|csrf-input|product\/(product-card|product-grid|product-tags|card-add-button|use-cart-add)|shell\/[^/]+)\.tsx?)$|\/backend\/contract\/(catalogue-values|shop-identity|own-key)\.ts$/

/** The list and search pages' own controls (filters, sorting, pages): shared by those two only. */
const CATALOGUE_CONTROLS = /\/app\/(components\/catalogue\/[^/]+\.tsx|lib\/(catalogue-url|catalogue-revalidate)\.ts)$/

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // The storefront targets phones in in-app browsers: keep chunks lean and modern.
    target: 'es2022',
    cssMinify: true,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shop-shell', test: SHOP_SHELL }, { name: 'catalogue-controls', test: CATALOGUE_CONTROLS }] } } },
      },
    },
  },
})
