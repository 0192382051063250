import { createContext, use } from 'react'
import { escapeHtml as h } from '#backend/contract/html-escape.ts'
import { useAuthenticityToken } from '#app/components/csrf-input.tsx'

/**
 * A frame's HTML around its CSRF token slot, each part as the bytes a page carries with their
 * compression made once (lib/precompressed-chunk.server.ts): the token goes between the parts.
 */
export type KeptFrame = readonly (() => Uint8Array)[]

/**
 * Where a page view puts its kept frames (lib/frame-slots.server.ts): React writes a slot's mark in
 * the frame's place, and the page's HTML stream puts the frame's bytes there, so the renderer
 * and the compression never handle its 45 KB of text again.
 */
export type FrameSlots = {
  /** The mark to render in the frame's place, with `token` (escaped) in its slot. */
  place(frame: KeptFrame, token: string): string
}

export const FrameSlotsContext = /* @__PURE__ */ createContext<FrameSlots | null>(null)

/**
 * A kept frame with this page view's own CSRF token in its slot: marked for the page's HTML
 * stream to put its bytes in (lib/frame-slots.server.ts), or as text where there is no such stream.
 */
export function KeptCatalogueFrame({ frame }: { frame: KeptFrame }) {
  const token = h(useAuthenticityToken())
  const slots = use(FrameSlotsContext)
  const html = slots ? slots.place(frame, token) : frame.map((part) => new TextDecoder().decode(part())).join(token)
  return <div className="catalogue" dangerouslySetInnerHTML={{ __html: html }} />
}
