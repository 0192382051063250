/**
 * Server rendering. Browsers get a page with deferred data streamed as soon as its shell is
 * ready; other pages, and every page for crawlers and link-preview bots (LINE, Facebook), whole.
 * Every inline script carries the request's CSP nonce.
 */
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router'
import { serverContext } from './context.ts'
import { createHtmlStream } from './lib/html-stream.server.ts'
import { NonceContext } from './lib/nonce.ts'

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
  const nonce = loadContext.get(serverContext).nonce
  // A page without deferred data gains nothing from streaming: rendered whole, it leaves in one
  // chunk and is compressed in one call (server/page-compression.ts).
  const waitForAll =
    isbot(request.headers.get('user-agent') ?? '') ||
    routerContext.isSpaMode ||
    !hasDeferredData(routerContext.staticHandlerContext.loaderData)

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Stops a render still waiting for data after the stream timeout; not needed once the page is out.
    const timer = setTimeout(() => abort(), streamTimeout + 1000)
    const { stream, destination } = createHtmlStream(() => clearTimeout(timer))
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
          // Errors before the shell are reported by onShellError; later ones only logged.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
