import { Link } from 'react-router'
import type { ProductCardData } from '#app/lib/product-card-data.ts'
import { formatTwd } from '#app/lib/format.ts'
import { t } from '#app/lib/messages.ts'
import { PICTURE_SIZES } from '#app/lib/picture-sizes.ts'
import { CardAddButton } from './card-add-button.tsx'
import { CardPicture } from './card-picture.tsx'
import { ProductTags } from './product-tags.tsx'

type Props = {
  product: ProductCardData
  href: string
  /** Above the fold: load at once (the first one is the page's LCP candidate). */
  priority?: 'high' | 'eager' | 'lazy'
  /** Where the card sits: a list's grid or the home page's carousel (their cards differ in width). */
  layout?: 'grid' | 'carousel'
}

/**
 * The id of a product's card on a list: where closing its modal and adding it without JS come
 * back to (`#product-CODE`).
 */
export const cardAnchorId = (productCode: string) => `product-${productCode}`

/** Card image size: the real 59:86 card ratio, so the grid never jumps while images load. */
export const CARD_IMAGE = { width: 236, height: 344 }

export function ProductCard({ product, href, priority = 'lazy', layout = 'grid' }: Props) {
  const soldOut = product.internal_stock <= 0
  return (
    <li className={soldOut ? 'product-card is-sold-out' : 'product-card'}>
      <Link
        to={href}
        state={{ modal: true }}
        preventScrollReset
        className="product-card-link"
        id={cardAnchorId(product.product_code)}
        data-testid="product-card"
      >
        <span className="product-card-image">
          {product.image_url ? (
            <CardPicture
              url={product.image_url}
              sizes={PICTURE_SIZES[layout]}
              alt=""
              width={CARD_IMAGE.width}
              height={CARD_IMAGE.height}
              priority={priority}
            />
          ) : null}
          {soldOut ? <span className="sold-out-badge">{t.products.soldOut}</span> : null}
        </span>
        <span className="product-card-body">
          <span className="product-card-name">{product.base_name}</span>
          {/* Some cards have the same Japanese and Chinese name (kanji): show it once. */}
          {product.card.name_zh && product.card.name_zh !== product.base_name ? (
            <span className="product-card-zh">{product.card.name_zh}</span>
          ) : null}
          <span className="product-card-meta">
            <span className="card-number">{product.card_number}</span>
            <span className="rarity">{product.rarity}</span>
          </span>
          <ProductTags condition={product.condition} language={product.language} />
          <span className="product-card-bottom">
            <span className="price">{formatTwd(product.price_twd)}</span>
            <span className={soldOut ? 'stock stock-out' : 'stock'}>
              {soldOut ? t.products.soldOut : t.products.stockLeft(product.internal_stock)}
            </span>
          </span>
        </span>
      </Link>
      {soldOut ? null : <CardAddButton product={product} />}
    </li>
  )
}
