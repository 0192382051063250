/**
 * The hand-over of a catalogue page's kept frame (catalogue-frame.server.tsx) from its loader to
 * its render on the server: keyed by the page's own state object, which the loader returns and
 * the page renders, so nothing of it travels to the browser with the loader data. Only read in
 * server-only branches (`import.meta.env.SSR`), so the browser's code carries none of this.
 */

/** A frame's HTML around its CSRF token: the token goes between the parts, per page view. */
export type KeptFrame = readonly string[]

const frames = new WeakMap<object, KeptFrame>()

export const handFrameTo = (state: object, frame: KeptFrame) => void frames.set(state, frame)

export const frameFor = (state: object): KeptFrame | undefined => frames.get(state)
