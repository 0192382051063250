/**
 * The footer as HTML made once per process and year: it shows only the shop's settings (contact
 * address, social links) and the year, the same for every page and shopper, and its thirty
 * elements rendered by React were about 2 % of a page's server time (issue 13). The root loader
 * hands it to the page's render; the browser renders the same elements and hydrates them.
 */
// The Bun build's entry, as entry.server.tsx: it already carries renderToString.
import { renderToString } from 'react-dom/server.bun'
import { SiteFooter } from '#app/components/shell/site-footer.tsx'
import type { PublicEnv } from '#server/env.ts'
import { isDataRequest } from '#app/utils/redirect.server.ts'
import { keepElementFor } from './kept-elements.ts'

let kept: { env: PublicEnv; year: number } | undefined

const OPEN = '<footer class="site-footer">'
const CLOSE = '</footer>'

/** Hands the footer of `env` (the public settings every page gets) to this page's render. */
export function keepFooter(request: Request, env: PublicEnv) {
  if (isDataRequest(request)) return
  const year = new Date().getFullYear()
  if (kept?.env === env && kept.year === year) return
  const html = renderToString(<SiteFooter contactEmail={env.contactEmail} env={env} />)
  if (!html.startsWith(OPEN) || !html.endsWith(CLOSE)) throw new Error(`the footer rendered apart is not one footer element: ${html.slice(0, 60)}…`)
  kept = { env, year }
  // Kept for `env` until the year turns: every later page renders this very element.
  keepElementFor(env, <footer className="site-footer" dangerouslySetInnerHTML={{ __html: html.slice(OPEN.length, -CLOSE.length) }} />)
}
