/** The staff area's products calls (/api/v1/staff/products/...). */
import type { ApiCall } from './client.server.ts'

export function staffProductsClient(_call: ApiCall) {
  return {}
}
