import { useRouteLoaderData } from 'react-router'
import type { loader } from '#app/root.tsx'

/** The root loader's data (shell state: cart count, user, settings); undefined on a crash page. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}

/** What the root loader answers, as a page's components read it. */
export type RootData = NonNullable<ReturnType<typeof useRootData>>
