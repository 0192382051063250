/** The staff area's orders calls (/api/v1/staff/orders/...). */
import type { ApiCall } from './client.server.ts'

export function staffOrdersClient(_call: ApiCall) {
  return {}
}
