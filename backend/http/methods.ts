/** GET and HEAD: a request that only reads (no body to cap, safe to cache or to turn away under load). */
export const readsOnly = (method: string) => method === 'GET' || method === 'HEAD'
