/**
 * Analytics events of docs/storefront.md#analytics (currency TWD). A no-op unless the gtag script was
 * loaded (GA_MEASUREMENT_ID set) and JavaScript runs.
 */
type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void

export function track(name: string, params: Record<string, unknown> = {}) {
  if (typeof window === 'undefined') return
  const gtag = (window as unknown as { gtag?: Gtag }).gtag
  gtag?.('event', name, { currency: 'TWD', ...params })
}
