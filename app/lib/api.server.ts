/** The shop API client for one request: loaders and actions start here. */
import type { RouterContextProvider } from 'react-router'
import { serverContext } from '#app/context.ts'
import { userContext } from '#app/utils/user.server.ts'
import { createShopApiClient } from './api/client.server.ts'
import { isInProcess } from './api/transport.server.ts'

/**
 * Authenticated calls carry the logged-in shopper's access token (set by the root middleware).
 * In production the in-process backend's catalogue answers are taken as they come: it is this
 * very build's code, typed by the same schemas (TRUSTED_SCHEMAS in api/client.server.ts).
 * Development and tests keep validating them, so a drift between the two halves shows there.
 */
export function shopApi(context: Readonly<RouterContextProvider>) {
  const { transport, clientIp, env } = context.get(serverContext)
  const user = context.get(userContext)
  const trustAnswers = env.NODE_ENV === 'production' && isInProcess(transport)
  return createShopApiClient({ transport, clientIp, accessToken: user?.accessToken, trustAnswers })
}
