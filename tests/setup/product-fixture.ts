/** Products for unit tests. */
import type { ProductCardData } from '#app/lib/product-card-data.ts'
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

/** What a product card shows, for tests of the card (product-card.test.tsx, product-card-markup.test.tsx). */
export const cardData = (overrides: Partial<ProductCardData> = {}): ProductCardData => ({
  product_code: 'QCCU-JP001-UR-S',
  base_name: '青眼の白龍',
  card_number: 'QCCU-JP001',
  rarity: 'UR',
  condition: 'A-',
  language: 'AsiaJP',
  price_twd: 1260,
  internal_stock: 3,
  image_url: '/api/v1/media/cards/QCCU-JP001-UR-S/front.svg',
  card: { name_zh: '青眼白龍' },
  ...overrides,
})
