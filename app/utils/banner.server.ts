/** Whether the shopper closed the in-app browser banner (a cookie for this browsing session). */
import { createCookie } from 'react-router'

export const bannerCookie = createCookie('inapp_banner', { path: '/', sameSite: 'lax', httpOnly: true })

export async function isBannerDismissed(request: Request) {
  try {
    return (await bannerCookie.parse(request.headers.get('Cookie'))) === 'closed'
  } catch {
    return false
  }
}
