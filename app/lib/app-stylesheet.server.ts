/**
 * How a page's answer carries the shop's stylesheet (issue 13, slow-phone budget).
 *
 * A browser that has never fetched it gets its rules inside the page, in a `<style>` at the end
 * of `<head>`: on the slow-phone profile the file arrived 250-350 ms after the HTML (its own round
 * trip, sharing the line with the script preloads), and every first paint waited for it. With
 * JavaScript on it also held the parser at React Router's first inline script (a script waits for
 * a pending stylesheet), so the page painted later than with JavaScript off. Inline, home's LCP
 * fell from about 0.9 s to 0.55 s with JavaScript on and off alike.
 *
 * The same page also asks for the file at idle priority (`rel=prefetch`) and sets a small cookie
 * naming it. A later page (a second LINE link, a page without JavaScript) then links the file,
 * read from the browser's cache, with a `Link: rel=preload` header in case it is not there,
 * instead of carrying 9 KB of rules again. A new build's stylesheet has a new name, so the cookie
 * stops matching and the first page after a release is inline again.
 *
 * The inline rules are compressed once, at start-up, and spliced into each first visit's answer
 * (lib/precompressed-chunk.server.ts): compressing 40 KB of the same rules for every answer was
 * what made a first visit's page cost more CPU than a logged-in shopper's.
 *
 * The cookie is not signed: it names a public file, and a forged one only gets its sender a
 * linked stylesheet. React never renders these tags (root.tsx lists no stylesheet): they go into
 * the HTML stream (lib/html-stream.server.ts), and React 19's hydration passes over tags in
 * `<head>` it did not render, as it does a browser extension's.
 */
import appCssHref from '../styles/app.css?url'
import appCssText from '../styles/app.css?inline'
import { precompressedChunk } from './precompressed-chunk.server.ts'

export const STYLESHEET_COOKIE = 'css'
/** A week: a phone's cache keeps little longer, and a miss only costs the old linked round trip. */
const COOKIE_MAX_AGE_S = 7 * 24 * 3600

const cookiePattern = new RegExp(`(?:^|;\\s*)${STYLESHEET_COOKIE}=([^;]*)`)

export type AppStylesheet = {
  /**
   * What goes at the end of the page's `<head>`, in order: text, and the rules as bytes whose
   * compression was done once (lib/precompressed-chunk.server.ts).
   */
  head: Array<string | Uint8Array>
  /** `Link` header values to send before the HTML. */
  preload: string[]
  setCookie?: string
}

export const stylePreload = (href: string) => `<${href}>; rel=preload; as=style`

/** How pages carry the stylesheet at `href` whose rules are `text` (the build's below). */
export function createAppStylesheet(href: string, text: string) {
  // The file's hashed name is its version.
  const version = href.slice(href.lastIndexOf('/') + 1)
  // A `</style` in a CSS string would end the element early; `\/` is the same character to CSS.
  const rules = precompressedChunk(text.replaceAll('</style', '<\\/style'))
  return (request: Request, nonce: string, secure: boolean): AppStylesheet => {
    const cached = cookiePattern.exec(request.headers.get('Cookie') ?? '')?.[1] === version
    if (cached) return { head: [`<link rel="stylesheet" href="${href}" nonce="${nonce}"/>`], preload: [stylePreload(href)] }
    return {
      head: [`<style nonce="${nonce}">`, rules(), `</style><link rel="prefetch" href="${href}" as="style" nonce="${nonce}"/>`],
      preload: [],
      setCookie: `${STYLESHEET_COOKIE}=${version}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    }
  }
}

export const appStylesheet = createAppStylesheet(appCssHref, appCssText)
