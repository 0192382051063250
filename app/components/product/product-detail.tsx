import { Link } from '#app/components/link.tsx'
import type { Product } from '#backend/contract/catalogue.ts'
import { formatJpy, formatTwd } from '#app/lib/format.ts'
import { t } from '#app/lib/messages.ts'
import { tShop } from '#app/lib/messages-shopping.ts'
import { AddToCartForm } from './add-to-cart-form.tsx'
import { Gallery } from './gallery.tsx'
import { CONDITION_LEGEND_HREF, ProductTags } from './product-tags.tsx'
import { RestockAlertForm, type RestockState } from './restock-alert-form.tsx'
import { ownValue } from '#backend/contract/own-key.ts'

/** The modal's content: pictures, facts, price, stock, the add-to-cart form and, sold out, '到貨通知'. */
type Props = {
  product: Product
  /** Today's shipping fee (staff set it); null when it could not be read. */
  shippingFee: number | null
  backTo: string
  titleId: string
  /** The restock alert offer; null when the product is in stock. */
  restock: RestockState | null
}

export function ProductDetail({ product, shippingFee, backTo, titleId, restock }: Props) {
  const soldOut = product.internal_stock <= 0
  // Names equal to the title (a kanji name is often the same in Chinese) are not repeated.
  const altNames = [product.card.name_zh, product.card.name_en].filter(
    (name): name is string => Boolean(name) && name !== product.base_name,
  )
  return (
    <div className="detail">
      <Gallery product={product} />
      <div className="detail-head">
        <h2 id={titleId} className="detail-title">
          {product.base_name}
        </h2>
        {altNames.length ? <p className="detail-alt-names">{altNames.join('／')}</p> : null}
        <ProductTags condition={product.condition} language={product.language} />
        <p className="detail-price">
          <span className="visually-hidden">{tShop.detail.price}</span>
          <span className="price price-large">{formatTwd(product.price_twd)}</span>
          <span className="detail-jpy">{tShop.detail.jpyPrice(formatJpy(product.price_jpy))}</span>
        </p>
        <p className={soldOut ? 'detail-stock stock-out' : 'detail-stock'} data-testid="detail-stock">
          {tShop.detail.stock(product.internal_stock)}
        </p>
      </div>
      <div className="detail-body">
        <AddToCartForm product={product} backTo={backTo} />
        {soldOut && restock ? <RestockAlertForm productCode={product.product_code} state={restock} backTo={backTo} /> : null}
        <p className="detail-shipping">
          {tShop.detail.shipping(shippingFee)}
          <br />
          {tShop.detail.paymentTerms}
        </p>
        <dl className="detail-facts">
          <div>
            <dt>{t.products.cardNumber}</dt>
            <dd>{product.card_number}</dd>
          </div>
          <div>
            <dt>{t.products.rarity}</dt>
            <dd>{product.rarity}</dd>
          </div>
          <div>
            <dt>{t.products.condition}</dt>
            <dd>
              {ownValue(t.conditions, product.condition) ?? product.condition}{' '}
              <Link to={CONDITION_LEGEND_HREF} className="inline-link">
                {t.products.conditionLegend}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t.products.language}</dt>
            <dd>{ownValue(t.languageLong, product.language) ?? product.language}</dd>
          </div>
          <div>
            <dt>{t.products.category}</dt>
            <dd>{product.card.category}</dd>
          </div>
        </dl>
        {product.card.description ? (
          <section className="detail-description" aria-label={tShop.detail.description}>
            <h3>{tShop.detail.description}</h3>
            <p>{product.card.description}</p>
          </section>
        ) : null}
      </div>
    </div>
  )
}
