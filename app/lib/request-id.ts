import { createContext, useContext, useState } from 'react'

/**
 * The id of the request a server-rendered page answered (server/request-id.ts), for the 500 page:
 * a shopper quotes it and staff find that request's lines in the log. Provided by
 * entry.server.tsx; in the browser it is read back from the page the server sent.
 */
export const RequestIdContext = createContext<string | undefined>(undefined)

/** The element the error page shows the id in. */
export const REQUEST_ID_ELEMENT_ID = 'request-id'

let hydrated = false
/** Called once the first page has hydrated (root Layout). */
export const markHydrated = () => {
  hydrated = true
}

/**
 * The id while rendering on the server, and while hydrating the page it sent (so both render the
 * same text). An error page reached later by a client navigation has no id here: its request
 * was a data request whose id the server logged, not one this page knows.
 */
export function useRequestId() {
  const fromServer = useContext(RequestIdContext)
  const [id] = useState(() => {
    if (fromServer || typeof document === 'undefined' || hydrated) return fromServer
    return document.getElementById(REQUEST_ID_ELEMENT_ID)?.textContent || undefined
  })
  return id
}
