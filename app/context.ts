/**
 * What the Node server hands every loader and action: the way to the shop API, the parsed
 * settings, the request's CSP nonce and id, and the logger. Set by server/http-app.ts; read with
 * `serverContext`.
 */
import type { Logger } from 'pino'
import { createContext } from 'react-router'
import type { PublicEnv, ServerEnv } from '#server/env.ts'
import type { ApiTransport } from '#app/lib/api/transport.server.ts'
import type { KeptAnswers } from '#app/lib/api/client.server.ts'

export type ServerContext = {
  transport: ApiTransport
  /** Shared catalogue answers kept until the shop's data changes (in-process API only: KeptAnswers). */
  keptAnswers?: KeptAnswers
  env: ServerEnv
  publicEnv: PublicEnv
  nonce: string
  /** The shopper's address as seen by the server (for rate limits upstream). */
  clientIp?: string
  /** The request's id (X-Request-Id), shown on the 500 page so a shopper can quote it. */
  requestId?: string
  /** Where errors are reported with their stack (entry.server.tsx handleError); absent in unit tests. */
  logger?: Logger
}

/**
 * The server (run from source) and the built storefront (a bundle with its own copy of this
 * module) must use the very same key, so it lives on globalThis under a registered symbol.
 */
const KEY = Symbol.for('ygo-shop.serverContext')
const registry = globalThis as unknown as Record<symbol, ReturnType<typeof createContext<ServerContext>> | undefined>
export const serverContext = (registry[KEY] ??= createContext<ServerContext>())
