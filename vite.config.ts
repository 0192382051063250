import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'
import { REACT_ROUTER_PRODUCTION } from './server/react-router-production.ts'

/**
 * The modules the product list needs beyond its own route (the shop's shell, the cards, the
 * catalogue controls): one chunk instead of a dozen small ones, which the budget paid for twice,
 * in per-file overhead and in gzip seeing each file alone (docs/architecture.md#performance-budgets: 120 KB for /products/1).
 */
const SHOP_SHELL =
  /\/app\/(lib\/(messages|format|analytics|in-app-browser|root-data|cart-mirror|seo|nonce)\.ts|components\/(icons|error-page|csrf-input|product\/(product-card|product-grid|product-tags|card-add-button|use-cart-add)|shell\/[^/]+)\.tsx?)$|\/backend\/contract\/(catalogue-values|shop-identity|own-key)\.ts$/

/** The list and search pages' own controls (filters, sorting, pages): shared by those two only. */
const CATALOGUE_CONTROLS = /\/app\/(components\/catalogue\/[^/]+\.tsx|lib\/(catalogue-url|catalogue-revalidate)\.ts)$/

/**
 * The search box's suggestions (issue 12) as a chunk of their own, loaded on the box's first use.
 * A plain import() would make Vite add its preload helper (0.7 KB gzip) to the shop shell, which
 * /products/1 cannot afford, for a chunk with nothing to preload: instead the chunk is emitted
 * here and `virtual:search-suggest-url` gives its URL (in development, the module's own path).
 */
function searchSuggestChunk(): Plugin {
  const id = 'virtual:search-suggest-url'
  const file = fileURLToPath(new URL('./app/components/search/search-suggest.tsx', import.meta.url))
  let ref: string | undefined
  return {
    name: 'search-suggest-chunk',
    buildStart() {
      if (this.environment.config.consumer === 'client' && this.environment.config.command === 'build') {
        ref = this.emitFile({ type: 'chunk', id: file, name: 'search-suggest' })
      }
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return
      if (ref && this.environment.config.consumer === 'client') return `export default import.meta.ROLLUP_FILE_URL_${ref}`
      return `export default ${JSON.stringify('/app/components/search/search-suggest.tsx')}`
    },
  }
}

/** The browser build takes React Router's production build, as the compiled server does. */
function reactRouterProductionInBrowser(): Plugin {
  return {
    name: 'react-router-production-in-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => REACT_ROUTER_PRODUCTION[id],
  }
}

export default defineConfig({
  plugins: [reactRouter(), searchSuggestChunk(), reactRouterProductionInBrowser()],
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
    // The compiled server's source map reaches through this build to app/ (server/build-server.ts).
    ssr: { build: { sourcemap: true } },
  },
})
