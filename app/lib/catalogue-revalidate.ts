import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * The list and search pages do not change when the shopper adds to the cart, asks for a restock
 * alert in the product modal (its form posts to the detail route) or closes the in-app banner
 * from them: skip reloading them after those posts.
 */
export function catalogueShouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === '/cart' || formAction?.startsWith('/resources/') || formAction?.includes('/detail/')) return false
  return defaultShouldRevalidate
}
