/** The staff area's rules calls (/api/v1/staff/rules/...). */
import type { ApiCall } from './client.server.ts'

export function staffRulesClient(_call: ApiCall) {
  return {}
}
