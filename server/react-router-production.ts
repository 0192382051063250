/**
 * Where React Router keeps its production build. Its package exports only the development build
 * (upstream react-router #14102), whose warnings and checks would otherwise run on the server and
 * ship to every phone. The compiled server (server/build-server.ts) and the browser build
 * (vite.config.ts) both point these imports here; React picks its own build by NODE_ENV.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = path.dirname(fileURLToPath(import.meta.resolve('react-router/package.json')))

export const REACT_ROUTER_PRODUCTION: Readonly<Record<string, string>> = {
  'react-router': path.join(dir, 'dist/production/index.mjs'),
  'react-router/dom': path.join(dir, 'dist/production/dom-export.mjs'),
}
