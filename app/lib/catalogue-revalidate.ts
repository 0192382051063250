import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * The list and search pages do not change when the shopper adds to the cart or closes the
 * in-app banner from them: skip reloading them after those posts.
 */
export function catalogueShouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === '/cart' || formAction?.startsWith('/resources/')) return false
  return defaultShouldRevalidate
}
