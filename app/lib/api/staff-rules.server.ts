/** The staff area's rules calls (/api/v1/staff/rules/...). */
import { shippingFeeSchema } from '#backend/contract/catalogue.ts'
import type { ApiCall } from './client.server.ts'

export function staffRulesClient(call: ApiCall) {
  return {
    shippingFee: () => call(shippingFeeSchema, '/staff/rules/shipping-fee/', { auth: true }),
    /** `expected`: the fee the page showed, so a fee changed since is refused (409), not overwritten. */
    setShippingFee: (value: number, expected?: Record<string, unknown>) =>
      call(shippingFeeSchema, '/staff/rules/shipping-fee/', { method: 'PUT', body: { value, ...(expected ? { expected } : {}) }, auth: true }),
  }
}
