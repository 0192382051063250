import { ProductTags } from '#app/components/product/product-tags.tsx'
import { formatTwd } from '#app/lib/format.ts'
import { tCart } from '#app/lib/messages-cart.ts'
import { tShop } from '#app/lib/messages-shopping.ts'
import { canAddShared, sharedStatus, type SharedItem } from '#app/lib/shared-cart.ts'
import { CART_IMAGE } from './cart-line.tsx'
import { CardPicture } from '#app/components/product/card-picture.tsx'
import { PICTURE_SIZES } from '#app/lib/picture-sizes.ts'

/** One item of a shared cart with what it is now; only items that can be bought can be ticked. */
export function SharedCartItem({ item }: { item: SharedItem }) {
  const status = sharedStatus(item)
  const addable = canAddShared(item)
  const copy = tCart.shared.status
  const label =
    status === 'delisted'
      ? copy.delisted
      : status === 'soldOut'
        ? copy.soldOut
        : status === 'lowStock'
          ? copy.lowStock(item.current_stock)
          : status === 'priceChanged'
            ? copy.priceChanged(item.price_twd, item.current_price_twd ?? item.price_twd)
            : copy.available
  const checkboxId = `shared-${item.product_code}`
  return (
    <li className={addable ? 'cart-line shared-line' : 'cart-line shared-line is-unavailable'} data-testid="shared-line" data-status={status} data-product-code={item.product_code}>
      <span className="cart-line-image">
        {item.image_url ? (
          <CardPicture url={item.image_url} sizes={PICTURE_SIZES.cartLine} alt="" width={CART_IMAGE.width} height={CART_IMAGE.height} />
        ) : null}
      </span>
      <div className="cart-line-body">
        <p className="shared-line-select">
          <input type="checkbox" id={checkboxId} name="product_code" value={item.product_code} defaultChecked={addable} disabled={!addable} />
          <label htmlFor={checkboxId} className="cart-line-name">
            {item.name}
          </label>
        </p>
        <p className="cart-line-meta">
          <span className="card-number">{item.card_number}</span>
          <span className="rarity">{item.rarity}</span>
        </p>
        {/* As on a cart line: the copy's condition and language (a delisted item has neither). */}
        {item.condition ? <ProductTags condition={item.condition} language={item.language} detailed /> : null}
        <p className={status === 'available' ? 'shared-status' : 'shared-status is-warning'} data-testid="shared-status">
          {label}
        </p>
        <dl className="cart-line-money">
          <div>
            <dt>{tCart.shared.sharedPrice}</dt>
            <dd>{formatTwd(item.price_twd)}</dd>
          </div>
          <div>
            <dt>{tCart.shared.currentPrice}</dt>
            <dd>{item.current_price_twd === null ? '—' : formatTwd(item.current_price_twd)}</dd>
          </div>
          <div className="cart-line-total">
            <dt>{tShop.cart.quantity}</dt>
            <dd>{tCart.shared.quantity(item.quantity)}</dd>
          </div>
        </dl>
      </div>
    </li>
  )
}
