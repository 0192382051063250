/**
 * The staff products calls' inputs and answers: list and search, edit (pictures too), add with
 * images, CSV import. Field rules live here once; the API parses with them and the storefront's
 * forms reuse the same limits.
 */
import { z } from 'zod'
import { EXPECTED_INVALID, shownFields } from './stale-edit.ts'
import { aliasList, aliasText } from './card-aliases.ts'
import { digitsOnlyMessage, plainNumber } from './plain-number.ts'
import { CATEGORIES, CONDITIONS, LANGUAGES, PRODUCT_CODE_PATTERN, RARITIES } from './catalogue-values.ts'

export const STAFF_PAGE_SIZE = 20
export const MAX_PRICE = 10_000_000
export const MAX_STOCK = 100_000
export const MAX_FEATURED_RANK = 999
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const MAX_IMAGES = 4
export const MAX_CSV_BYTES = 1024 * 1024
export const MAX_CSV_ROWS = 2000
/**
 * The largest body of an upload call (a new product with its pictures, an edit with new ones, or a
 * CSV import): every picture at its cap plus room for the text fields. Both the API and the
 * storefront refuse more. An edit sends at most MAX_IMAGES files too: each file is a picture of
 * the product's new list.
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGES * MAX_IMAGE_BYTES + 256 * 1024

/** `SET-RRnnn` (docs/integrations.md#ocg-card-numbers): set code, region letters, number; stored upper-case. */
export const CARD_NUMBER_PATTERN = /^[A-Z0-9]{2,6}-[A-Z]{2}[A-Z0-9]{2,4}$/

export const LISTING_FILTERS = ['all', 'listed', 'delisted'] as const
export type ListingFilter = (typeof LISTING_FILTERS)[number]

// An empty form field is a missing number, not 0; '1e3' is refused, not 1000 (plain-number.ts).
// The range comes before .int(): zod's .int() also refuses a whole number past 2^53, which
// would read 'must be a whole number' for 99999999999999999 instead of 'at most …'.
const wholeNumber = (label: string, max: number) =>
  plainNumber(
    digitsOnlyMessage(label),
    z
      .number({ error: `${label}必須是 0 以上的整數。` })
      .min(0, `${label}必須是 0 以上的整數。`)
      .max(max, `${label}不可大於 ${max.toLocaleString('en-US')}。`)
      .int(`${label}必須是 0 以上的整數。`),
  )

export const priceTwd = wholeNumber('台幣售價', MAX_PRICE)
export const priceJpy = wholeNumber('日幣價格', MAX_PRICE)
export const internalStock = wholeNumber('庫存', MAX_STOCK)
/** A featured position 1..999; null takes the product off "this week's featured". */
export const featuredRank = plainNumber(
  digitsOnlyMessage('精選順序'),
  z
    .number({ error: '精選順序必須是 1 以上的整數。' })
    .min(1, '精選順序必須是 1 以上的整數。')
    .max(MAX_FEATURED_RANK, `精選順序不可大於 ${MAX_FEATURED_RANK}。`)
    .int('精選順序必須是 1 以上的整數。')
    .nullable(),
)

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `請輸入${label}。` })
    .trim()
    .max(max, `${label}最多 ${max} 個字。`)

const required = (label: string, max: number) => trimmed(label, max).min(1, `請輸入${label}。`)
const optionalText = (label: string, max: number) =>
  trimmed(label, max)
    .optional()
    .transform((v) => v || null)

/** A value outside the list names itself and what is allowed: a CSV cell is typed by hand. */
const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, {
    error: ({ input }) =>
      input === undefined || input === '' ? `請選擇${label}。` : `${label} ${String(input).slice(0, 40)} 不存在，可用：${values.join(', ')}。`,
  })

/** The card and product fields of a new product (multipart fields, or one CSV row). */
export const productCreateFields = z.object({
  product_code: z
    .string()
    .trim()
    .optional()
    .transform((v) => v?.toUpperCase() || undefined)
    .refine((v) => v === undefined || PRODUCT_CODE_PATTERN.test(v), '商品編號只能有英文字母、數字與 -，最多 64 個字。'),
  card_number: z
    .string({ error: '請輸入卡號。' })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => CARD_NUMBER_PATTERN.test(v), '卡號格式應為「QCCU-JP001」。'),
  rarity: oneOf(RARITIES, '稀有度'),
  condition: oneOf(CONDITIONS, '卡況'),
  language: oneOf(LANGUAGES, '語言版本'),
  category: oneOf(CATEGORIES, '卡片種類'),
  base_name: required('日文卡名', 200),
  name_zh: optionalText('中文卡名', 200),
  name_en: optionalText('英文卡名', 200),
  aliases: aliasText.optional().transform((v) => v ?? []),
  description: trimmed('卡片說明', 4000).optional().default(''),
  price_jpy: priceJpy,
  price_twd: priceTwd,
  internal_stock: internalStock,
})
export type ProductCreateFields = z.infer<typeof productCreateFields>

const IMAGE_REF = '每張圖片必須是商品現有圖片的編號，或以 {"upload": n} 指這次上傳的第 n 個檔案（從 0 起算）。'
/**
 * One picture of a product's new list: one it has (its id in `images` of the staff product) or
 * the n-th `upload` file part of the same call, counted from 0.
 */
export const imageRef = z.union(
  [
    z.number({ error: IMAGE_REF }).int(IMAGE_REF).positive(IMAGE_REF),
    z.strictObject({ upload: z.number({ error: IMAGE_REF }).int(IMAGE_REF).min(0, IMAGE_REF) }, { error: IMAGE_REF }),
  ],
  { error: IMAGE_REF },
)
export type ImageRef = z.infer<typeof imageRef>

