/** Whether the shopper closed the in-app browser banner (a cookie for this browsing session). */
import type { RouterContextProvider } from 'react-router'
import { signedCookie } from './signed-cookie.server.ts'

export const bannerCookie = (context: Readonly<RouterContextProvider>) => signedCookie(context, 'inapp_banner')

export async function isBannerDismissed(request: Request, context: Readonly<RouterContextProvider>) {
  try {
    return (await bannerCookie(context).parse(request.headers.get('Cookie'))) === 'closed'
  } catch {
    return false
  }
}

/**
 * Whether this page's address opens it in another browser as it is here. Not so where the page
 * stands on this browser's cookies: the reset link's token (moved out of the address,
 * reset-link.server.ts), registration's step 2 (the details wait in an encrypted cookie), and the
 * cart and checkout (the cart is a cookie). The phone's own browser would say the link or the
 * details expired, or show an empty cart, so the banner does not offer to go there; the shopper
 * finishes where they are. A shared cart's link carries its lines, and keeps the banner.
 */
export function addressCarriesPage(url: URL) {
  if (url.pathname === '/password/reset/confirm' || url.pathname === '/cart' || url.pathname === '/checkout') return false
  if (url.pathname === '/register' && url.searchParams.get('step') === 'otp') return false
  return true
}
