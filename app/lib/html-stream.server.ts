/**
 * Where React's server renderer writes a page: a Web ReadableStream that receives one chunk per
 * React flush instead of one per 4 KB (issue 13). React writes many small strings (the Bun build
 * of its renderer, entry.server.tsx) and calls `flush()` when a batch is complete (the shell, then
 * each finished Suspense boundary): the strings are joined and encoded to UTF-8 once per batch,
 * and passed on as one chunk instead of each few kilobytes through every stream layer behind it
 * (compression, the socket). A page whose data is all loaded leaves in one write.
 *
 * `endOfHead` is written just before the page's `</head>` (the shell's batch holds the whole head):
 * tags the page needs that React does not render (lib/app-stylesheet.server.ts).
 */
import { EventEmitter } from 'node:events'

export type HtmlDestination = EventEmitter & {
  write(chunk: string): boolean
  flush(): void
  end(): void
}

export function createHtmlStream(onDone: () => void = () => {}, endOfHead = '') {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let pending = ''
  let headOpen = endOfHead !== ''
  let finished = false
  const emitter = new EventEmitter()

  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
    },
    cancel() {
      // The browser went away: React stops rendering on 'close'.
      finished = true
      pending = ''
      onDone()
      emitter.emit('close')
    },
  })

  const destination: HtmlDestination = Object.assign(emitter, {
    write(chunk: string) {
      if (finished) return false
      // A V8 string join is cheap here: it is only flattened once, by Buffer.from in flush().
      pending += chunk
      // The page waits in memory until the batch ends anyway; React pauses on false only mid-batch.
      return true
    },
    flush() {
      if (finished || pending.length === 0) return
      if (headOpen) {
        const at = pending.indexOf('</head>')
        if (at !== -1) {
          pending = pending.slice(0, at) + endOfHead + pending.slice(at)
          headOpen = false
        }
      }
      const chunk = Buffer.from(pending)
      pending = ''
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
