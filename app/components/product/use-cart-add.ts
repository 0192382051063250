import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import type { ProductCardData } from '#app/lib/product-card-data.ts'
import { track } from '#app/lib/analytics.ts'
import { writeMirror, type MirrorItem } from '#app/lib/cart-mirror.ts'

export type CartActionResult =
  | { ok: true; message: string; quantity: number; findings?: string[]; mirror?: MirrorItem[] }
  | { ok: false; error: string; backTo?: string }

const ADDED_FEEDBACK_MS = 1500

/**
 * An add-to-cart fetcher (detail modal and product cards): 'added' is true for 1.5 s after a
 * successful add (docs/storefront.md#cart-page), which is also when the add is tracked and the browser's
 * copy of the cart (localStorage) takes the cart the server answered with. `key` names a fetcher
 * that a form elsewhere submits through (the card lists' one form, card-add-form.tsx).
 */
export function useCartAdd(product: ProductCardData, key?: string) {
  const fetcher = useFetcher<CartActionResult>({ key })
  const result = fetcher.data
  // 'Added' shows for the newest successful result until its 1.5 s are over.
  const [expired, setExpired] = useState<CartActionResult | undefined>(undefined)
  const added = fetcher.state === 'idle' && result?.ok === true && expired !== result
  useEffect(() => {
    if (!added || !result?.ok) return
    if (result.mirror) writeMirror(result.mirror)
    track('add_to_cart', {
      value: product.price_twd * result.quantity,
      items: [{ item_id: product.product_code, item_name: product.base_name, price: product.price_twd, quantity: result.quantity }],
    })
    const timer = setTimeout(() => setExpired(result), ADDED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [added, result, product])
  return { fetcher, result, added, busy: fetcher.state !== 'idle' }
}
