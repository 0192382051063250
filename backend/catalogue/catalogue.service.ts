/** Reading the catalogue: the product list, one product, featured products and batches. */
import { sql } from 'drizzle-orm'
import type { Product, ProductPage } from '../contract/catalogue.ts'
import { FEATURED_COUNT, PAGE_SIZE } from '../contract/catalogue-values.ts'
import type { Database } from '../db/database.ts'
import { queryRows } from '../db/query.ts'
import { notFound } from '../http/api-error.ts'
import type { CatalogueFilters } from './filters.ts'
import {
  filterConditions,
  orderBy,
  selectProductPage,
  selectProducts,
  toProductJson,
  whereAll,
  type ProductRow,
} from './product-rows.ts'

export async function listProducts(
  db: Database,
  filters: CatalogueFilters,
  page: number,
): Promise<ProductPage> {
  const offset = (page - 1) * PAGE_SIZE
  const pageQuery = selectProductPage(whereAll(filterConditions(filters)), orderBy(filters.ordering), PAGE_SIZE, offset)
  // The page and its counts on two connections at once: measured faster than one statement
  // doing both (npm run bench), since PostgreSQL then works on both in parallel.
  const [rows, counts] = await Promise.all([
    queryRows<ProductRow>(db, pageQuery),
    queryRows<{ total: number; total_in_stock: number }>(db, countBuckets(filters)).then(([row]) => row),
  ])
  const count = counts?.total ?? 0
  if (page > 1 && offset >= count) throw notFound('無效的頁碼：超過最後一頁。')
  return { results: rows.map(toProductJson), count, in_stock_count: counts?.total_in_stock ?? 0 }
}

/** The list's counts from the trigger-kept buckets (catalogue_counts), not a scan of products. */
function countBuckets(filters: CatalogueFilters) {
  const conditions = [sql`true`]
  if (filters.category.length) conditions.push(sql`category = any(${sql.param(filters.category)}::text[])`)
  if (filters.rarity.length) conditions.push(sql`rarity = any(${sql.param(filters.rarity)}::text[])`)
  if (filters.condition.length) conditions.push(sql`condition = any(${sql.param(filters.condition)}::text[])`)
  if (filters.stock_status === 'in_stock') conditions.push(sql`in_stock`)
  return sql`
    select coalesce(sum(n), 0)::int as total, coalesce(sum(n) filter (where in_stock), 0)::int as total_in_stock
    from catalogue_counts where ${sql.join(conditions, sql` and `)}`
}

export async function getProduct(db: Database, productCode: string): Promise<Product> {
  const [row] = await queryRows<ProductRow>(
    db,
    selectProducts(sql`where p.product_code = ${productCode} and p.is_active limit 1`),
  )
  if (!row) throw notFound('找不到這件商品，可能已下架。')
  return toProductJson(row)
}

/** This week's featured products: buyable ones first, then by the staff's ranking. */
export async function featuredProducts(db: Database): Promise<Product[]> {
  const rows = await queryRows<ProductRow>(
    db,
    selectProducts(sql`
      where p.is_active and p.featured_rank is not null
      order by (p.internal_stock > 0) desc, p.featured_rank, p.id
      limit ${FEATURED_COUNT}`),
  )
  return rows.map(toProductJson)
}

/** The listed products among `codes`, in the order asked; unknown or delisted codes are left out. */
export async function productsByCodes(db: Database, codes: string[]): Promise<Product[]> {
  if (!codes.length) return []
  const rows = await queryRows<ProductRow>(
    db,
    selectProducts(sql`where p.product_code = any(${sql.param(codes)}::text[]) and p.is_active`),
  )
  const byCode = new Map(rows.map((r) => [r.product_code, r]))
  return codes.flatMap((code) => {
    const row = byCode.get(code)
    return row ? [toProductJson(row)] : []
  })
}
