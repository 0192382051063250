import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import type { CartActionResult } from '#app/components/product/use-cart-add.ts'
import { CART_LIMITS } from '#app/lib/cart-limits.ts'
import { tCart } from '#app/lib/messages-cart.ts'

const COPIED_FEEDBACK_MS = 2000

/**
 * 'Share cart' (docs/storefront.md#cart-page): a post that stores the cart and comes back to
 * /cart?shared=ID, where the link shows in a selectable field. Over 50 items is refused with an
 * alert before posting (JS) or by the action's message (no JS); a failure is alerted with JS.
 */
export function CartShare({ lineCount, shareUrl }: { lineCount: number; shareUrl: string | null }) {
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-share' })
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null
  useEffect(() => {
    if (error) window.alert(error)
  }, [error])
  return (
    <section className="cart-share" aria-labelledby="cart-share-title">
      <h2 id="cart-share-title" className="visually-hidden">
        {tCart.share.button}
      </h2>
      <fetcher.Form
        method="post"
        action="/cart"
        onSubmit={(e) => {
          if (lineCount <= CART_LIMITS.maxShareItems) return
          e.preventDefault()
          window.alert(tCart.share.tooMany(CART_LIMITS.maxShareItems))
        }}
      >
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="share" />
        <button type="submit" className="button button-secondary" disabled={fetcher.state !== 'idle'}>
          {tCart.share.button}
        </button>
      </fetcher.Form>
      <p className="cart-notice">{tCart.share.hint}</p>
      {error ? (
        <p className="form-message is-error" role="alert">
          {error}
        </p>
      ) : null}
      {shareUrl ? <ShareLink url={shareUrl} /> : null}
    </section>
  )
}

function ShareLink({ url }: { url: string }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <div className="cart-share-link" id="cart-share-link" data-testid="cart-share-link">
      <label htmlFor="cart-share-url">{tCart.share.linkLabel}</label>
      <div className="cart-share-row">
        <input id="cart-share-url" type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className="button button-small js-only"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url)
              setCopy('copied')
              clearTimeout(timer.current)
              timer.current = setTimeout(() => setCopy('idle'), COPIED_FEEDBACK_MS)
            } catch {
              // No clipboard API (many in-app browsers) or permission refused.
              setCopy('failed')
              window.alert(tCart.share.copyManually)
            }
          }}
        >
          {copy === 'copied' ? tCart.share.copied : tCart.share.copy}
        </button>
      </div>
      <p className="cart-notice" role="status">
        {copy === 'failed' ? tCart.share.copyManually : ''}
      </p>
      <p className="cart-notice">{tCart.share.kept}</p>
    </div>
  )
}
