/**
 * What a page request's failure leaves in the log: our errors with their stack, once; not a
 * shopper who left, and not React Router's answer to a client's mistake (405).
 */
import { Writable } from 'node:stream'
import { RouterContextProvider, UNSAFE_ErrorResponseImpl } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createLogger } from '#server/logger.ts'
import { serverContext, type ServerContext } from './context.ts'
import { handleError } from './entry.server.tsx'

function logged(error: unknown, request = new Request('http://shop.test/products/1', { method: 'POST' })) {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const context = new RouterContextProvider()
  context.set(serverContext, { requestId: 'req-1', logger: createLogger({ destination }) } as ServerContext)
  handleError(error, { request, context, params: {} } as unknown as Parameters<typeof handleError>[1])
  return lines
}

describe('handleError', () => {
  it('logs a loader, action or render error once, with its stack and the request', () => {
    const lines = logged(new Error('the database went away'))
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', msg: 'page request failed', reqId: 'req-1', method: 'POST', path: '/products/1' }),
    ])
    expect(JSON.stringify(lines[0]!.err)).toContain('the database went away')
  })

  it("leaves out React Router's 405 for a method no route takes", () => {
    const methodNotAllowed = new UNSAFE_ErrorResponseImpl(405, 'Method Not Allowed', new Error('no action for route "root"'), true)
    expect(logged(methodNotAllowed)).toEqual([])
  })

  it('still logs a server-side error response (5xx)', () => {
    const failed = new UNSAFE_ErrorResponseImpl(500, 'Internal Server Error', new Error('render failed'), true)
    expect(logged(failed)).toHaveLength(1)
  })

  it('leaves out a request the shopper abandoned', () => {
    const controller = new AbortController()
    controller.abort()
    expect(logged(new Error('aborted'), new Request('http://shop.test/', { signal: controller.signal }))).toEqual([])
  })
})
