import { useFetcher } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { ProductTags } from '#app/components/product/product-tags.tsx'
import type { CartActionResult } from '#app/components/product/use-cart-add.ts'
import type { CartViewLine } from '#app/lib/cart-lines.server.ts'
import { formatTwd } from '#app/lib/format.ts'
import { tCart } from '#app/lib/messages-cart.ts'
import { tShop } from '#app/lib/messages-shopping.ts'
import { useLineQuantity } from './use-line-quantity.ts'
import { CardPicture } from '#app/components/product/card-picture.tsx'
import { PICTURE_SIZES } from '#app/lib/picture-sizes.ts'

/** A small card picture in the real 59:86 ratio, sized up front so the list never jumps. */
export const CART_IMAGE = { width: 72, height: 105 }

/** The fields every form of a line carries: the token, the line, the intent and the way back. */
function LineFields({ code, intent, quantity }: { code: string; intent: string; quantity?: number }) {
  return (
    <>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="product_code" value={code} />
      <input type="hidden" name="redirectTo" value="/cart" />
      {quantity === undefined ? null : <input type="hidden" name="quantity" value={quantity} />}
    </>
  )
}

/**
 * One cart line: everything that tells two copies of one card apart (condition with its meaning,
 * rarity, language) next to what it costs, and its controls. Hydrogen-style, each +/- button is
 * its own tiny form carrying the quantity it leads to, so it works as a plain post without JS.
 */
export function CartLineItem({ line }: { line: CartViewLine }) {
  const t = tShop.cart
  const fetcher = useFetcher<CartActionResult>({ key: `cart-line-${line.product_code}` })
  const { quantity, max, holdHandlers, commit } = useLineQuantity(line, fetcher)
  const removing = fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'remove'
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const error = result && !result.ok ? result.error : null
  const inputId = `cart-quantity-${line.product_code}`
  if (removing) return null
  return (
    <li className="cart-line" data-testid="cart-line" data-product-code={line.product_code}>
      <span className="cart-line-image">
        {line.image_url ? (
          <CardPicture url={line.image_url} sizes={PICTURE_SIZES.cartLine} alt="" width={CART_IMAGE.width} height={CART_IMAGE.height} />
        ) : null}
      </span>
      <div className="cart-line-body">
        <p className="cart-line-name">
          <Link to={`/products/1/detail/${encodeURIComponent(line.product_code)}`}>{line.name}</Link>
        </p>
        <p className="cart-line-meta">
          <span>
            <span className="visually-hidden">{t.cardNumber} </span>
            <span className="card-number">{line.card_number}</span>
          </span>
          <span>
            <span className="visually-hidden">{t.rarity} </span>
            <span className="rarity">{line.rarity}</span>
          </span>
        </p>
        <ProductTags condition={line.condition} language={line.language} detailed />
        <dl className="cart-line-money">
          <div>
            <dt>{t.unitPrice}</dt>
            <dd data-testid="cart-line-price">{formatTwd(line.price_twd)}</dd>
          </div>
          <div>
            <dt>{t.quantity}</dt>
            <dd data-testid="cart-line-quantity">{t.quantityTimes(quantity)}</dd>
          </div>
          <div className="cart-line-total">
            <dt>{t.lineTotal}</dt>
            <dd data-testid="cart-line-total">{formatTwd(quantity * line.price_twd)}</dd>
          </div>
        </dl>
        <div className="cart-line-controls">
          {quantity <= 1 ? (
            // At 1 the '-' removes, so it asks first: confirm() with JS, a confirm step without.
            <fetcher.Form
              method="post"
              action="/cart"
              onSubmit={(e) => {
                e.preventDefault()
                if (window.confirm(tCart.edit.removeConfirm(line.name))) commit('remove', 0)
              }}
            >
              <LineFields code={line.product_code} intent="decrement" quantity={0} />
              <button type="submit" className="stepper-button" aria-label={tCart.edit.decrease(line.name)}>
                −
              </button>
            </fetcher.Form>
          ) : (
            <fetcher.Form method="post" action="/cart">
              <LineFields code={line.product_code} intent="decrement" quantity={quantity - 1} />
              <button type="submit" className="stepper-button" aria-label={tCart.edit.decrease(line.name)} {...holdHandlers(-1)}>
                −
              </button>
            </fetcher.Form>
          )}
          <fetcher.Form method="post" action="/cart" className="cart-line-set">
            <LineFields code={line.product_code} intent="set-quantity" />
            <label htmlFor={inputId} className="visually-hidden">
              {tCart.edit.quantityOf(line.name)}
            </label>
            <input
              key={quantity}
              id={inputId}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              step={1}
              defaultValue={quantity}
              required
            />
            <button type="submit" className="button button-small button-secondary">
              {tCart.edit.update}
            </button>
          </fetcher.Form>
          <fetcher.Form method="post" action="/cart">
            <LineFields code={line.product_code} intent="increment" quantity={Math.min(max, quantity + 1)} />
            <button
              type="submit"
              className="stepper-button"
              aria-label={tCart.edit.increase(line.name)}
              disabled={quantity >= max}
              {...holdHandlers(1)}
            >
              +
            </button>
          </fetcher.Form>
          <fetcher.Form method="post" action="/cart" className="cart-line-remove">
            <LineFields code={line.product_code} intent="remove" />
            <button type="submit" className="button-link" aria-label={tCart.edit.removeOf(line.name)}>
              {tCart.edit.remove}
            </button>
          </fetcher.Form>
        </div>
        {error ? (
          <p className="form-message is-error" role="alert">
            {error}
          </p>
        ) : (
          // The server's word on the last change (e.g. capped at the stock), read out politely.
          <p className="form-message cart-line-message" role="status">
            {result?.ok ? result.message : ''}
          </p>
        )}
      </div>
    </li>
  )
}
