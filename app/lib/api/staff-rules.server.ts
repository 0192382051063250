/** The staff area's rules calls (/api/v1/staff/rules/...). */
import { shippingFeeSchema } from '#backend/contract/catalogue.ts'
import type { ApiCall } from './client.server.ts'

export function staffRulesClient(call: ApiCall) {
  return {
    shippingFee: () => call(shippingFeeSchema, '/staff/rules/shipping-fee/', { auth: true }),
    setShippingFee: (value: number) =>
      call(shippingFeeSchema, '/staff/rules/shipping-fee/', { method: 'PUT', body: { value }, auth: true }),
  }
}
