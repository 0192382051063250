/** The staff API client for one request; each section's calls live in api/staff-<section>.server.ts. */
import type { RouterContextProvider } from 'react-router'
import { serverContext } from '#app/context.ts'
import { userContext } from '#app/utils/user.server.ts'
import { createApiCall } from './api/client.server.ts'
import { staffNewsClient } from './api/staff-news.server.ts'
import { staffOrdersClient } from './api/staff-orders.server.ts'
import { staffProductsClient } from './api/staff-products.server.ts'
import { staffRulesClient } from './api/staff-rules.server.ts'

export function staffApi(context: Readonly<RouterContextProvider>) {
  const { transport, clientIp } = context.get(serverContext)
  const call = createApiCall({ transport, clientIp, accessToken: context.get(userContext)?.accessToken })
  return {
    orders: staffOrdersClient(call),
    products: staffProductsClient(call),
    news: staffNewsClient(call),
    rules: staffRulesClient(call),
  }
}
