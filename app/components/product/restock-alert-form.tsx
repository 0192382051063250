import { useFetcher } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { tRestock } from '#app/lib/messages-restock.ts'

/** Where the shopper stands with this sold-out product: a guest, or logged in and asked or not. */
export type RestockState = { kind: 'guest' } | { kind: 'none' | 'waiting'; email: string }

/** What the product route's action answers a fetcher (app/lib/restock-alerts.server.ts). */
export type RestockActionResult = { ok: boolean; message: string }

type Props = { productCode: string; state: RestockState; backTo: string }

/**
 * '到貨通知' on a sold-out product (issue 12). A guest gets a link to log in and come back; a
 * customer a form posting to the product route itself: without JS a normal post that comes back
 * here with a notice, with JS a fetcher that stays in place and shows the new state at once.
 * Plain form and no zod: this ships with the product pages (JS budget).
 */
export function RestockAlertForm({ productCode, state, backTo }: Props) {
  const fetcher = useFetcher<RestockActionResult>({ key: `restock-${productCode}` })
  if (state.kind === 'guest') {
    return (
      <div className="restock-alert">
        <p className="restock-alert-text">{tRestock.hint}</p>
        <Link className="button button-secondary" to={`/login?redirectTo=${encodeURIComponent(backTo)}`}>
          {tRestock.button.guest}
        </Link>
      </div>
    )
  }
  const pending = fetcher.formData?.get('intent')
  // While a post is on its way, show the state it asks for.
  const waiting = pending ? pending === 'ask' : state.kind === 'waiting'
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  return (
    <fetcher.Form method="post" className="restock-alert" data-testid="restock-alert">
      <AuthenticityTokenInput />
      <input type="hidden" name="product_code" value={productCode} />
      <input type="hidden" name="redirectTo" value={backTo} />
      <p className="restock-alert-text">{waiting ? tRestock.waiting(state.email) : tRestock.hint}</p>
      <button
        type="submit"
        name="intent"
        value={waiting ? 'cancel' : 'ask'}
        className={waiting ? 'button button-secondary' : 'button'}
        disabled={Boolean(pending)}
      >
        {pending === 'ask' ? tRestock.button.asking : pending ? tRestock.button.cancelling : waiting ? tRestock.button.cancel : tRestock.button.ask}
      </button>
      {waiting ? (
        <Link className="inline-link" to="/account/restock-alerts">
          {tRestock.manage}
        </Link>
      ) : null}
      <p className="form-message" role={result && !result.ok ? 'alert' : 'status'}>
        {result?.message ?? ''}
      </p>
    </fetcher.Form>
  )
}
