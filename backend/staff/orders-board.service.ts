/**
 * The staff orders board: orders newest first, filtered by status group, searched by order
 * number, recipient or account name, phone or e-mail, with counts per status and the number of
 * customer messages staff have not read yet.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  ORDER_FLOW,
  CANCELLED,
  ORDER_STATUS_GROUPS,
  STATUS_GROUP_STATUSES,
  type OrderStatusGroup,
} from '../contract/order-status.ts'
import { STAFF_ORDERS_PAGE_SIZE } from '../contract/staff-orders.ts'
import { halfWidth } from '../contract/half-width.ts'
import { normaliseTwMobile } from '../contract/tw-mobile.ts'
import type { Database } from '../db/database.ts'
import { queryRows } from '../db/query.ts'

export type BoardQuery = { group: OrderStatusGroup | 'all'; q: string; page: number }

type Row = {
  order_number: string
  created_at: Date
  status: string
  total_amount: number
  recipient_name: string
  recipient_phone: string
  recipient_email: string
  unread_messages: number
}

/** `%text%` for ILIKE with the pattern characters in the text taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The search as a condition on orders `o` joined with their customer `u`. */
function searchCondition(q: string): SQL {
  if (!q) return sql`true`
  const text = contains(q)
  const parts = [
    sql`o.order_number ilike ${text}`,
    sql`o.recipient_name ilike ${text}`,
    sql`o.recipient_email ilike ${text}`,
    sql`u.email ilike ${text}`,
    sql`(u.last_name || u.first_name) ilike ${text}`,
  ]
  // Phones are stored as 09XXXXXXXX; a whole number typed any way a shopper would
  // ('+886 912-345-678', full-width) finds it, and so does part of one ('345-678').
  const digits = normaliseTwMobile(q) ?? halfWidth(q).replace(/[\s().+-]/g, '')
  if (/^\d{3,}$/.test(digits)) {
    parts.push(
      sql`o.recipient_phone like ${contains(digits)}`,
      sql`u.phone_number like ${contains(digits)}`,
    )
  }
  return sql`(${sql.join(parts, sql` or `)})`
}

export async function orderBoard(db: Database, { group, q, page }: BoardQuery) {
  const search = searchCondition(q)
  const statuses = group === 'all' ? null : [...STATUS_GROUP_STATUSES[group]]
  const inGroup = statuses ? sql`o.status = any(${sql.param(statuses)}::text[])` : sql`true`
  const [counted, rows] = await Promise.all([
    queryRows<{ status: string; n: number }>(
      db,
      sql`select o.status, count(*)::int as n
          from orders o join users u on u.id = o.user_id
          where ${search}
          group by o.status`,
    ),
    queryRows<Row>(
      db,
      sql`select o.order_number, o.created_at, o.status, o.total_amount,
                 o.recipient_name, o.recipient_phone, o.recipient_email,
                 (select count(*)::int from order_messages m
                   where m.order_id = o.id and m.sender_type = 'customer'
                     and m.created_at > coalesce(o.staff_read_at, '-infinity'::timestamptz)) as unread_messages
          from orders o join users u on u.id = o.user_id
          where ${search} and ${inGroup}
          order by o.created_at desc, o.id desc
          limit ${STAFF_ORDERS_PAGE_SIZE} offset ${(page - 1) * STAFF_ORDERS_PAGE_SIZE}`,
    ),
  ])
  const statusCounts: Record<string, number> = Object.fromEntries(
    [...ORDER_FLOW, CANCELLED].map((s) => [s, 0]),
  )
  for (const { status, n } of counted) statusCounts[status] = n
  const groupCounts: Record<string, number> = { all: 0 }
  for (const g of ORDER_STATUS_GROUPS) {
    groupCounts[g] = STATUS_GROUP_STATUSES[g].reduce((sum, s) => sum + (statusCounts[s] ?? 0), 0)
    groupCounts.all! += groupCounts[g]
  }
  return {
    results: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    count: groupCounts[group] ?? 0,
    status_counts: statusCounts,
    group_counts: groupCounts,
  }
}
