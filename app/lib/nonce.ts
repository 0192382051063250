import { createContext, useContext } from 'react'

/** The request's CSP nonce, provided by entry.server.tsx; empty in the browser (not needed there). */
export const NonceContext = createContext('')
export const useNonce = () => useContext(NonceContext)
