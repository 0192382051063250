/**
 * A catalogue page's frame (title, sort, filters, cards, pages: CatalogueLayout) kept as HTML
 * for its address and the shared answers it shows (api/shared-answers.server.ts), compressed
 * once, and put into every later view of that address as those bytes until one of the answers
 * changes: the frame's couple of hundred elements, rendered by React, encoded and compressed for
 * every page view, were about a seventh of a list page's server time (issue 13). The browser
 * renders the same elements and hydrates them. See docs/decisions/0008-kept-catalogue-frames.md.
 *
 * Nothing of one shopper can be kept for another. The frame is rendered outside the page, in a
 * router of its own whose root data holds nothing but a slot for the CSRF token (the one
 * per-shopper value in it: the cards' add form), and reading anything else of the root data
 * there is an error. Each view puts its own token into the slot (KeptCatalogueFrame).
 */
import { randomBytes } from 'node:crypto'
import type { ReactElement } from 'react'
// The Bun build's entry, as entry.server.tsx: it already carries renderToString (no second renderer in the server bundle).
import { renderToString } from 'react-dom/server.bun'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { LruMap } from '#backend/contract/lru-map.ts'
import { isDataRequest } from '#app/utils/redirect.server.ts'
import { KeptCatalogueFrame, type KeptFrame } from '#app/components/catalogue/kept-catalogue-frame.tsx'
import { keepElementFor } from './kept-elements.ts'
import type { RootData } from './root-data.ts'
import { precompressedChunk } from './precompressed-chunk.server.ts'

/** Where the CSRF token goes: a value no page can contain by chance. */
const CSRF_SLOT = `csrf-slot-${randomBytes(16).toString('hex')}`

/**
 * The root data of a kept frame's router: its CSRF token is the slot, and reading any other root
 * data (the shopper, the cart, the notice) throws, so a frame never holds a shopper's data.
 */
const FRAME_ROOT_DATA = new Proxy(
  { csrfToken: CSRF_SLOT },
  {
    get(target, key) {
      if (key === 'csrfToken') return target.csrfToken
      if (typeof key === 'string' && SHOPPER_ROOT_DATA.has(key)) {
        throw new Error(`a kept catalogue frame read the root data's "${key}": only the CSRF token may be in it`)
      }
      return undefined
    },
  },
)
/**
 * Every key of the root loader's data but the token. Typed against that data, so a key the root
 * loader gains (or loses) fails the typecheck until it is listed here: an unlisted one would read
 * as undefined in a frame instead of throwing.
 */
const SHOPPER_ROOT_KEYS: Record<Exclude<keyof RootData, 'csrfToken'>, true> = {
  publicEnv: true,
  origin: true,
  cartQuantities: true,
  user: true,
  notice: true,
  inAppBrowser: true,
}
const SHOPPER_ROOT_DATA = new Set(Object.keys(SHOPPER_ROOT_KEYS))

/** Enough for the pages shoppers are on (each about 45 KB of bytes and 5 KB compressed). */
const frames = new LruMap<string, { sources: readonly unknown[]; frame: KeptFrame }>(200)

/**
 * Hands the frame of the catalogue page at the loader's `url` to its render, keyed by `state`:
 * the frame kept for the address while its `sources` (the shared answers the page shows) are the
 * very same objects, else the one `page()` renders now. Nothing is kept for a source that is not
 * shared (frozen), such as an answer over HTTP, and nothing for a data request (no HTML).
 */
export async function keepCatalogueFrame(
  { request, url }: { request: Request; url: URL },
  state: object,
  sources: readonly unknown[],
  page: () => ReactElement,
) {
  if (isDataRequest(request) || !sources.every((source) => Object.isFrozen(source))) return
  const address = url.pathname + url.search
  const kept = frames.get(address)
  if (kept && kept.sources.length === sources.length && kept.sources.every((source, i) => source === sources[i])) {
    return keepElementFor(state, <KeptCatalogueFrame frame={kept.frame} />)
  }
  const html = await renderApart(url, page())
  if (html === undefined) return
  const frame = frameOf(html)
  frames.set(address, { sources, frame })
  keepElementFor(state, <KeptCatalogueFrame frame={frame} />)
}

/**
 * `element` rendered in a router of its own at `url`, as it renders on the page at that address;
 * undefined for an address that router cannot take (a path holding a line break, which its
 * catch-all route does not match): that page renders its frame itself, as any page did before.
 */
async function renderApart(url: URL, element: ReactElement) {
  const handler = createStaticHandler([
    { id: 'root', path: '/', loader: () => FRAME_ROOT_DATA, children: [{ id: 'frame', path: '*', Component: () => element }] },
  ])
  const context = await handler.query(new Request(url))
  if (context instanceof Response || context.errors) return undefined
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />)
}

const FRAME_OPEN = '<div class="catalogue">'
const FRAME_CLOSE = '</div>'

/**
 * The inside of the page's catalogue element, split at the CSRF slot, with each part's
 * compression made now (deflate level 6: about 0.5 ms for a list page's 45 KB, once per frame).
 */
function frameOf(html: string): KeptFrame {
  if (!html.startsWith(FRAME_OPEN) || !html.endsWith(FRAME_CLOSE)) {
    throw new Error(`a catalogue page rendered apart is not one catalogue element: ${html.slice(0, 60)}…`)
  }
  const parts = html.slice(FRAME_OPEN.length, -FRAME_CLOSE.length).split(CSRF_SLOT)
  return Object.freeze(parts.map((part) => precompressedChunk(part, 6)))
}
