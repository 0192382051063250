/**
 * Where React's server renderer writes a page: a Web ReadableStream that receives one chunk per
 * React flush instead of one per 4 KB (issue 13). React writes many small pieces and calls
 * `flush()` when a batch is complete (the shell, then each finished Suspense boundary); passing
 * each piece on separately cost a trip through every stream layer behind it (compression, the
 * socket) for each few kilobytes. A page whose data is all loaded leaves in one write.
 */
import { EventEmitter } from 'node:events'

export type HtmlDestination = EventEmitter & {
  write(chunk: Uint8Array | string): boolean
  flush(): void
  end(): void
}

export function createHtmlStream(onDone: () => void = () => {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let pending: Uint8Array[] = []
  let finished = false
  const emitter = new EventEmitter()

  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
    },
    cancel() {
      // The browser went away: React stops rendering on 'close'.
      finished = true
      pending = []
      onDone()
      emitter.emit('close')
    },
  })

  const destination: HtmlDestination = Object.assign(emitter, {
    write(chunk: Uint8Array | string) {
      if (finished) return false
      // React reuses none of the views it hands over, but its precomputed pieces are shared
      // constants: the copy in flush() keeps them out of the stream.
      pending.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
      // The page waits in memory until the batch ends anyway; React pauses on false only mid-batch.
      return true
    },
    flush() {
      if (finished || pending.length === 0) return
      const chunk = Buffer.concat(pending)
      pending = []
      controller.enqueue(chunk)
    },
    end() {
      destination.flush()
      if (finished) return
      finished = true
      onDone()
      controller.close()
    },
  })
  return { stream, destination }
}
