import type { Product } from '#backend/contract/catalogue.ts'

/**
 * The product page's description: its names (the Chinese one in brackets only when it differs
 * from the Japanese, so 無限泡影 is not repeated), number, rarity, condition, price, story.
 */
export function productDescription(product: Product) {
  const zh = product.card.name_zh
  const name = zh && zh !== product.base_name ? `${product.base_name}（${zh}）` : product.base_name
  return `${name} ${product.card_number} ${product.rarity}・卡況 ${product.condition}・NT$${product.price_twd}。${product.card.description}`.slice(0, 160)
}

/** schema.org Product with its offer (price in TWD, availability), for search engines. */
export function productJsonLd(product: Product, origin: string, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.base_name,
    alternateName: [product.card.name_zh, product.card.name_en].filter(Boolean),
    sku: product.product_code,
    mpn: product.card_number,
    category: product.card.category,
    description: product.card.description || undefined,
    image: product.product_images.map((i) => new URL(i.image_url, origin).toString()),
    itemCondition: product.condition === 'S' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'TWD',
      price: product.price_twd,
      availability: product.internal_stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  }
}
