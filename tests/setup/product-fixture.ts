/** A listed product for unit tests of cart logic: code, stock and price are what matter. */
import type { Product } from '#backend/contract/catalogue.ts'

export const product = (
  code: string,
  stock: number,
  price = 100,
  extra: Partial<Product> = {},
): Product => ({
  id: 1,
  product_code: code,
  base_name: `卡 ${code}`,
  card_number: 'FLOD-JP077',
  rarity: 'SE',
  condition: 'A',
  language: 'JP',
  price_jpy: 500,
  price_twd: price,
  internal_stock: stock,
  image_url: `/img/${code}.jpg`,
  default_image: null,
  product_images: [],
  card: {
    base_name: `卡 ${code}`,
    name_zh: null,
    name_en: null,
    category: 'モンスター',
    description: '',
  },
  ...extra,
})
