import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { useAuthenticityToken } from 'remix-utils/csrf/react'
import type { CartActionResult } from '#app/components/product/add-to-cart-form.tsx'
import type { CartViewLine } from '#app/lib/cart-lines.server.ts'

/** SPEC.md section 3: the browser copy of the cart, under this key and with these fields. */
export const CART_MIRROR_KEY = 'cartItems'

type MirrorItem = {
  product_code: string
  name: string
  price_twd: number
  image_url: string | null
  quantity: number
  card_number: string
  rarity: string
  condition: string
  internal_stock: number
  language: string
}

function readMirror(): MirrorItem[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(CART_MIRROR_KEY) ?? '[]')
    return Array.isArray(value) ? (value as MirrorItem[]) : []
  } catch {
    return []
  }
}

function writeMirror(items: MirrorItem[] | null) {
  try {
    if (items) window.localStorage.setItem(CART_MIRROR_KEY, JSON.stringify(items))
    else window.localStorage.removeItem(CART_MIRROR_KEY)
  } catch {
    // Private mode or a full storage: the cookie cart still works, only the backup is missing.
  }
}

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
    writeMirror(
      lines.map((l) => ({
        product_code: l.product_code,
        name: l.name,
        price_twd: l.price_twd,
        image_url: l.image_url,
        quantity: l.quantity,
        card_number: l.card_number,
        rarity: l.rarity,
        condition: l.condition,
        internal_stock: l.stock,
        language: l.language,
      })),
    )
  }, [lines, canRestore, synced, fetcher, csrf])
  return null
}
