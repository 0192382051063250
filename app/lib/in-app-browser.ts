/**
 * In-app browsers (docs/storefront.md#in-app-browsers): user agents containing FBAN, FBAV, Line, Instagram,
 * Messenger or Twitter. Decided on the server, so the banner is in the first HTML.
 */
export type InAppBrowser = { inApp: boolean; line: boolean }

// Case-sensitive, as the apps write them ('Linux' does not contain 'Line').
const IN_APP = /FBAN|FBAV|Line|Instagram|Messenger|Twitter/

export function detectInAppBrowser(userAgent: string | null | undefined): InAppBrowser {
  const ua = userAgent ?? ''
  return { inApp: IN_APP.test(ua), line: /\bLine\//.test(ua) }
}

/** LINE opens a URL in the phone's browser when it carries openExternalBrowser=1. */
export function lineExternalUrl(href: string) {
  const url = new URL(href)
  url.searchParams.set('openExternalBrowser', '1')
  return url.toString()
}
