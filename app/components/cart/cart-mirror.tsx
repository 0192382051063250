import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { useAuthenticityToken } from '#app/components/csrf-input.tsx'
import type { CartActionResult } from '#app/components/product/use-cart-add.ts'
import type { CartViewLine } from '#app/lib/cart-lines.server.ts'
import { toMirrorItems } from '#app/lib/cart-mirror-items.ts'
import { readMirror, writeMirror } from '#app/lib/cart-mirror.ts'

/**
 * Keeps localStorage following the synced cookie cart (the cookie is the truth, so two tabs end
 * the same), and when there is no cart cookie at all — a new browser session, a lost or tampered
 * cookie — sends the copy back through the cart action (`intent=restore`), which checks it like
 * any other post. An emptied cart keeps its cookie, so it is never brought back.
 */
export function CartMirror({ lines, canRestore, synced }: { lines: CartViewLine[]; canRestore: boolean; synced: boolean }) {
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-restore' })
  const csrf = useAuthenticityToken()
  useEffect(() => {
    if (!synced || fetcher.state !== 'idle') return
    if (canRestore && !lines.length) {
      const items = readMirror()
      if (fetcher.data && !fetcher.data.ok) writeMirror(null)
      else if (items.length && !fetcher.data) {
        const body = JSON.stringify(items.map((i) => ({ product_code: i.product_code, quantity: i.quantity })))
        void fetcher.submit({ intent: 'restore', items: body, csrf, redirectTo: '/cart' }, { method: 'post', action: '/cart' })
      }
      return
    }
    writeMirror(toMirrorItems(lines))
  }, [lines, canRestore, synced, fetcher, csrf])
  return null
}
