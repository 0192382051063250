import { useRootData } from '#app/lib/root-data.ts'

/**
 * The CSRF token every POST form carries: issued by the root loader, checked by checkCsrf
 * (utils/csrf.server.ts, remix-utils on the server). Read straight from the root's data instead of
 * remix-utils' React provider, which cost every page a chunk of its own for the same value.
 */
export function useAuthenticityToken() {
  return useRootData()?.csrfToken ?? ''
}

export function AuthenticityTokenInput() {
  return <input type="hidden" name="csrf" value={useAuthenticityToken()} />
}
