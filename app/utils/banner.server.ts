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
