/**
 * The production entry, compiled by `npm run build` (server/build-server.ts) into
 * build/server/shop.js together with the storefront's server build, the shop API and their
 * libraries: `npm start` runs it with plain `node`, no TypeScript toolchain. Paths are found from
 * the bundle's own place, so it runs from any working directory.
 */
import { fileURLToPath } from 'node:url'
import type { ServerBuild } from 'react-router'
import * as build from 'virtual:react-router/server-build'
import { runShop } from './shop-server.ts'

// The bundle carries the production builds of React and React Router only (NODE_ENV is fixed at
// build time, where `process.env.NODE_ENV` is written out), so the settings must say production.
const runtimeEnv = process.env
if (runtimeEnv.NODE_ENV && runtimeEnv.NODE_ENV !== 'production') {
  console.error(`The compiled server runs in production only (NODE_ENV is ${runtimeEnv.NODE_ENV}); use \`npm run dev\` to develop.`)
  process.exit(1)
}
runtimeEnv.NODE_ENV = 'production'

runShop({
  production: {
    loadBuild: async () => build as unknown as ServerBuild,
    clientDir: fileURLToPath(new URL('../client', import.meta.url)),
  },
})
