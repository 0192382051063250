/**
 * Elements made on the server ahead of a page's render, handed to the component that renders in
 * their place: a catalogue page's kept frame (catalogue-frame.server.tsx), the kept footer
 * (kept-footer.server.tsx). Keyed by an object the component gets among its props (the page's
 * state, the public settings), so nothing of it travels to the browser with the loader data. Only
 * read in server-only branches (`import.meta.env.SSR`), and free of imports, so the browser's
 * code carries none of this.
 */
import type { ReactElement } from 'react'

const elements = new WeakMap<object, ReactElement>()

export const keepElementFor = (key: object, element: ReactElement) => void elements.set(key, element)

export const keptElementFor = (key: object): ReactElement | undefined => elements.get(key)
