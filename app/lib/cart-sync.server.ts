/** Fetching what the cart sync needs, and naming its failures (docs/product-rules.md#cart-sync). */
import type { RouterContextProvider } from 'react-router'
import type { Product } from '#backend/contract/catalogue.ts'
import { shopApi } from './api.server.ts'
import { tCart } from './messages-cart.ts'

export type ProductFacts = { ok: true; products: Product[] } | { ok: false; message: string }

/** Today's facts for `codes`; a failure keeps the cart as it is and says why. */
export async function fetchProductFacts(codes: string[], context: Readonly<RouterContextProvider>): Promise<ProductFacts> {
  if (!codes.length) return { ok: true, products: [] }
  const result = await shopApi(context).batchProducts(codes)
  if (result.ok) return { ok: true, products: result.data }
  const message =
    result.kind === 'network' ? tCart.sync.unreachable : result.kind === 'invalid-response' ? tCart.sync.badFormat : tCart.sync.failed
  return { ok: false, message }
}
