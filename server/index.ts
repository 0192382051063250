/**
 * The entry run from source with tsx: `npm run dev` (Vite serves the storefront, fresh code per
 * request) and the scripts' servers. Production runs the compiled server/production.ts instead
 * (`npm run build`, then `npm start`).
 */
import path from 'node:path'
import type { ServerBuild } from 'react-router'
import { runShop } from './shop-server.ts'

runShop({
  production: {
    loadBuild: async () => (await import(/* @vite-ignore */ path.resolve('build/server/index.js'))) as ServerBuild,
    clientDir: path.resolve('build/client'),
  },
  development: async () => {
    const { createServer, isRunnableDevEnvironment } = await import('vite')
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
    const ssr = vite.environments.ssr
    if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('Vite has no runnable SSR environment')
    return { vite, build: () => ssr.runner.import('virtual:react-router/server-build') as Promise<ServerBuild> }
  },
})
