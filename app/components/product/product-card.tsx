import { Link } from '#app/components/link.tsx'
import type { ProductCardData } from '#app/lib/product-card-data.ts'
import { formatTwd } from '#app/lib/format.ts'
import { t } from '#app/lib/messages.ts'
import { PICTURE_SIZES } from '#app/lib/picture-sizes.ts'
import { escapeHtml as h } from '#backend/contract/html-escape.ts'
import { CardAddButton } from './card-add-button.tsx'
import { type PictureProps, pictureMarkup } from './card-picture.tsx'
import { productTagsMarkup } from './product-tags.tsx'

type Priority = NonNullable<PictureProps['priority']>
type Layout = 'grid' | 'carousel'

type Props = {
  product: ProductCardData
  href: string
  /** Above the fold: load at once (the first one is the page's LCP candidate). */
  priority?: Priority
  /** Where the card sits: a list's grid or the home page's carousel (their cards differ in width). */
  layout?: Layout
}

/**
 * The id of a product's card on a list: where closing its modal and adding it without JS come
 * back to (`#product-CODE`).
 */
export const cardAnchorId = (productCode: string) => `product-${productCode}`

/** Card image size: the real 59:86 card ratio, so the grid never jumps while images load. */
export const CARD_IMAGE = { width: 236, height: 344 }

/**
 * A card's picture and text, as HTML: React rendering them element by element (twenty cards of
 * about twenty elements) was a third of a list page's server time; as text they cost a tenth of
 * that, and React hydrates and updates them as they are (issue 13). The link and the add button
 * stay elements: they are what a shopper interacts with.
 */
function cardImageMarkup(product: ProductCardData, layout: Layout, priority: Priority, soldOut: boolean) {
  const picture = product.image_url
    ? `<picture>${pictureMarkup({ url: product.image_url, sizes: PICTURE_SIZES[layout], alt: '', ...CARD_IMAGE, priority })}</picture>`
    : ''
  return soldOut ? `${picture}<span class="sold-out-badge">${h(t.products.soldOut)}</span>` : picture
}

function cardBodyMarkup(product: ProductCardData, soldOut: boolean) {
  // Some cards have the same Japanese and Chinese name (kanji): show it once.
  const zh = product.card.name_zh && product.card.name_zh !== product.base_name ? product.card.name_zh : null
  return (
    `<span class="product-card-name">${h(product.base_name)}</span>` +
    (zh ? `<span class="product-card-zh">${h(zh)}</span>` : '') +
    `<span class="product-card-meta"><span class="card-number">${h(product.card_number)}</span>` +
    `<span class="rarity">${h(product.rarity)}</span></span>` +
    `<span class="tags">${productTagsMarkup({ condition: product.condition, language: product.language })}</span>` +
    `<span class="product-card-bottom"><span class="price">${h(formatTwd(product.price_twd))}</span>` +
    `<span class="${soldOut ? 'stock stock-out' : 'stock'}">` +
    `${h(soldOut ? t.products.soldOut : t.products.stockLeft(product.internal_stock))}</span></span>`
  )
}

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
        <span className="product-card-image" dangerouslySetInnerHTML={{ __html: cardImageMarkup(product, layout, priority, soldOut) }} />
        <span className="product-card-body" dangerouslySetInnerHTML={{ __html: cardBodyMarkup(product, soldOut) }} />
      </Link>
      {soldOut ? null : <CardAddButton product={product} />}
    </li>
  )
}
