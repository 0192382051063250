/** The staff area's news calls (/api/v1/staff/news/...). */
import type { ApiCall } from './client.server.ts'

export function staffNewsClient(_call: ApiCall) {
  return {}
}
