/**
 * One page view's kept frames (components/catalogue/kept-catalogue-frame.tsx): each frame placed during the render leaves a mark
 * in the HTML, and `splice` turns the page's text back into pieces with each frame's bytes in its
 * mark's place (lib/html-stream.server.ts). The marks carry a secret of this process, so no text
 * of a page (a product name, a search query) can be taken for one.
 */
import { randomBytes } from 'node:crypto'
import type { FrameSlots, KeptFrame } from '#app/components/catalogue/kept-catalogue-frame.tsx'

const SECRET = randomBytes(12).toString('hex')
const MARK = new RegExp(`<!--kept-frame-${SECRET}-(\\d+)-->`, 'g')

export type FrameSplice = FrameSlots & {
  /** `text` as pieces: its own text, and in each mark's place the frame's bytes and token. */
  splice(text: string): Array<string | Uint8Array>
}

export function createFrameSlots(): FrameSplice {
  const placed: Array<Array<string | Uint8Array>> = []
  return {
    place(frame: KeptFrame, token: string) {
      const pieces: Array<string | Uint8Array> = []
      frame.forEach((part, i) => {
        if (i > 0) pieces.push(token)
        pieces.push(part())
      })
      placed.push(pieces)
      return `<!--kept-frame-${SECRET}-${placed.length - 1}-->`
    },
    splice(text: string) {
      if (placed.length === 0 || !text.includes(`<!--kept-frame-${SECRET}-`)) return [text]
      const pieces: Array<string | Uint8Array> = []
      let at = 0
      for (const mark of text.matchAll(MARK)) {
        const frame = placed[Number(mark[1])]
        if (!frame) continue
        pieces.push(text.slice(at, mark.index), ...frame)
        at = mark.index + mark[0].length
      }
      pieces.push(text.slice(at))
      return pieces
    },
  }
}
