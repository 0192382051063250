/**
 * Order creation (docs/product-rules.md#stock-reservation): prices from the database, stock
 * reserved for every line or none, and one order per Idempotency-Key however often it is sent
 * (docs/product-rules.md#one-time-keys; the key's table and lookups are db/idempotency.ts).
 *
 * The whole order is ONE statement (data-modifying CTEs, atomic on its own): the claim of the
 * key, the store check, the product rows locked in id order, the reservation and the order rows.
 * Every write is guarded by one condition (`ok`: key claimed, store picked, every product found
 * with enough stock), so a refused order writes nothing. One round trip instead of seven: under
 * load each round trip is Node and PostgreSQL CPU, and time the buyers of a hot card wait for
 * its row lock. Why an order was refused is read afterwards (the rare path).
 */
import { sql, type SQL } from 'drizzle-orm'
import { ORDER_MESSAGES as M } from '../contract/orders.ts'
import type { Database } from '../db/database.ts'
import { earlierAnswer, requestHash } from '../db/idempotency.ts'
import { queryRows } from '../db/query.ts'
import { pgErrorCode, withRetry } from '../db/retry.ts'
import { IDEMPOTENCY_MESSAGES } from '../contract/idempotency.ts'
import { ApiError, invalidInput } from '../http/api-error.ts'
import { shippingFeeSql } from '../rules/rules.service.ts'
import { newOrderNumber } from './order-number.ts'
import { mergeLines, type CreateOrderInput } from './order-input.ts'

type ProductRow = { product_code: string; name: string; price_twd: number; quantity: number }

type OrderStatementRow = {
  claimed: boolean
  fee: number
  store: { name: string | null; address: string | null } | null
  products: ProductRow[] | null
  order: { order_number: string; created_at: string } | null
}

export type CreatedOrder = {
  orderNumber: string
  /** False when an earlier request with the same key already made this order. */
  created: boolean
  lines: Array<{ name: string; productCode: string; quantity: number; unitPrice: number }>
  itemsTotal: number
  shippingFee: number
  totalAmount: number
  storeName: string
  storeAddress: string
  createdAt: Date
}

