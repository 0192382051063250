import type { RouterContextProvider } from 'react-router'
import { serverContext } from '#app/context.ts'

/** The shop's public origin (PUBLIC_URL, else the request's), for canonical and absolute links. */
export function siteOrigin(request: Request, context: Readonly<RouterContextProvider>) {
  return (context.get(serverContext).env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, '')
}
