/**
 * The real HTTP app (server/http-app.ts) in this process: the built React Router storefront
 * (`npm run build` first) on a private test database, in production mode. Requests go through
 * `app.request(…)` with no socket, so a test can send thousands of them quickly.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { getRequestListener } from '@hono/node-server'
import type { ServerBuild } from 'react-router'
import { type ApiTransport, httpTransport, inProcessTransport } from '#app/lib/api/transport.server.ts'
import { parseEnv } from '#server/env.ts'
import { createHttpApp } from '#server/http-app.ts'
import { createLogger } from '#server/logger.ts'
import type { ShopApiDeps } from '#backend/app.ts'
import { useTestShopApi } from './test-database.ts'

export const STOREFRONT_ORIGIN = 'https://shop.example.tw'

/**
 * `overHttp`: the shop API listens on a port of its own and the storefront reaches it as a
 * storefront-only server does (BACKEND_URL, httpTransport); `close` stops that listener.
 */
export async function useStorefrontApp(
  settings: Record<string, string> = {},
  apiDeps: Omit<ShopApiDeps, 'db'> = {},
  {
    overHttp = false,
    intercept,
  }: {
    overHttp?: boolean
    /** Answers an in-process API call in the API's place when it returns a response (an outage). */
    intercept?: (request: Request) => Response | undefined
  } = {},
) {
  const { api, handle } = await useTestShopApi(apiDeps)
  const env = parseEnv({
    NODE_ENV: 'production',
    SESSION_SECRET: 'storefront-test-secret-0123456789abcdef',
    PUBLIC_URL: STOREFRONT_ORIGIN,
    ...settings,
  })
  const build = (await import(/* @vite-ignore */ path.resolve('build/server/index.js'))) as ServerBuild
  let fetchApi: ApiTransport = async (request: Request) => intercept?.(request) ?? api.fetch(request)
  let transport = inProcessTransport(fetchApi)
  let close = async () => {}
  if (overHttp) {
    const backend = http.createServer(getRequestListener(api.fetch))
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
    close = () => new Promise<void>((resolve) => backend.close(() => resolve()))
    fetchApi = transport = httpTransport(`http://127.0.0.1:${(backend.address() as AddressInfo).port}`)
  }
  const app = createHttpApp({
    env,
    api: fetchApi,
    transport,
    healthCheck: async () => true,
    build,
    clientDir: path.resolve('build/client'),
    logger: createLogger({ level: 'silent' }),
  })
  /** A request as a browser on the shop's address would send it. */
  const request = (pathAndQuery: string, init?: RequestInit) => app.request(`${STOREFRONT_ORIGIN}${pathAndQuery}`, init)
  return { app, env, request, close, api, handle }
}

/** A csrf cookie and its token, read from a page with a form (as a browser gets them). */
export async function csrfPair(request: (path: string) => Response | Promise<Response>, productCode: string) {
  const page = await request(`/products/1/detail/${productCode}`)
  const cookie = page.headers.getSetCookie().find((c) => c.startsWith('csrf='))!.split(';')[0]!
  // The token is random text; React escapes it in the attribute.
  const token = unescapeHtml((await page.text()).match(/name="csrf" value="([^"]+)"/)![1]!)
  return { cookie, token }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }

/** Text as React wrote it into a page's HTML, unescaped. */
export const unescapeHtml = (html: string) => html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_m, name: string) => ENTITIES[name]!)

/** The code of the first product on the first list page (a product every test database has). */
export async function firstListedCode(request: (pathAndQuery: string) => Response | Promise<Response>) {
  const list = (await (await request('/api/v1/products/?page=1')).json()) as { results: Array<{ product_code: string }> }
  return list.results[0]!.product_code
}
