import { Link } from '#app/components/link.tsx'
import type { ProductCardData } from '#app/lib/product-card-data.ts'
import { formatTwd } from '#app/lib/format.ts'
import { t } from '#app/lib/messages.ts'
import { PICTURE_SIZES } from '#app/lib/picture-sizes.ts'
import { derivedFrom } from '#backend/contract/frozen.ts'
import { escapeHtml as h } from '#backend/contract/html-escape.ts'
import { CardAddButton, cardAddButtonMarkup } from './card-add-button.tsx'
import { type PictureProps, pictureMarkup } from './card-picture.tsx'
import { productTagsMarkup } from './product-tags.tsx'

type Priority = NonNullable<PictureProps['priority']>
type Layout = 'grid' | 'carousel'

const priorityAt = (place: number | undefined): Priority => (place === undefined || place > 3 ? 'lazy' : place ? 'eager' : 'high')

export type ProductCardProps = {
  product: ProductCardData
  href: string
  /**
   * The card's place in a list's grid, from 0: the first four load at once, the first of all
   * first (the page's LCP candidate). Without one (the home carousel) a card loads lazily.
   */
  place?: number
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
 * A list's cards as HTML on the server (productCardMarkup), as elements in the browser: React
 * rendering them element by element (twenty cards of about twenty elements) was a third of a list
 * page's server time. Their picture and text became text first, then the link and the add button
 * (another seventh of a shopper's /products/1). The browser renders the same HTML as elements,
 * React Router's link and the add button's fetcher, and so hydrates the text and updates it as
 * before (product-card.test.tsx holds the two equal, issue 13).
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

/**
 * ProductCard's HTML, as the server sends it (the same escaping aside: numeric references, not
 * names). A shared card (contract/frozen.ts) keeps its HTML for each place it is shown in: making
 * twenty cards' text again for every page view, and collecting it after, was about a tenth of a
 * list page's server time (issue 13).
 */
export function productCardMarkup({ product, href, place, layout = 'grid' }: ProductCardProps) {
  return derivedFrom(product, `${layout} ${place} ${href}`, () => cardMarkup({ product, href, place, layout }))
}

function cardMarkup({ product, href, place, layout = 'grid' }: ProductCardProps) {
  const soldOut = product.internal_stock <= 0
  return (
    `<li class="${soldOut ? 'product-card is-sold-out' : 'product-card'}">` +
    `<a class="product-card-link" id="${h(cardAnchorId(product.product_code))}" data-testid="product-card" href="${h(href)}" data-discover="true">` +
    `<span class="product-card-image">${cardImageMarkup(product, layout, priorityAt(place), soldOut)}</span>` +
    `<span class="product-card-body">${cardBodyMarkup(product, soldOut)}</span></a>${soldOut ? '' : cardAddButtonMarkup(product)}</li>`
  )
}

export function ProductCard({ product, href, place, layout = 'grid' }: ProductCardProps) {
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
        <span className="product-card-image" dangerouslySetInnerHTML={{ __html: cardImageMarkup(product, layout, priorityAt(place), soldOut) }} />
        <span className="product-card-body" dangerouslySetInnerHTML={{ __html: cardBodyMarkup(product, soldOut) }} />
      </Link>
      {soldOut ? null : <CardAddButton product={product} />}
    </li>
  )
}