const card = productCreateFields.shape

/** The fields of a product staff edit in place (PATCH), as the staff product answer names them. */
export const EDITABLE_FIELDS = [
  'price_twd', 'price_jpy', 'internal_stock', 'featured_rank', 'is_active',
  'aliases', 'base_name', 'name_zh', 'name_en', 'description',
] as const
export type EditableField = (typeof EDITABLE_FIELDS)[number]

/**
 * PATCH /staff/products/{code}: only the fields sent change. The names, description and
 * `aliases` belong to the card, so they change for every product of that card; card number,
 * rarity, condition and language are the product code's and never change. `images` is the
 * product's whole new list of pictures, first the main one: a picture left out is removed.
 */
export const productEditInput = z
  .object({
    price_twd: priceTwd.optional(),
    price_jpy: priceJpy.optional(),
    internal_stock: internalStock.optional(),
    featured_rank: featuredRank.optional(),
    is_active: z.boolean({ error: '上架狀態必須是 true 或 false。' }).optional(),
    aliases: aliasList.optional(),
    // A new product's rules; '' (or null, as the staff product shows it) clears a Chinese or
    // English name, '' the description.
    base_name: card.base_name.optional(),
    name_zh: card.name_zh.nullable().optional(),
    name_en: card.name_en.nullable().optional(),
    // Without its default: a description left out stays as it is.
    description: card.description.removeDefault(),
    images: z
      .array(imageRef, { error: IMAGE_REF })
      .max(MAX_IMAGES, `圖片最多 ${MAX_IMAGES} 張。`)
      .optional(),
    // The fields as the editing page showed them: a field sent unchanged is left as it is now
    // (a sale may have moved the stock meanwhile), one changed both there and meanwhile is a 409.
    // `images`: the ids of the pictures it showed, main first, for an edit that sends `images`.
    expected: z.partialRecord(z.enum([...EDITABLE_FIELDS, 'images']), z.json(), { error: EXPECTED_INVALID }).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, '沒有要修改的欄位。')
export type ProductEditInput = z.infer<typeof productEditInput>

/** One product as the staff pages see it, listed or not. */
export const staffProductSchema = z.object({
  id: z.number().int(),
  product_code: z.string(),
  card_number: z.string(),
  rarity: z.string(),
  condition: z.string(),
  language: z.string(),
  category: z.string(),
  base_name: z.string(),
  name_zh: z.string().nullable(),
  name_en: z.string().nullable(),
  aliases: z.array(z.string()),
  description: z.string(),
  price_jpy: z.number().int(),
  price_twd: z.number().int(),
  internal_stock: z.number().int(),
  is_active: z.boolean(),
  featured_rank: z.number().int().nullable(),
  /** The first picture (the one the catalogue shows), as `images[0]`. */
  image_url: z.string().nullable(),
  /** Every picture, the main one first. */
  images: z.array(z.object({ id: z.number().int(), image_url: z.string() })),
  /** How many products share this card, and so its names, description and aliases (this one included). */
  card_product_count: z.number().int(),
  updated_at: z.string(),
})
export type StaffProduct = z.infer<typeof staffProductSchema>

/** A product's editable fields: what the editor shows, sends back as `expected`, and the audit logs. */
export const editableFields = (p: StaffProduct) => shownFields(p, EDITABLE_FIELDS)

export const staffProductPageSchema = z.object({
  results: z.array(staffProductSchema),
  count: z.number().int(),
  page: z.number().int(),
  page_count: z.number().int(),
})
export type StaffProductPage = z.infer<typeof staffProductPageSchema>

/** The CSV's columns, in the order the template lists them (README of the import page). */
export const CSV_COLUMNS = [
  'product_code',
  'card_number',
  'rarity',
  'condition',
  'language',
  'category',
  'base_name',
  'name_zh',
  'name_en',
  'aliases',
  'description',
  'price_jpy',
  'price_twd',
  'internal_stock',
  'is_active',
  'featured_rank',
] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]

const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null()])
export type CellValue = z.infer<typeof cellValue>
const fieldChange = z.object({ from: cellValue, to: cellValue })

/**
 * What a dry run saw of each existing product its file names, by product code: the value now of
 * every field the product's row sets (the editor's field names; aliases joined, as the report and
 * the file show them). The real import takes it back as `expected`
 * (docs/product-rules.md#csv-import).
 */
export const importExpected = z.record(
  z.string().regex(PRODUCT_CODE_PATTERN),
  z.partialRecord(z.enum(EDITABLE_FIELDS), cellValue),
)
export type ImportExpected = z.infer<typeof importExpected>
export const IMPORT_EXPECTED_INVALID = '「expected」必須是預覽（dry_run）回覆的 expected，原樣送回（JSON）；請重新預覽後再匯入。'

/**
 * What an import did (or, in a dry run, would do) to each row; row 1 is the header. An update
 * row's `changes` are its fields' before and after; a create row's are the new product's key
 * fields (names, prices, stock, and listing or featured rank when the row sets them), from null.
 * `expected` is what the import saw of the existing products (importExpected).
 */
export const importReportSchema = z.object({
  dry_run: z.boolean(),
  applied: z.boolean(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      product_code: z.string(),
      action: z.enum(['create', 'update', 'unchanged']),
      changes: z.record(z.string(), fieldChange),
    }),
  ),
  errors: z.array(z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() })),
  summary: z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int() }),
  expected: importExpected,
})
export type ImportReport = z.infer<typeof importReportSchema>
