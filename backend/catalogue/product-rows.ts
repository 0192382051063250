/**
 * How products are read from the database and shaped into the product JSON (docs/architecture.md#the-shop-api). Every catalogue
 * query (list, detail, featured, batch, search) selects the same columns through `selectProducts`
 * and maps rows with `toProductJson`, so the JSON is the same wherever a product appears.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Product } from '../contract/catalogue.ts'
import type { Database } from '../db/database.ts'
import { queryRows } from '../db/query.ts'
import type { CatalogueFilters } from './filters.ts'

export type ProductRow = {
  id: number
  product_code: string
  card_number: string
  rarity: string
  condition: string
  language: string
  price_jpy: number
  price_twd: number
  internal_stock: number
  base_name: string
  name_zh: string | null
  name_en: string | null
  category: string
  description: string
  images: Array<{ id: number; image_url: string; is_default: boolean }>
}

const productColumns = sql`
    p.id, p.product_code, p.card_number, p.rarity, p.condition, p.language,
           p.price_jpy, p.price_twd, p.internal_stock,
           c.base_name, c.name_zh, c.name_en, p.category, c.description,
           coalesce((
             select json_agg(json_build_object('id', i.id, 'image_url', i.image_url, 'is_default', i.is_default)
                             order by i.is_default desc, i.position, i.id)
             from product_images i where i.product_id = p.id
           ), '[]'::json) as images`

/** `select ... from products p join cards c` with the given tail (where / order by / limit). */
export function selectProducts(tail: SQL): SQL {
  return sql`select ${productColumns} from products p join cards c on c.id = p.card_id ${tail}`
}

/**
 * One page of products in one query: the page's ids are chosen first (LIMIT/OFFSET over ids
 * only), then only those rows are built, so a deep OFFSET never builds rows it throws away.
 */
export function selectProductPage(where: SQL, order: SQL, limit: number, offset: number): SQL {
  return sql`
    select ${productColumns}
    from (select p.id from products p ${where} order by ${order} limit ${limit} offset ${offset}) page
    join products p on p.id = page.id
    join cards c on c.id = p.card_id
    order by ${order}`
}

/**
 * The products with these ids, in the order given (missing or delisted ones left out). Pages
 * select ids first and rows second, so OFFSET never builds full rows it then throws away.
 */
export async function productsByIds(db: Database, ids: number[]): Promise<Product[]> {
  if (!ids.length) return []
  const rows = await queryRows<ProductRow>(db, selectProducts(sql`where p.id = any(${sql.param(ids)}::int[]) and p.is_active`))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toProductJson(row)] : []
  })
}

export function toProductJson(row: ProductRow): Product {
  const main = row.images.find((i) => i.is_default) ?? row.images[0]
  return {
    id: row.id,
    product_code: row.product_code,
    base_name: row.base_name,
    card_number: row.card_number,
    rarity: row.rarity,
    condition: row.condition,
    language: row.language,
    price_jpy: row.price_jpy,
    price_twd: row.price_twd,
    internal_stock: row.internal_stock,
    image_url: main?.image_url ?? null,
    default_image: main ? { image_url: main.image_url } : null,
    product_images: row.images,
    card: {
      base_name: row.base_name,
      name_zh: row.name_zh,
      name_en: row.name_en,
      category: row.category,
      description: row.description,
    },
  }
}

/** The filter part of a WHERE clause (listed products only), shared by list, search and facets. */
export function filterConditions(filters: CatalogueFilters): SQL[] {
  const conditions: SQL[] = [sql`p.is_active`]
  if (filters.category.length) conditions.push(sql`p.category = any(${sql.param(filters.category)}::text[])`)
  if (filters.rarity.length) conditions.push(sql`p.rarity = any(${sql.param(filters.rarity)}::text[])`)
  if (filters.condition.length) conditions.push(sql`p.condition = any(${sql.param(filters.condition)}::text[])`)
  if (filters.stock_status === 'in_stock') conditions.push(sql`p.internal_stock > 0`)
  return conditions
}

export const whereAll = (conditions: SQL[]) => sql`where ${sql.join(conditions, sql` and `)}`

/**
 * ORDER BY for an ordering; each matches an index in schema.ts. Every ordering puts sold-out
 * products after the buyable ones (they still count and stay reachable on the last pages).
 */
export function orderBy(ordering: CatalogueFilters['ordering']): SQL {
  switch (ordering) {
    case '-price_jpy':
      return sql`${inStockFirst}, p.price_jpy desc, p.id desc`
    case 'price_jpy':
      return sql`${inStockFirst}, p.price_jpy asc, p.id asc`
    default:
      // The default and newest-first ('-id') are one order: what can be bought first, newest first.
      return sql`${inStockFirst}, p.id desc`
  }
}

/** The leading key of every ordering: buyable products before sold-out ones. */
export const inStockFirst = sql`(p.internal_stock > 0) desc`
