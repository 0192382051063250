/**
 * Server rendering. Browsers get a page with deferred data streamed as soon as its shell is
 * ready; other pages, and every page for crawlers and link-preview bots (LINE, Facebook), whole.
 * Every inline script carries the request's CSP nonce; the error page shows the request's id.
 * Unexpected errors are logged here once, with their stack, never in the answer.
 */
import { isbot } from 'isbot'
import type { Logger } from 'pino'
import { renderToPipeableStream } from 'react-dom/server.bun'
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
  isRouteErrorResponse,
} from 'react-router'
import { serverContext } from './context.ts'
import { appStylesheet } from './lib/app-stylesheet.server.ts'
import { createFrameSlots } from './lib/frame-slots.server.ts'
import { createHtmlStream } from './lib/html-stream.server.ts'
import { FrameSlotsContext } from './components/catalogue/kept-catalogue-frame.tsx'
import { NonceContext } from './lib/nonce.ts'
import { pagePreloads } from './lib/preload-links.server.ts'
import { recurringTextPieces } from './lib/recurring-text.server.ts'
import { createScriptsAfterLoad } from './lib/scripts-after-load.server.ts'
import { RequestIdContext } from './lib/request-id.ts'
import type { RootData } from './lib/root-data.ts'

export const streamTimeout = 5_000

/** Whether a loader returned a promise to stream in later (e.g. the home page's featured row). */
function hasDeferredData(loaderData: Record<string, unknown>) {
  return Object.values(loaderData).some(
    (data) => data !== null && typeof data === 'object' && Object.values(data).some((value) => value instanceof Promise),
  )
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, requestId, logger, env } = loadContext.get(serverContext)
  // A page without deferred data gains nothing from streaming: rendered whole, it leaves in one
  // chunk and is compressed in one call (server/page-compression.ts). Not renderToString: React
  // Router writes the loader data for hydration through a Suspense boundary (StreamTransfer),
  // which renderToString leaves as its fallback, so no page would hydrate (tried in issue 13).
  const waitForAll =
    isbot(request.headers.get('user-agent') ?? '') ||
    routerContext.isSpaMode ||
    !hasDeferredData(routerContext.staticHandlerContext.loaderData)

  // Inline on a first visit, else linked (lib/app-stylesheet.server.ts).
  const stylesheet = appStylesheet(request, nonce, env.NODE_ENV === 'production')
  if (stylesheet.setCookie) responseHeaders.append('Set-Cookie', stylesheet.setCookie)
  // The stylesheet and the page's largest picture, asked for before the HTML is read (lib/preload-links.server.ts).
  for (const link of [...stylesheet.preload, ...pagePreloads(routerContext.staticHandlerContext)]) responseHeaders.append('Link', link)

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Stops a render still waiting for data after the stream timeout; not needed once the page is out.
    const timer = setTimeout(() => abort(), streamTimeout + 1000)
    // A catalogue page's kept frame goes from its render to the page's bytes as they are (lib/frame-slots.server.ts).
    const frames = createFrameSlots()
    const { stream, destination } = createHtmlStream({
      onDone: () => clearTimeout(timer),
      stylesheet: stylesheet.head,
      splice: frames.splice,
      // The page's scripts start once it has loaded (lib/scripts-after-load.server.ts).
      rewrite: createScriptsAfterLoad(),
      // Text sent before goes with the encoding made then (lib/recurring-text.server.ts).
      recurring: recurringTextPieces(perViewValues(nonce, requestId, routerContext.staticHandlerContext.loaderData)),
    })
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <RequestIdContext value={requestId}>
          <FrameSlotsContext value={frames}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </FrameSlotsContext>
        </RequestIdContext>
      </NonceContext>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          // React only writes, flushes, ends and listens for close/error/drain: no full Node stream needed.
          pipe(destination as unknown as NodeJS.WritableStream)
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reach handleError through onShellError; later ones only here.
          if (shellRendered) reportError(error, request, requestId, logger)
        },
      },
    )
  })
}

/**
 * What differs from one view of a page to the next: the request's nonce, its id (an error page
 * shows it) and the shopper's CSRF token (root data).
 */
function perViewValues(nonce: string, requestId: string | undefined, loaderData: Record<string, unknown>) {
  // Undefined on a page whose root loader did not run (a crash page).
  const root = loaderData.root as RootData | undefined
  return [nonce, requestId, root?.csrfToken].filter((value) => value !== undefined)
}

/**
 * Loader, action and render errors, once each (thrown responses such as 404s are not errors).
 * A request the shopper abandoned is no error of ours, nor is React Router's own answer to a
 * client's mistake (a POST, PUT or OPTIONS where no route takes one: 405), which it passes here
 * as an error response: a bot's stray POSTs would otherwise fill the error log.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  const { requestId, logger } = context.get(serverContext)
  reportError(error, request, requestId, logger)
}

function reportError(error: unknown, request: Request, requestId: string | undefined, logger: Logger | undefined) {
  const fields = { err: error, reqId: requestId, method: request.method, path: new URL(request.url).pathname }
  if (logger) logger.error(fields, 'page request failed')
  else console.error(error)
}
