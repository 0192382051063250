/**
 * A catalogue page's kept frame (catalogue-frame.server.tsx) on its way from the page's loader to
 * its render on the server, as the element to render in the frame's place
 * (components/catalogue/kept-catalogue-frame.tsx). Only read in a server-only branch
 * (`import.meta.env.SSR`), and free of imports, so the browser's code carries none of this.
 */
import type { ReactElement } from 'react'

/**
 * A frame's HTML around its CSRF token slot, each part as the bytes a page carries with their
 * compression made once (precompressed-chunk.server.ts): the token goes between the parts.
 */
export type KeptFrame = readonly (() => Uint8Array)[]

const frames = new WeakMap<object, ReactElement>()

/** Keyed by the page's own state object, which its loader returns and its render gets back. */
export const handFrameTo = (state: object, element: ReactElement) => void frames.set(state, element)

export const frameFor = (state: object): ReactElement | undefined => frames.get(state)
