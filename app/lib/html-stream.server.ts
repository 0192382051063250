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
 * (lib/precompressed-chunk.server.ts). A catalogue page's kept frame, marked in the text where
 * React rendered it, is put back the same way: its bytes as chunks of their own
 * (lib/frame-slots.server.ts). `rewrite` then sees each text piece in order, the stylesheet's
 * among them: the page's script tags are moved there (lib/scripts-after-load.server.ts). Last,
 * in a batch that carries such bytes, `recurring` cuts each text piece into what recurs from one
 * view to the next, sent as bytes with an encoding kept from an earlier answer, and what differs
 * (lib/recurring-text.server.ts). Such a page is sent as gzip spliced from its pieces
 * (server/page-compression.ts). Any other page is compressed whole, with brotli, and cutting it
 * would make it bigger: pieces compressed apart lose what they share, so a shopper's /faq went
 * from 7.1 to 9.5 KB.
 */
import { EventEmitter } from 'node:events'

/** React writes a route's `links()` stylesheet as `<link … rel="stylesheet" …/>`. */
const FIRST_STYLESHEET_LINK = /<link [^>]*\brel="stylesheet"/

export type HtmlDestination = EventEmitter & {
  write(chunk: string): boolean
  flush(): void
  end(): void
}

type TextPieces = (text: string) => Array<string | Uint8Array>
const asItIs: TextPieces = (text) => [text]

export function createHtmlStream({
  onDone = () => {},
  stylesheet = [],
  splice = asItIs,
  rewrite = (text) => text,
  recurring = asItIs,
}: {
  /** Called once when the page has ended or the browser went away. */
  onDone?: () => void
  stylesheet?: ReadonlyArray<string | Uint8Array>
  /** The page's kept frames put back into its text (lib/frame-slots.server.ts). */
  splice?: TextPieces
  /** Each text piece of the page, in order, rewritten before it goes (lib/scripts-after-load.server.ts). */
  rewrite?: (text: string) => string
  /** Each rewritten text piece cut into recurring bytes and text (lib/recurring-text.server.ts). */
  recurring?: TextPieces
} = {}) {
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

  /** The stylesheet into the head, once, before the first stylesheet a route links (or at its end). */
  const withStylesheet = (text: string): Array<string | Uint8Array> => {
    if (!headOpen) return [text]
    const end = text.indexOf('</head>')
    if (end === -1) return [text]
    headOpen = false
    const at = FIRST_STYLESHEET_LINK.exec(text.slice(0, end))?.index ?? end
    return [text.slice(0, at), ...stylesheet, text.slice(at)]
  }

  /** Text pieces joined and encoded once; bytes passed on as chunks of their own. */
  const enqueue = (pieces: Array<string | Uint8Array>) => {
    let text = ''
    for (const piece of pieces) {
      if (typeof piece === 'string') {
        text += piece
        continue
      }
      if (text) controller.enqueue(Buffer.from(text))
      controller.enqueue(piece)
      text = ''
    }
    if (text) controller.enqueue(Buffer.from(text))
  }

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
      const text = pending
      pending = ''
      const pieces = withStylesheet(text).flatMap((piece) => (typeof piece === 'string' ? splice(piece) : [piece]))
      // Only a batch that already carries bytes goes as a spliced gzip answer; any other is
      // compressed whole, which its text cut into pieces would only make bigger.
      const cut = pieces.some((piece) => typeof piece !== 'string') ? recurring : asItIs
      enqueue(pieces.flatMap((piece) => (typeof piece === 'string' ? cut(rewrite(piece)) : [piece])))
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