export async function createOrder(
  db: Database,
  userId: number,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
): Promise<CreatedOrder | { orderNumber: string; created: false }> {
  const lines = mergeLines(input.items)
  // Only a key's claim keeps it (orders without a key ask for nothing to compare).
  const hash = idempotencyKey ? orderRequestHash(input, lines) : null
  let row: OrderStatementRow | undefined
  try {
    // A deadlock (the catalogue-count triggers of two orders) or serialization failure aborts the
    // statement as a whole, claim included, so running it again is safe.
    ;[row] = await withRetry(() =>
      queryRows<OrderStatementRow>(db, orderStatement(userId, input, lines, idempotencyKey, hash)),
    )
  } catch (error) {
    // A refused order with a key: its claim named an order that was not written (see below).
    if (pgErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error
  }
  if (row && !row.claimed) {
    // Another request with this key made the order (the claim waited for it to commit).
    const earlier = await earlierAnswer<{ order_number?: string }>(db, userId, idempotencyKey!)
    const orderNumber = earlier?.answer?.order_number
    // A key another kind of form used (db/idempotency.ts) names no order: refused in its words.
    if (earlier && !orderNumber) throw new ApiError(422, { detail: IDEMPOTENCY_MESSAGES.formAlreadyUsed })
    if (!orderNumber) throw invalidInput({ non_field_errors: [M.orderNotSettled] })
    // The key names one order: sent again with another order (an old checkout page kept in the
    // browser's history and changed), it is refused instead of answering the first one.
    if (earlier?.request_hash && earlier.request_hash !== hash) throw new ApiError(422, { detail: M.formAlreadyUsed(orderNumber) })
    return { orderNumber, created: false as const }
  }
  if (!row?.order) throw await whyRefused(db, userId, input.store_id, lines)

  const fee = row.fee
  const products = new Map(row.products!.map((p) => [p.product_code, p]))
  const itemsTotal = lines.reduce(
    (sum, l) => sum + products.get(l.product_code)!.price_twd * l.quantity,
    0,
  )
  return {
    orderNumber: row.order.order_number,
    created: true as const,
    lines: lines.map((l) => {
      const p = products.get(l.product_code)!
      return {
        name: p.name,
        productCode: l.product_code,
        quantity: l.quantity,
        unitPrice: p.price_twd,
      }
    }),
    itemsTotal,
    shippingFee: fee,
    totalAmount: itemsTotal + fee,
    storeName: row.store?.name ?? '',
    storeAddress: row.store?.address ?? '',
    createdAt: new Date(row.order.created_at),
  }
}

const FOREIGN_KEY_VIOLATION = '23503'

/**
 * The order statement. The key's claim names the order's id, taken from the sequence up front,
 * and that foreign key is checked at the end of the statement: a refused order (no order row)
 * makes the statement fail, so neither a claim nor anything else of it is ever committed. A
 * second request with the same key waits in the claim's insert until the first commits, then
 * finds the key taken.
 *
 * Row locks on the products are taken in one order (by id: the locking CTE sorts before it
 * locks), so two orders sharing products never deadlock on them. `FOR UPDATE` waits for a
 * concurrent buyer and then reads the row as that buyer committed it, so the stock checked in
 * `ok` is the stock the reservation updates.
 */
function orderStatement(
  userId: number,
  input: CreateOrderInput,
  lines: Array<{ product_code: string; quantity: number }>,
  idempotencyKey: string | undefined,
  hash: string | null,
): SQL {
  const orderNumber = newOrderNumber()
  // The claim keeps the answer a repeat gets (db/idempotency.ts): the order's number.
  const claim = idempotencyKey
    ? sql`insert into idempotency_keys (user_id, key, order_id, request_hash, answer)
          select ${userId}, ${idempotencyKey}, id, ${hash}, jsonb_build_object('order_number', ${orderNumber}::text)
          from new_order
          on conflict (user_id, key) do nothing
          returning 1`
    : sql`select 1`
  return sql`
    with new_order as (select nextval('orders_id_seq')::int as id),
    fee as (select ${shippingFeeSql} as fee),
    claim as (${claim}),
    store as (
      select cvs_store_name as name, cvs_address as address from store_selections
      where user_id = ${userId} and cvs_store_id = ${input.store_id}
      order by selected_at desc limit 1),
    lines as (
      select * from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as l(product_code text, quantity int)),
    locked as (
      select p.id, p.product_code, p.internal_stock, p.price_twd, p.card_number, p.rarity, p.condition,
             p.language, p.card_id
      from products p
      where p.product_code in (select product_code from lines) and p.is_active
      order by p.id
      for update of p),
    prods as (
      select lk.*, l.quantity, c.base_name as name,
             (select i.image_url from product_images i where i.product_id = lk.id
               order by i.is_default desc, i.position, i.id limit 1) as image_url
      from locked lk join lines l using (product_code) join cards c on c.id = lk.card_id),
    ok as (
      select exists (select from claim) and exists (select from store)
             and (select count(*) from prods) = (select count(*) from lines)
             and not exists (select from prods where internal_stock < quantity) as ok),
    reserved as (
      update products p set internal_stock = p.internal_stock - pr.quantity, updated_at = now()
      from prods pr, ok
      where ok.ok and p.id = pr.id
      returning p.id),
    o as (
      insert into orders (id, order_number, user_id, status, recipient_name, recipient_phone, recipient_email,
                          store_id, store_name, store_address, items_total, shipping_fee, total_amount)
      select n.id, ${orderNumber}, ${userId}, '待確認', ${input.recipient_name}, ${input.recipient_phone},
             ${input.recipient_email}, ${input.store_id}, s.name, s.address, t.total, f.fee, t.total + f.fee
      from new_order n, fee f, ok, store s, (select coalesce(sum(price_twd * quantity), 0)::int as total from prods) t
      where ok.ok
      returning id, order_number, created_at),
    i as (
      insert into order_items (order_id, product_id, quantity, snapshot_product_code, snapshot_name,
                               snapshot_card_number, snapshot_rarity, snapshot_condition, snapshot_language,
                               snapshot_unit_price_twd, snapshot_image_url)
      select o.id, pr.id, pr.quantity, pr.product_code, pr.name, pr.card_number, pr.rarity, pr.condition,
             pr.language, pr.price_twd, coalesce(pr.image_url, '')
      from o, prods pr
      order by pr.id),
    h as (
      insert into order_status_history (order_id, status, changed_by_id)
      select o.id, '待確認', ${userId} from o)
    select exists (select from claim) as claimed, (select fee from fee) as fee,
           (select row_to_json(s) from store s) as store,
           (select json_agg(json_build_object('product_code', product_code, 'name', name,
                    'price_twd', price_twd, 'quantity', quantity))
              from prods) as products,
           (select row_to_json(o) from (select order_number, created_at from o) o) as "order"`
}

/** Why the order statement wrote nothing, as the field errors the checkout form shows. */
async function whyRefused(
  db: Database,
  userId: number,
  storeId: string,
  lines: Array<{ product_code: string; quantity: number }>,
) {
  const [store] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select from store_selections
                       where user_id = ${userId} and cvs_store_id = ${storeId}) as found`,
  )
  if (!store?.found) return invalidInput({ store_id: [M.storeNotPicked] })
  const rows = await queryRows<{ product_code: string; name: string; internal_stock: number }>(
    db,
    sql`select p.product_code, c.base_name as name, p.internal_stock
        from products p join cards c on c.id = p.card_id
        where p.product_code = any(${sql.param(lines.map((l) => l.product_code))}::text[])
          and p.is_active`,
  )
  const products = new Map(rows.map((r) => [r.product_code, r]))
  const missing = lines.filter((l) => !products.has(l.product_code))
  if (missing.length)
    return invalidInput({ items: missing.map((l) => M.productUnavailable(l.product_code)) })
  const short = lines
    .map((l) => ({ ...products.get(l.product_code)!, quantity: l.quantity }))
    .filter((p) => p.internal_stock < p.quantity)
  // Nothing wrong any more (stock came back in between): ask for one more try.
  if (!short.length) return invalidInput({ non_field_errors: [M.orderNotSettled] })
  return invalidInput({ items: short.map((p) => M.outOfStock(p.name, p.internal_stock)) })
}

/** What an order asks for, as one hash: recipient, store and lines (merged, in code order). */
function orderRequestHash(input: CreateOrderInput, lines: Array<{ product_code: string; quantity: number }>) {
  const sorted = [...lines].sort((a, b) => (a.product_code < b.product_code ? -1 : a.product_code > b.product_code ? 1 : 0))
  const asked = [input.recipient_name, input.recipient_phone, input.recipient_email, input.store_id, sorted]
  return requestHash(asked)
}
