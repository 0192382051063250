/**
 * Where React's server renderer writes a page: a Web ReadableStream that receives one chunk per
 * React flush instead of one per 4 KB (issue 13). React writes many small strings (the Bun build
 * of its renderer, entry.server.tsx) and calls `flush()` when a batch is complete (the shell, then
 * each finished Suspense boundary): the strings are joined and encoded to UTF-8 once per batch,
 * and passed on as one chunk instead of each few kilobytes through every stream layer behind it
 * (compression, the socket). A page whose data is all loaded leaves in one write.
 *
 * `stylesheet` is written into the page's head (the shell's batch holds all of it) before the
 * first stylesheet a route links, or at its end when there is none: the shop's stylesheet, which
 * React does not render (lib/app-stylesheet.server.ts). A page's own stylesheet (the staff
 * pages') comes after it, so its rules still win over the shop's as they did when both were linked.
 * Its text parts join the page's text; a part given as bytes is passed on as a chunk of its own,
 * unchanged, so the compression that reads the stream can tell it apart
 * (lib/precompressed-chunk.server.ts).
 */
import { EventEmitter } from 'node:events'

/** React writes a route's `links()` stylesheet as `<link … rel="stylesheet" …/>`. */
const FIRST_STYLESHEET_LINK = /<link [^>]*\brel="stylesheet"/

export type HtmlDestination = EventEmitter & {
  write(chunk: string): boolean
  flush(): void
  end(): void
}

export function createHtmlStream(onDone: () => void = () => {}, stylesheet: ReadonlyArray<string | Uint8Array> = []) {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let pending = ''
  let headOpen = stylesheet.length > 0
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
        const end = pending.indexOf('</head>')
        if (end !== -1) {
          const linked = FIRST_STYLESHEET_LINK.exec(pending.slice(0, end))?.index
          const at = linked ?? end
          const rest = pending.slice(at)
          pending = pending.slice(0, at)
          for (const part of stylesheet) {
            if (typeof part === 'string') {
              pending += part
            } else {
              if (pending) controller.enqueue(Buffer.from(pending))
              controller.enqueue(part)
              pending = ''
            }
          }
          pending += rest
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
