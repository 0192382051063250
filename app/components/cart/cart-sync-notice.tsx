import { useEffect } from 'react'
import { Form, useFetcher } from 'react-router'
import { AuthenticityTokenInput, useAuthenticityToken } from '#app/components/csrf-input.tsx'
import type { CartActionResult } from '#app/components/product/use-cart-add.ts'
import { tCart } from '#app/lib/messages-cart.ts'

/**
 * What the sync changed (docs/product-rules.md#cart-sync). The loader only reports; the cookie is
 * rewritten by `intent=sync`: posted at once with JS, or by the 'got it' button without JS.
 */
export function CartSyncNotice({ messages, needsSync }: { messages: string[]; needsSync: boolean }) {
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-sync' })
  const csrf = useAuthenticityToken()
  useEffect(() => {
    if (needsSync && fetcher.state === 'idle' && !fetcher.data) {
      void fetcher.submit({ intent: 'sync', csrf, redirectTo: '/cart' }, { method: 'post', action: '/cart' })
    }
  }, [needsSync, fetcher, csrf])
  // The sync post answers with the same findings, so they stay once the page reloads without them.
  const shown = messages.length ? messages : fetcher.data?.ok ? (fetcher.data.findings ?? []) : []
  if (!shown.length) return null
  return (
    <div className="alert alert-info cart-sync" role="status" data-testid="cart-sync-messages">
      <p className="cart-sync-title">{tCart.sync.title}</p>
      <ul>
        {shown.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
      {needsSync ? (
        <Form method="post" action="/cart" className="no-js-only">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="sync" />
          <input type="hidden" name="redirectTo" value="/cart" />
          <button type="submit" className="button button-small button-secondary">
            {tCart.sync.acknowledge}
          </button>
        </Form>
      ) : null}
    </div>
  )
}
