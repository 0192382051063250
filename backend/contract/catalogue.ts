/**
 * JSON shapes of the catalogue half of the shop API (docs/architecture.md#the-shop-api). The backend types
 * its answers with these; the storefront's client validates every answer against them.
 * Schemas accept what another backend may send (e.g. featured as an array or {results}), and
 * normalise it to one shape.
 */
import { z } from 'zod'

export const productImageSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  is_default: z.boolean().default(false),
})

export const cardSchema = z.object({
  base_name: z.string(),
  name_zh: z.string().nullable().default(null),
  name_en: z.string().nullable().default(null),
  category: z.string(),
  description: z.string().default(''),
})

export const productSchema = z.object({
  id: z.number().int(),
  product_code: z.string(),
  base_name: z.string(),
  card_number: z.string(),
  rarity: z.string(),
  condition: z.string(),
  language: z.string(),
  price_jpy: z.number().int(),
  price_twd: z.number().int(),
  internal_stock: z.number().int(),
  image_url: z.string().nullable(),
  default_image: z.object({ image_url: z.string() }).nullable(),
  product_images: z.array(productImageSchema).default([]),
  card: cardSchema,
})
export type Product = z.infer<typeof productSchema>

export const productPageSchema = z.object({
  results: z.array(productSchema),
  count: z.number().int(),
  in_stock_count: z.number().int(),
})
export type ProductPage = z.infer<typeof productPageSchema>

/** Featured: an array, or {results} (docs/architecture.md#the-shop-api). */
export const featuredSchema = z.union([
  z.array(productSchema),
  z.object({ results: z.array(productSchema) }).transform((v) => v.results),
])

/** Batch: an array, or {products}, or {data} (docs/architecture.md#the-shop-api). */
export const batchSchema = z.union([
  z.array(productSchema),
  z.object({ products: z.array(productSchema) }).transform((v) => v.products),
  z.object({ data: z.array(productSchema) }).transform((v) => v.data),
])

export const optionListSchema = z.array(z.string())

/** GET /options/: the three lists of /options/categories/, /rarities/ and /conditions/ in one answer. */
export const filterOptionsSchema = z.object({
  category: optionListSchema,
  rarity: optionListSchema,
  condition: optionListSchema,
})
export type FilterOptions = z.infer<typeof filterOptionsSchema>

export const searchResultSchema = z.object({
  hits: z.array(productSchema),
  estimatedTotalHits: z.number().int(),
})
export type SearchResult = z.infer<typeof searchResultSchema>

const countMap = z.record(z.string(), z.number().int())
export const facetsSchema = z.object({
  category: countMap.default({}),
  rarity: countMap.default({}),
  condition: countMap.default({}),
})
export type Facets = z.infer<typeof facetsSchema>

export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  publish_date: z.string(),
  summary: z.string().default(''),
  image_url: z.string().nullable().default(null),
  content: z.string().default(''),
  author: z.string().default(''),
})
export type NewsItem = z.infer<typeof newsItemSchema>

export const newsLatestSchema = z.union([
  z.object({ results: z.array(newsItemSchema) }).transform((v) => v.results),
  z.array(newsItemSchema),
])
export const newsPageSchema = z.object({
  results: z.array(newsItemSchema),
  count: z.number().int(),
})
export type NewsPage = z.infer<typeof newsPageSchema>

export const shippingFeeSchema = z.object({ value: z.coerce.number() })

/** Error bodies: {detail}, or DRF-style field errors {field: [messages]} with non_field_errors. */
export const errorBodySchema = z
  .object({ detail: z.string().optional() })
  .catchall(z.unknown())
