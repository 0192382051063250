/**
 * What the Node server hands every loader and action: the way to the shop API, the parsed
 * settings and the request's CSP nonce. Set by server/http-app.ts; read with `serverContext`.
 */
import { createContext } from 'react-router'
import type { PublicEnv, ServerEnv } from '#server/env.ts'
import type { ApiTransport } from '#app/lib/api/transport.server.ts'

export type ServerContext = {
  transport: ApiTransport
  env: ServerEnv
  publicEnv: PublicEnv
  nonce: string
  /** The shopper's address as seen by the server (for rate limits upstream). */
  clientIp?: string
}

/**
 * The server (run from source) and the built storefront (a bundle with its own copy of this
 * module) must use the very same key, so it lives on globalThis under a registered symbol.
 */
const KEY = Symbol.for('ygo-shop.serverContext')
const registry = globalThis as unknown as Record<symbol, ReturnType<typeof createContext<ServerContext>> | undefined>
export const serverContext = (registry[KEY] ??= createContext<ServerContext>())
