/**
 * Server rendering. Browsers get the page streamed as soon as its shell is ready; crawlers and
 * link-preview bots (LINE, Facebook) get it whole. Every inline script carries the request's
 * CSP nonce.
 */
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router'
import { serverContext } from './context.ts'
import { createHtmlStream } from './lib/html-stream.server.ts'
import { NonceContext } from './lib/nonce.ts'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(serverContext).nonce
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode

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
