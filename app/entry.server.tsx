/**
 * Server rendering. Browsers get the page streamed as soon as its shell is ready; crawlers and
 * link-preview bots (LINE, Facebook) get it whole. Every inline script carries the request's
 * CSP nonce; the error page shows the request's id. Unexpected errors are logged here once, with
 * their stack, never in the answer.
 */
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { Logger } from 'pino'
import { renderToPipeableStream } from 'react-dom/server'
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router'
import { serverContext } from './context.ts'
import { NonceContext } from './lib/nonce.ts'
import { RequestIdContext } from './lib/request-id.ts'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, requestId, logger } = loadContext.get(serverContext)
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <RequestIdContext value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdContext>
      </NonceContext>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reach handleError through onShellError; later ones only here.
          if (shellRendered) reportError(error, request, requestId, logger)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

/**
 * Loader, action and render errors, once each (thrown responses such as 404s are not errors).
 * A request the shopper abandoned is no error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  const { requestId, logger } = context.get(serverContext)
  reportError(error, request, requestId, logger)
}

function reportError(error: unknown, request: Request, requestId: string | undefined, logger: Logger | undefined) {
  const fields = { err: error, reqId: requestId, method: request.method, path: new URL(request.url).pathname }
  if (logger) logger.error(fields, 'page request failed')
  else console.error(error)
}
