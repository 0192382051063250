import { Link } from 'react-router'
import { ProductTags } from '#app/components/product/product-tags.tsx'
import { formatTwd } from '#app/lib/format.ts'
import { tShop } from '#app/lib/messages-shopping.ts'
import type { CartViewLine } from '#app/lib/cart-lines.server.ts'

/** A small card picture in the real 59:86 ratio, sized up front so the list never jumps. */
export const CART_IMAGE = { width: 72, height: 105 }

/**
 * One cart line: everything that tells two copies of one card apart (condition with its meaning,
 * rarity, language) next to what it costs. The product link opens the detail over the list.
 */
export function CartLineItem({ line }: { line: CartViewLine }) {
  const t = tShop.cart
  return (
    <li
      className={line.soldOut ? 'cart-line is-sold-out' : 'cart-line'}
      data-testid="cart-line"
      data-product-code={line.product_code}
    >
      <span className="cart-line-image">
        {line.image_url ? (
          <img
            src={line.image_url}
            alt=""
            width={CART_IMAGE.width}
            height={CART_IMAGE.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </span>
      <div className="cart-line-body">
        <p className="cart-line-name">
          <Link to={`/products/1/detail/${encodeURIComponent(line.product_code)}`}>
            {line.name}
          </Link>
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
        {line.soldOut ? <p className="cart-line-note is-warning">{t.lineSoldOut}</p> : null}
        {line.adjusted ? (
          <p className="cart-line-note is-warning">{t.lineAdjusted(line.quantity)}</p>
        ) : null}
        <dl className="cart-line-money">
          <div>
            <dt>{t.unitPrice}</dt>
            <dd data-testid="cart-line-price">{formatTwd(line.price_twd)}</dd>
          </div>
          <div>
            <dt>{t.quantity}</dt>
            <dd data-testid="cart-line-quantity">
              {line.soldOut ? tShop.detail.soldOut : t.quantityTimes(line.quantity)}
            </dd>
          </div>
          <div className="cart-line-total">
            <dt>{t.lineTotal}</dt>
            <dd data-testid="cart-line-total">{formatTwd(line.line_total)}</dd>
          </div>
        </dl>
      </div>
    </li>
  )
}
