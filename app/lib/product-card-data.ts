import type { Product } from '#backend/contract/catalogue.ts'
import { derivedFrom } from '#backend/contract/frozen.ts'

/**
 * What a product card shows and posts (product-card.tsx, card-add-button.tsx), and no more: a
 * list page sends its loader data along for hydration, and a full product (card text, every
 * picture) cost the list page's serialisation and the phone's download for nothing (issue 13).
 */
export type ProductCardData = Pick<
  Product,
  'product_code' | 'base_name' | 'card_number' | 'rarity' | 'condition' | 'language' | 'price_twd' | 'internal_stock' | 'image_url'
> & { card: Pick<Product['card'], 'name_zh'> }

/** A shared (frozen) product's card data is made once, and shared too (contract/frozen.ts). */
export const toCardData = (product: Product): ProductCardData => derivedFrom(product, 'card', () => cardDataOf(product))

function cardDataOf(product: Product): ProductCardData {
  return {
    product_code: product.product_code,
    base_name: product.base_name,
    card_number: product.card_number,
    rarity: product.rarity,
    condition: product.condition,
    language: product.language,
    price_twd: product.price_twd,
    internal_stock: product.internal_stock,
    image_url: product.image_url,
    card: { name_zh: product.card.name_zh },
  }
}
