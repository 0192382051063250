import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react'
// eslint-disable-next-line no-restricted-imports -- the one import of React Router's Link: the browser's
import { Link as RouterLink } from 'react-router'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this shop, from its root ('/products/1', '/login?redirectTo=…'): never relative. */
  to: string
  state?: unknown
  preventScrollReset?: boolean
  /** Replace the current history entry (by default only a link to the page already shown does). */
  replace?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/**
 * What React Router's Link renders on the server for a path from the root, without its hooks.
 * Its Link resolves every `to` against the route matches on each render (JSON of the matches, a
 * path resolution, two memos): about 9 µs a link, and a product list has forty, so a tenth of
 * the page's server time went to links (issue 13). The shop writes only paths from the root,
 * which need no resolving. The HTML is the same (link.test.tsx holds it so),
 * so the browser's Link hydrates it and handles the clicks as it always did.
 */
export function ServerLink({ to, target, state: _state, preventScrollReset: _keep, replace: _replace, ...rest }: Props) {
  // A relative or outside address would get a wrong href here: fail where tests see it.
  if (!to.startsWith('/') || to.startsWith('//')) throw new Error(`Link needs a path from the shop's root, not "${to}"`)
  // Its attributes in the order React Router writes them.
  return <a {...rest} href={to} target={target} data-discover="true" />
}

/** A link to another page of the shop: ServerLink on the server, React Router's Link in the browser. */
export const Link: ComponentType<Props> = import.meta.env.SSR ? ServerLink : (RouterLink as ComponentType<Props>)
