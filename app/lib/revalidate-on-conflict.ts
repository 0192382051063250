import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * For a page whose posts may be refused with a 409 because what it shows changed under it (another
 * staff member, another tab, a sale): the page is loaded again, so what it shows agrees with the
 * refusal above it. Without JS the answer to the post is the whole page anyway. Other refusals
 * keep the page as it was (React Router's default after a 4xx).
 */
export function revalidateOnConflict({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate
}
