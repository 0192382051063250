import type { ReactNode } from 'react'
import type { OrderDetail } from '#backend/contract/orders.ts'
import { ProductTags } from '#app/components/product/product-tags.tsx'
import { formatTwd } from '#app/lib/format.ts'
import { tOrders } from '#app/lib/messages-orders.ts'
import { CardPicture } from '#app/components/product/card-picture.tsx'
import { PICTURE_SIZES } from '#app/lib/picture-sizes.ts'

/**
 * An order's lines as they were bought (the snapshots) and its totals: the shopper's order page
 * and the staff's show the same thing. Staff see the product code, which they search by; the
 * shopper sees the card number printed on the card.
 */
export function OrderItems({
  order,
  code = 'card-number',
  children,
}: {
  order: OrderDetail
  code?: 'card-number' | 'product-code'
  /** Shown under the totals (the shopper's deposit notes). */
  children?: ReactNode
}) {
  const itemsTotal = order.items_total ?? order.items.reduce((sum, i) => sum + i.snapshot_unit_price_twd * i.quantity, 0)
  return (
    <section className="order-section" aria-labelledby="items-title">
      <h2 id="items-title">{tOrders.detail.items}</h2>
      <ul className="order-items">
        {order.items.map((item) => (
          <li key={item.snapshot_product_code} className="order-item">
            {item.snapshot_image_url ? (
              <CardPicture url={item.snapshot_image_url} sizes={PICTURE_SIZES.orderItem} alt="" width={59} height={86} className="order-item-image" />
            ) : null}
            <div className="order-item-body">
              <p className="order-item-name">{item.snapshot_name}</p>
              <p className="order-item-meta">
                <span className="card-number">{code === 'product-code' ? item.snapshot_product_code : item.snapshot_card_number}</span>{' '}
                {item.snapshot_rarity} <ProductTags condition={item.snapshot_condition} language={item.snapshot_language} detailed />
              </p>
              <p className="order-item-price">
                {formatTwd(item.snapshot_unit_price_twd)} {tOrders.detail.quantity(item.quantity)}
                <strong>{formatTwd(item.snapshot_unit_price_twd * item.quantity)}</strong>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        <div>
          <dt>{tOrders.detail.subtotal}</dt>
          <dd>{formatTwd(itemsTotal)}</dd>
        </div>
        <div>
          <dt>{tOrders.detail.shipping}</dt>
          <dd>{formatTwd(order.shipping_fee)}</dd>
        </div>
        <div className="order-total-row">
          <dt>{tOrders.detail.total}</dt>
          <dd>{formatTwd(order.total_amount)}</dd>
        </div>
      </dl>
      {children}
    </section>
  )
}
