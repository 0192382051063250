/** The shop API client for one request: loaders and actions start here. */
import type { RouterContextProvider } from 'react-router'
import { serverContext } from '#app/context.ts'
import { userContext } from '#app/utils/user.server.ts'
import { createShopApiClient } from './api/client.server.ts'

/** Authenticated calls carry the logged-in shopper's access token (set by the root middleware). */
export function shopApi(context: Readonly<RouterContextProvider>) {
  const { transport, clientIp, keptAnswers } = context.get(serverContext)
  const user = context.get(userContext)
  return createShopApiClient({ transport, clientIp, keptAnswers, accessToken: user?.accessToken })
}
