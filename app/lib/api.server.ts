/** The shop API client for one request: loaders and actions start here. */
import type { RouterContextProvider } from 'react-router'
import { serverContext } from '#app/context.ts'
import { createShopApiClient } from './api/client.server.ts'

export function shopApi(context: Readonly<RouterContextProvider>) {
  const { transport, clientIp } = context.get(serverContext)
  return createShopApiClient({ transport, clientIp })
}
