/**
 * The whole database: one schema for every entity of the shop (docs/architecture.md#database) and what the server keeps
 * behind them. Rules that must never break (stock never negative, codes unique, references valid)
 * are constraints here, so no code path can break them.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { CANCELLED, ORDER_FLOW } from '../contract/order-status.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

// ---------------------------------------------------------------------------------------------
// People

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    role: text('role', { enum: ['customer', 'staff'] })
      .notNull()
      .default('customer'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    // E-mail and username are unique regardless of case: 'A@x.tw' and 'a@x.tw' are one person.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} in ('customer', 'staff')`),
  ],
)

/** Opaque refresh tokens (hash only), rotated on each use; reuse of a rotated one revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: integer('replaced_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
)

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
})

/** Phone OTP codes for registration; only a hash is kept, attempts are counted. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose').notNull().default('register'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_phone_idx').on(t.phoneNumber, t.createdAt),
    check('otp_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
)

/**
 * Rate-limit counters shared by every instance (login, OTP send/verify, reset), in the layout
 * `rate-limiter-flexible`'s PostgreSQL store reads and writes (backend/auth/rate-limits.ts):
 * key = limiter prefix + subject, points used, expire = epoch milliseconds.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
)

// ---------------------------------------------------------------------------------------------
// Catalogue

/** A card as printed on paper, independent of the copy on sale. */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    baseName: text('base_name').notNull(),
    nameZh: text('name_zh'),
    nameEn: text('name_en'),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    /**
     * Names players search by besides the official ones (issue 12): Chinese common names,
     * Japanese nicknames, Simplified forms, e.g. 黑魔導士 / ブラマジ / 黑魔导士. Staff edit them.
     */
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The card's names and aliases in search normal form (search/normalize.ts), one per space:
     * what search suggestions match, written with the names by catalogue/product-keys.ts.
     */
    nameKeys: text('name_keys').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('cards_base_name_idx').on(t.baseName),
    // Suggestions match cards, not products: a tenth of the rows. fastupdate off as for products.
    index('cards_name_keys_trgm_idx').using('gin', sql`${t.nameKeys} gin_trgm_ops`).with({ fastupdate: false }),
  ],
)

/** One sellable copy: a printing (card number, rarity) in one condition and one language. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    productCode: text('product_code').notNull().unique(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'restrict' }),
    cardNumber: text('card_number').notNull(),
    /** The card's category, copied here so the list filters without a join. */
    category: text('category').notNull(),
    rarity: text('rarity').notNull(),
    condition: text('condition').notNull(),
    language: text('language').notNull(),
    priceJpy: integer('price_jpy').notNull(),
    priceTwd: integer('price_twd').notNull(),
    internalStock: integer('internal_stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Position in "this week's featured"; null = not featured. */
    featuredRank: integer('featured_rank'),
    /**
     * Search keys, written by the catalogue code from the card's names and the card number
     * (backend/search/normalize.ts): lower-case, NFKC, katakana, no separators.
     */
    searchText: text('search_text').notNull().default(''),
    numberKey: text('number_key').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_stock_check', sql`${t.internalStock} >= 0`),
    check('products_price_jpy_check', sql`${t.priceJpy} >= 0`),
    check('products_price_twd_check', sql`${t.priceTwd} >= 0`),
    check('products_condition_check', sql`${t.condition} in ('S', 'A', 'A-', 'B', 'C', 'D')`),
    check('products_language_check', sql`${t.language} in ('JP', 'AsiaJP', 'AsiaEN')`),
    check('products_code_check', sql`${t.productCode} ~ '^[A-Z0-9][A-Z0-9-]{0,63}$'`),
    index('products_card_idx').on(t.cardId),
    // A new product joins the card its card number already has (catalogue/card-of-number.ts).
    index('products_card_number_idx').on(t.cardNumber),
    // The list's four orderings, each readable straight from an index over listed products; every
    // ordering puts sold-out products last, so each index leads with (internal_stock > 0).
    // Rebuilt with INCLUDE (internal_stock) by migrations 0003 and 0004, so deep pages are
    // index-only scans. Newest-first is the default order read backwards from its first key.
    index('products_default_order_idx')
      .on(sql`(${t.internalStock} > 0)`, t.id)
      .where(sql`${t.isActive}`),
    // Price high to low: this index read backwards (in stock first, then price and id descending).
    index('products_price_order_idx')
      .on(sql`(${t.internalStock} > 0)`, t.priceJpy, t.id)
      .where(sql`${t.isActive}`),
    // Price low to high needs in-stock first but price ascending: a second index, its first key descending.
    index('products_price_asc_order_idx')
      .on(sql`(${t.internalStock} > 0) desc`, t.priceJpy, t.id)
      .where(sql`${t.isActive}`),
    // For narrow filters the planner combines these instead of walking a whole ordering index.
    index('products_category_idx').on(t.category).where(sql`${t.isActive}`),
    index('products_rarity_idx').on(t.rarity).where(sql`${t.isActive}`),
    index('products_condition_idx').on(t.condition).where(sql`${t.isActive}`),
    index('products_featured_idx').on(t.featuredRank).where(sql`${t.featuredRank} is not null`),
    index('products_number_key_idx').on(t.numberKey),
    // fastupdate off: a pending list of unindexed rows would make every search scan it.
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
  ],
)

/**
 * How many listed products each (category, rarity, condition, in stock) bucket holds, kept exact
 * by statement triggers on products (migration 0002), so the list's count and in-stock count
 * are a sum over a few hundred rows instead of a scan of the whole catalogue.
 */
export const catalogueCounts = pgTable(
  'catalogue_counts',
  {
    category: text('category').notNull(),
    rarity: text('rarity').notNull(),
    condition: text('condition').notNull(),
    inStock: boolean('in_stock').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.category, t.rarity, t.condition, t.inStock] })],
)

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    uniqueIndex('product_images_one_default').on(t.productId).where(sql`${t.isDefault}`),
  ],
)

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Stored already sanitised (backend/news/sanitize.ts); rendered as HTML. */
    content: text('content').notNull().default(''),
    imageUrl: text('image_url'),
    author: text('author').notNull().default(''),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('news_publish_idx').on(t.publishDate, t.id).where(sql`${t.isPublished}`)],
)

/** Shop rules staff can change without a deploy, e.g. `shipping_fee` = 288. */
export const rules = pgTable('rules', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
})

// ---------------------------------------------------------------------------------------------
// Carts

export const sharedCarts = pgTable('shared_carts', {
  id: serial('id').primaryKey(),
  shareId: text('share_id').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
})

export const sharedCartItems = pgTable(
  'shared_cart_items',
  {
    id: serial('id').primaryKey(),
    sharedCartId: integer('shared_cart_id')
      .notNull()
      .references(() => sharedCarts.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    priceTwd: integer('price_twd').notNull(),
  },
  (t) => [
    index('shared_cart_items_cart_idx').on(t.sharedCartId),
    check('shared_cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Orders

/** Every status an order can have (docs/product-rules.md#order-statuses): the flow, and cancelled. */
export const ORDER_STATUSES = [...ORDER_FLOW, CANCELLED] as const
const statusList = sql.raw(ORDER_STATUSES.map((s) => `'${s}'`).join(', '))

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('待確認'),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    storeId: text('store_id').notNull(),
    storeName: text('store_name').notNull(),
    storeAddress: text('store_address').notNull().default(''),
    itemsTotal: integer('items_total').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    totalAmount: integer('total_amount').notNull(),
    trackingNumber: text('tracking_number'),
    /** When staff recorded the deposit as paid (orders above the COD cap, docs/product-rules.md#deposit). */
    depositReceivedAt: timestamp('deposit_received_at', { withTimezone: true }),
    /** The last time staff read this order's Q&A: customer messages after it are unread. */
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    check('orders_status_check', sql`${t.status} in (${statusList})`),
    check('orders_amounts_check', sql`${t.itemsTotal} >= 0 and ${t.shippingFee} >= 0 and ${t.totalAmount} >= 0`),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    snapshotProductCode: text('snapshot_product_code').notNull(),
    snapshotName: text('snapshot_name').notNull(),
    snapshotCardNumber: text('snapshot_card_number').notNull(),
    snapshotRarity: text('snapshot_rarity').notNull(),
    snapshotCondition: text('snapshot_condition').notNull(),
    snapshotLanguage: text('snapshot_language').notNull(),
    snapshotUnitPriceTwd: integer('snapshot_unit_price_twd').notNull(),
    snapshotImageUrl: text('snapshot_image_url').notNull().default(''),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_price_check', sql`${t.snapshotUnitPriceTwd} >= 0`),
  ],
)

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    check('order_status_history_status_check', sql`${t.status} in (${statusList})`),
  ],
)

export const orderMessages = pgTable(
  'order_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderType: text('sender_type', { enum: ['customer', 'staff'] }).notNull(),
    messageContent: text('message_content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_messages_order_idx').on(t.orderId, t.createdAt),
    check('order_messages_sender_check', sql`${t.senderType} in ('customer', 'staff')`),
    check('order_messages_content_check', sql`length(${t.messageContent}) between 1 and 2000`),
  ],
)

/**
 * A form's one-time key (docs/product-rules.md#one-time-keys): a double-submitted checkout, news
 * article, order message or new product answers with what the first made instead of a second one.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** An order's key names it (orders/create-order.service.ts checks this at the statement's end). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** What was asked (db/idempotency.ts): the same key with another request is refused. */
    requestHash: text('request_hash'),
    /** What the first request answered; a repeat answers it again. */
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)

/**
 * ECPay's store-map reply arrives as a cross-site POST without cookies; it is tied to the shopper
 * through the unguessable MerchantTradeNo issued with the map parameters.
 */
export const storeSelections = pgTable(
  'store_selections',
  {
    merchantTradeNo: text('merchant_trade_no').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cvsStoreId: text('cvs_store_id'),
    cvsStoreName: text('cvs_store_name'),
    cvsAddress: text('cvs_address'),
    cvsTelephone: text('cvs_telephone'),
    cvsOutside: boolean('cvs_outside'),
    createdAt: createdAt(),
    selectedAt: timestamp('selected_at', { withTimezone: true }),
  },
  // Checkout looks up the shopper's own pick of the store it ships to (orders.service.ts).
  (t) => [index('store_selections_user_store_idx').on(t.userId, t.cvsStoreId)],
)

// ---------------------------------------------------------------------------------------------
// Staff

/** Every staff action (who, what, when, before/after), appended in the action's own transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, e.g. 'order.status', 'product.update', 'news.delete'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
)

// ---------------------------------------------------------------------------------------------
// Restock alerts (issue 12)

/**
 * A customer asking to be told when a sold-out product is back. One row per customer and
 * product: asking again after a notice re-arms the same row. `notified_at` null = waiting; set
 * (in the same transaction as the stock change that brought the product back) = the mail went
 * out and the alert has ended; the row stays so the customer's list can show it.
 */
export const restockAlerts = pgTable(
  'restock_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('restock_alerts_user_product_key').on(t.userId, t.productId),
    // A restock reads only the waiting alerts of the products it changed.
    index('restock_alerts_waiting_idx').on(t.productId).where(sql`${t.notifiedAt} is null`),
  ],
)
