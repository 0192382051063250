/**
 * CSV import: creates or updates products by product_code, all rows in one transaction. Every
 * row is checked first and every problem reported with its row number (row 1 is the header, as a
 * spreadsheet numbers them); one bad row and nothing is written. A dry run answers the same
 * report (created / updated with each field's before and after / unchanged) and writes nothing.
 *
 * Columns (CSV_COLUMNS, header names in any order, any case): product_code (blank = made from
 * card_number, rarity, condition and language as for a new product), card fields base_name,
 * name_zh, name_en, description, category; product fields card_number, rarity, condition,
 * language, price_jpy, price_twd, internal_stock, is_active (1/0, true/false, 上架/下架) and
 * featured_rank (0 = not featured). For an existing product a blank cell leaves the value as it
 * is, and card_number, rarity, condition, language and category must match (they are what the
 * product is; a different printing is a different product).
 *
 * Each problem is told where it is (docs/product-rules.md#csv-import): a file separated by
 * semicolons or tabs is refused as a whole before its rows are read; a card field that cannot
 * make a product code says what is wrong with it, in its own column; a code that matches no
 * product, on a row without what a new product needs, says so once and suggests the existing
 * codes it is closest to.
 *
 * Between the dry run and the real import a shopper may buy or another staff member edit a
 * product; the file still holds what the preview read. The dry run answers, as `expected`, the
 * value it saw of every field each existing product's row sets; sent back with the file, a cell
 * equal to it is left as the product is now, and a cell changing a field that also changed
 * meanwhile refuses the whole import, as the editors do (backend/lib/unless-untouched.ts).
 */
import { parse } from 'csv-parse/sync'
import { eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { updateCardNames } from '../catalogue/card-names.ts'
import { cardsOfNumbers, cardWordsOf, joinCard, type CardWords } from '../catalogue/card-of-number.ts'
import { ALIAS_JOINER, aliasText, splitAliases } from '../contract/card-aliases.ts'
import { normalizeProductCode } from '../contract/catalogue-values.ts'
import { emptyRecord, ownValue } from '../contract/own-key.ts'
import { CHANGED_BY } from '../contract/stale-edit.ts'
import {
  CARD_NUMBER_PATTERN,
  CSV_COLUMNS,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  featuredRank,
  internalStock,
  priceJpy,
  priceTwd,
  productCreateFields,
  type CellValue,
  type CsvColumn,
  type ImportExpected,
  type ImportReport,
  type ProductCreateFields,
} from '../contract/staff-products.ts'
import type { Database, Transaction } from '../db/database.ts'
import { cards, products } from '../db/schema.ts'
import { ApiError, badRequest } from '../http/api-error.ts'
import { editDistance } from '../lib/edit-distance.ts'
import { splitUntouched } from '../lib/unless-untouched.ts'
import { fireRestockAlerts } from '../restock/restock-alerts.service.ts'
import { recordAudit } from './audit.ts'
import { defaultProductCode, insertProduct, shownProductValue, staffTransaction } from './products.service.ts'

type Cells = Partial<Record<CsvColumn, string>>
/** One data row; `tooLong` = more cells than the header names (an unquoted comma, usually). */
type ParsedRow = { row: number; cells: Cells; tooLong: boolean }
type RowError = ImportReport['errors'][number]
type ReportRow = ImportReport['rows'][number]

/** The CSV text from the uploaded bytes: UTF-8 (a BOM is dropped by the parser), at most MAX_CSV_BYTES. */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes.byteLength > MAX_CSV_BYTES) throw new ApiError(413, { detail: `CSV 檔案最大 ${MAX_CSV_BYTES / 1024} KB。` })
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw badRequest('CSV 檔案必須是 UTF-8 編碼（Excel 請選「CSV UTF-8」另存）。')
  }
  // PostgreSQL text cannot store NUL: refused here, not as a failed query.
  if (text.includes('\0')) throw badRequest('CSV 檔案含有無效的字元（NUL），請刪除後再上傳。')
  return text
}

/** European Excel saves "CSV" with semicolons, and some tools save tabs: the whole header is then one unknown column. */
const OTHER_SEPARATORS = [
  [';', '以分號（;）分隔'],
  ['\t', '以 Tab 鍵分隔'],
] as const

/** Header and rows; a file the parser cannot read at all, or a wrong header, is a 400. */
export function parseCsv(text: string): ParsedRow[] {
  // Excel's 'sep=,' first line names the separator and is not shown as a row: the header is row 1.
  const sep = /^\uFEFF?sep=(.)[ \t]*(\r\n|\n|\r)/i.exec(text)
  if (sep && sep[1] !== ',') throw badRequest(`看起來是以「${sep[1]}」分隔的檔案；請存成以逗號分隔的 CSV（Excel：CSV UTF-8）。`)
  if (sep) text = text.slice(sep[0].length)
  const headerLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0]!
  if (!headerLine.includes(',')) {
    const other = OTHER_SEPARATORS.find(([separator]) => headerLine.includes(separator))
    if (other) throw badRequest(`看起來是${other[1]}的檔案；請存成以逗號分隔的 CSV（Excel：CSV UTF-8）。`)
  }
  let records: string[][]
  try {
    // Empty lines are kept (and skipped below) so that row numbers match the spreadsheet's. Every
    // line ending ends a row: the parser would otherwise take the header's for the whole file, and
    // rows added in an editor to an Excel file (LF after CRLF) became one row 'with too many cells'.
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: true, record_delimiter: ['\r\n', '\n', '\r'] })
  } catch (error) {
    const line = (error as { lines?: number }).lines
    throw badRequest(`CSV 格式錯誤${line ? `（第 ${line} 行附近，可能是引號沒有成對）` : ''}，請檢查檔案。`)
  }
  const [header, ...body] = records
  if (!header || header.every((h) => !h)) throw badRequest('CSV 檔案是空的，第一列必須是欄位名稱。')
  // Trailing commas (a spreadsheet that once had more columns) are blank headers: not columns.
  while (header.length > 1 && !header.at(-1)) header.pop()
  const columns = header.map((h) => h.toLowerCase())
  const unknown = columns.filter((c) => !(CSV_COLUMNS as readonly string[]).includes(c))
  if (unknown.length) throw badRequest(`不認得的欄位：${unknown.map((c) => c || '（空白）').join('、')}。可用的欄位：${CSV_COLUMNS.join(', ')}。`)
  const repeated = columns.filter((c, i) => columns.indexOf(c) !== i)
  if (repeated.length) throw badRequest(`欄位重複：${[...new Set(repeated)].join('、')}。`)
  const canName = columns.includes('product_code') || ['card_number', 'rarity', 'condition', 'language'].every((c) => columns.includes(c))
  if (!canName) throw badRequest('CSV 必須有 product_code 欄位（或 card_number、rarity、condition、language 四個欄位）。')

  const rows: ParsedRow[] = []
  body.forEach((record, i) => {
    if (record.every((cell) => !cell)) return
    const cells: Cells = {}
    columns.forEach((c, j) => {
      // Trimmed inside quotes too: a quoted blank cell is a blank cell, left as the product is.
      cells[c as CsvColumn] = (record[j] ?? '').trim()
    })
    rows.push({ row: i + 2, cells, tooLong: record.slice(columns.length).some(Boolean) })
  })
  if (!rows.length) throw badRequest('CSV 沒有任何資料列。')
  if (rows.length > MAX_CSV_ROWS) throw badRequest(`一次最多匯入 ${MAX_CSV_ROWS} 列。`)
  return rows
}

const BOOLEAN_WORDS: Record<string, boolean> = { '1': true, true: true, yes: true, 上架: true, '0': false, false: false, no: false, 下架: false }

/** Writes the value of one column into `out` when the cell is filled and valid; else reports it. */
function readCell<S extends z.ZodType>(cells: Cells, column: CsvColumn, schema: S, errors: Problem[], out: Record<string, unknown>) {
  const value = cells[column]
  if (!value) return
  const parsed = schema.safeParse(value)
  if (parsed.success) out[column] = parsed.data
  else errors.push([column, parsed.error.issues[0]?.message ?? '格式不正確。'])
}

/** The editable values an existing product gets from a row (blank cells left out). */
function updateValues(cells: Cells, errors: Problem[]) {
  const out: Record<string, unknown> = {}
  readCell(cells, 'price_jpy', priceJpy, errors, out)
  readCell(cells, 'price_twd', priceTwd, errors, out)
  readCell(cells, 'internal_stock', internalStock, errors, out)
  if (cells.featured_rank === '0') out.featured_rank = null
  else readCell(cells, 'featured_rank', featuredRank, errors, out)
  if (cells.is_active) {
    const flag = ownValue(BOOLEAN_WORDS, cells.is_active.toLowerCase())
    if (flag === undefined) errors.push(['is_active', 'is_active 請填 1（上架）或 0（下架）。'])
    else out.is_active = flag
  }
  for (const column of ['base_name', 'name_zh', 'name_en', 'description'] as const) {
    const shape = productCreateFields.shape[column]
    readCell(cells, column, shape, errors, out)
  }
  // Compared and reported as one joined cell, like the file shows them.
  readCell(cells, 'aliases', aliasText.transform((list) => list.join(ALIAS_JOINER)), errors, out)
  return out
}

type Existing = {
  id: number
  cardId: number
  product_code: string
  card_number: string
  rarity: string
  condition: string
  language: string
  category: string
  price_jpy: number
  price_twd: number
  internal_stock: number
  is_active: boolean
  featured_rank: number | null
  base_name: string
  name_zh: string | null
  name_en: string | null
  /** Joined with ALIAS_JOINER, as the CSV cell holds them. */
  aliases: string
  description: string
}

const IDENTITY = ['card_number', 'rarity', 'condition', 'language', 'category'] as const
const CARD_FIELDS = ['base_name', 'name_zh', 'name_en', 'aliases', 'description'] as const

type Changes = Record<string, { from: CellValue; to: CellValue }>
/** An existing product's fields the row sets, as they are now: what the preview saw. */
type Seen = ImportExpected[string]

type Planned =
  | { kind: 'create'; row: number; code: string; fields: ProductCreateFields; extra: Record<string, unknown> }
  | { kind: 'update'; row: number; code: string; existing: Existing; changes: Changes; seen: Seen }
  | { kind: 'unchanged'; row: number; code: string; seen: Seen }

async function loadExisting(tx: Transaction, codes: string[], lock: boolean) {
  if (!codes.length) return new Map<string, Existing>()
  const query = tx
    .select({
      id: products.id,
      cardId: products.cardId,
      product_code: products.productCode,
      card_number: products.cardNumber,
      rarity: products.rarity,
      condition: products.condition,
      language: products.language,
      category: products.category,
      price_jpy: products.priceJpy,
      price_twd: products.priceTwd,
      internal_stock: products.internalStock,
      is_active: products.isActive,
      featured_rank: products.featuredRank,
      base_name: cards.baseName,
      name_zh: cards.nameZh,
      name_en: cards.nameEn,
      aliases: cards.aliases,
      description: cards.description,
    })
    .from(products)
    .innerJoin(cards, eq(cards.id, products.cardId))
    .where(inArray(products.productCode, codes))
  // The cards too: a card's names can change meanwhile through another of its printings.
  const rows = lock ? await query.for('update', { of: [products, cards] }) : await query
  return new Map(rows.map((r) => [r.product_code, { ...r, aliases: r.aliases.join(ALIAS_JOINER) }]))
}

type Problem = [column: string, message: string]

/** The fields a product code is made of when a row has none. */
const CODE_COLUMNS = ['card_number', 'rarity', 'condition', 'language'] as const
const codeFields = productCreateFields.pick({ card_number: true, rarity: true, condition: true, language: true })
/** The columns a new product cannot do without: those productCreateFields refuses blank. */
const NEW_PRODUCT_COLUMNS = CSV_COLUMNS.filter((c) => {
  const shape = productCreateFields.shape[c as keyof typeof productCreateFields.shape]
  return c !== 'product_code' && shape && !shape.safeParse(undefined).success
})

/** The product code a row names: its own or the one its card fields make (`derived`); else what is wrong, column by column. */
function codeOf(cells: Cells): { code: string; derived: boolean } | { problems: Problem[] } {
  if (cells.product_code) {
    const code = normalizeProductCode(cells.product_code)
    return code ? { code, derived: false } : { problems: [['product_code', '商品編號只能有英文字母、數字與 -。']] }
  }
  const parsed = codeFields.safeParse(cells)
  if (parsed.success) return { code: defaultProductCode(parsed.data), derived: true }
  // A filled field says its own problem where it is; blank ones are named once, with the way out.
  const missing: string[] = CODE_COLUMNS.filter((c) => !cells[c])
  const problems: Problem[] = parsed.error.issues
    .map((issue): Problem => [String(issue.path[0]), issue.message])
    .filter(([column]) => !missing.includes(column))
  if (missing.length) {
    problems.unshift(['product_code', `沒有商品編號：請填寫 product_code，或補上 ${missing.join('、')}（由 ${CODE_COLUMNS.join('、')} 產生商品編號）。`])
  }
  return { problems }
}

const codeOrNull = (cells: Cells) => {
  const named = codeOf(cells)
  return 'code' in named ? named.code : null
}

/** A code's set (the card number's letters before the hyphen); codes are made card number first. */
const setOf = (code: string) => code.split('-', 1)[0]!.toUpperCase()

/** The card number a code starts with, when it starts with one. */
function cardNumberOf(code: string): string | null {
  const start = code.split('-').slice(0, 2).join('-').toUpperCase()
  return CARD_NUMBER_PATTERN.test(start) ? start : null
}

type Nearby = { code: string; cardNumber: string }
/** The existing codes a code matching no product may have meant, by set. */
type Suggest = (code: string, cells: Cells) => string[]

const MAX_SUGGESTIONS = 3

/**
 * Every product of the sets the unknown codes (and their rows' card numbers) name, in one query:
 * a mistyped code is compared only with the codes of its own set, so it stays cheap for a file of
 * 2000 rows.
 */
async function nearbyCodes(tx: Transaction, sets: Set<string>): Promise<Suggest> {
  const bySet = new Map<string, Nearby[]>()
  if (sets.size) {
    const rows = await tx
      .select({ code: products.productCode, cardNumber: products.cardNumber })
      .from(products)
      .where(inArray(sql`split_part(${products.cardNumber}, '-', 1)`, [...sets]))
      .orderBy(products.productCode)
    for (const r of rows) {
      const list = bySet.get(setOf(r.cardNumber)) ?? []
      list.push(r)
      bySet.set(setOf(r.cardNumber), list)
    }
  }
  return (code, cells) => {
    const cardNumber = cells.card_number?.toUpperCase() || cardNumberOf(code)
    const candidates = [...new Set([setOf(code), ...(cardNumber ? [setOf(cardNumber)] : [])])].flatMap((s) => bySet.get(s) ?? [])
    // The closest codes one or two letters off; else the products of the same card.
    const scored = candidates.map((c) => ({ code: c.code, distance: editDistance(code, c.code, 2) })).filter((c) => c.distance <= 2)
    const best = Math.min(...scored.map((c) => c.distance))
    const near = scored.filter((c) => c.distance === best).map((c) => c.code)
    const sameCard = candidates.filter((c) => c.cardNumber === cardNumber).map((c) => c.code)
    return (near.length ? near : sameCard).slice(0, MAX_SUGGESTIONS)
  }
}

/**
 * A row naming a product that does not exist yet: every field a new product needs. When some are
 * blank the row most likely meant an existing product (a mistyped code): that is said once, with
 * the codes it may have meant, instead of one 'missing' error per field.
 */
function planCreate(row: number, named: { code: string; derived: boolean }, cells: Cells, problems: Problem[], suggest: Suggest): Planned {
  const { code, derived } = named
  const missing: string[] = NEW_PRODUCT_COLUMNS.filter((c) => !cells[c])
  if (missing.length) {
    const guesses = suggest(code, cells)
    const from = derived ? '（由卡號、稀有度、卡況與語言產生）' : ''
    const hint = guesses.length ? `是不是 ${guesses.join('、')}？` : ''
    problems.push(['product_code', `找不到商品編號 ${code}${from}；若要新增商品，請填寫 ${missing.join('、')}。${hint}`])
  }
  const filled = Object.fromEntries(Object.entries(cells).filter(([, v]) => v !== ''))
  const parsed = productCreateFields.safeParse({ ...filled, product_code: code })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? '')
      if (!missing.includes(column)) problems.push([column, issue.message])
    }
  }
  const extra = updateValues({ featured_rank: cells.featured_rank, is_active: cells.is_active }, problems)
  // A failed parse always left problems, and a row with problems is never applied.
  return { kind: 'create', row, code, fields: parsed.data!, extra }
}

/**
 * A row naming an existing product: its filled cells, compared with what is stored. With what the
 * preview saw (`expected`), a cell equal to it is left as the product is now, and a cell changing
 * a field that changed meanwhile goes to `conflicts`.
 */
function planUpdate(
  row: number,
  code: string,
  cells: Cells,
  current: Existing,
  expected: Seen | undefined,
  problems: Problem[],
  conflicts: Problem[],
): Planned {
  for (const column of IDENTITY) {
    const value = cells[column]
    if (value && value.toUpperCase() !== current[column].toUpperCase()) {
      problems.push([column, `既有商品的 ${column} 是「${current[column]}」，匯入不能變更（不同版本請用新的商品編號）。`])
    }
  }
  const values = updateValues(cells, problems)
  const now = current as unknown as Record<string, CellValue>
  const seen: Seen = Object.fromEntries(Object.keys(values).map((field) => [field, now[field]]))
  const { fields, stale } = splitUntouched(values, expected, now, { by: CHANGED_BY.product, show: shownProductValue })
  for (const [field, [message]] of Object.entries(stale)) conflicts.push([field, message!])
  const changes: Changes = {}
  for (const [field, to] of Object.entries(fields)) {
    const from = now[field]!
    if (from !== to) changes[field] = { from, to: to as CellValue }
  }
  return Object.keys(changes).length ? { kind: 'update', row, code, existing: current, changes, seen } : { kind: 'unchanged', row, code, seen }
}

/**
 * A new product's card words against the card its card number has, in the shop or in an earlier
 * row of the file (catalogue/card-of-number.ts): what differs is the row's problem; a new card
 * number is remembered for the rows after it.
 */
function joinKnownCard(fields: ProductCreateFields, cardsByNumber: Map<string, CardWords>, problems: Problem[]) {
  const words = cardWordsOf(fields)
  const card = cardsByNumber.get(fields.card_number)
  if (!card) {
    cardsByNumber.set(fields.card_number, words)
    return
  }
  const joined = joinCard(fields.card_number, card, words)
  for (const [field, [message]] of Object.entries(joined.problems)) problems.push([field, message!])
  if (!Object.keys(joined.problems).length) cardsByNumber.set(fields.card_number, joined.words)
}

/**
 * What each row would do; every problem goes to `errors` with its row number, and a cell changing
 * what changed since the preview (`expected`) to `conflicts`.
 */
function plan(
  rows: ParsedRow[],
  existing: Map<string, Existing>,
  expected: ImportExpected | undefined,
  suggest: Suggest,
  cardsByNumber: Map<string, CardWords>,
  errors: RowError[],
  conflicts: RowError[],
): Planned[] {
  const seen = new Map<string, number>()
  const planned: Planned[] = []
  for (const { row, cells, tooLong } of rows) {
    if (tooLong) {
      errors.push({ row, column: null, message: '這一列的欄位比標題列多（內容有逗號時請用雙引號括起來）。' })
      continue
    }
    const named = codeOf(cells)
    if ('problems' in named) {
      for (const [column, message] of named.problems) errors.push({ row, column, message })
      continue
    }
    const { code } = named
    const first = seen.get(code)
    if (first) {
      errors.push({ row, column: 'product_code', message: `商品編號 ${code} 與第 ${first} 列重複。` })
      continue
    }
    seen.set(code, row)
    const problems: Problem[] = []
    const stale: Problem[] = []
    const current = existing.get(code)
    // A product the preview did not see (new then) is written as the file says, as without `expected`.
    const previewed = expected && ownValue(expected, code)
    const step = current ? planUpdate(row, code, cells, current, previewed, problems, stale) : planCreate(row, named, cells, problems, suggest)
    if (step.kind === 'create' && !problems.length) joinKnownCard(step.fields, cardsByNumber, problems)
    for (const [column, message] of problems) errors.push({ row, column: column || null, message })
    for (const [column, message] of stale) conflicts.push({ row, column, message })
    if (!problems.length && !stale.length) planned.push(step)
  }
  return planned
}

/** Writes the rows; answers the products whose stock or listing changed (they may be back in stock). */
async function applyPlan(tx: Transaction, planned: Planned[], actorId: number) {
  const stockOrListing: number[] = []
  for (const p of planned) {
    if (p.kind === 'create') {
      await insertProduct(tx, p.fields, [])
      const { extra } = p
      if (Object.keys(extra).length) {
        await tx
          .update(products)
          .set({ isActive: extra.is_active as boolean | undefined, featuredRank: extra.featured_rank as number | null | undefined })
          .where(eq(products.productCode, p.code))
      }
      await recordAudit(tx, { actorId, action: 'product.import', entityType: 'product', entityId: p.code, after: { ...p.fields, ...extra } })
    } else if (p.kind === 'update') {
      const to = (field: string) => (field in p.changes ? p.changes[field]!.to : undefined)
      await tx
        .update(products)
        .set({
          priceJpy: to('price_jpy') as number | undefined,
          priceTwd: to('price_twd') as number | undefined,
          internalStock: to('internal_stock') as number | undefined,
          isActive: to('is_active') as boolean | undefined,
          featuredRank: to('featured_rank') as number | null | undefined,
          updatedAt: new Date(),
        })
        .where(eq(products.id, p.existing.id))
      if (CARD_FIELDS.some((f) => f in p.changes)) await updateCard(tx, p.existing, p.changes)
      if ('internal_stock' in p.changes || 'is_active' in p.changes) stockOrListing.push(p.existing.id)
      const before = Object.fromEntries(Object.entries(p.changes).map(([f, c]) => [f, c.from]))
      const after = Object.fromEntries(Object.entries(p.changes).map(([f, c]) => [f, c.to]))
      await recordAudit(tx, { actorId, action: 'product.import', entityType: 'product', entityId: p.code, before, after })
    }
  }
  return stockOrListing
}

/** New card names or aliases change the search keys of every product of that card. */
async function updateCard(tx: Transaction, existing: Existing, changes: Changes) {
  const next = { ...existing, ...Object.fromEntries(Object.entries(changes).map(([f, c]) => [f, c.to])) } as Existing
  await updateCardNames(tx, existing.cardId, {
    baseName: next.base_name,
    nameZh: next.name_zh,
    nameEn: next.name_en,
    aliases: splitAliases(next.aliases),
    description: next.description,
  })
}

/** What staff check before a new product is made (its code is in the row's own column). */
const CREATE_SHOWN = ['base_name', 'name_zh', 'name_en', 'price_jpy', 'price_twd', 'internal_stock'] as const

/** A new product's key fields as changes from nothing, so the preview shows them as it shows an update's. */
function createdFields(p: Extract<Planned, { kind: 'create' }>): Changes {
  const shown: Record<string, unknown> = { ...Object.fromEntries(CREATE_SHOWN.map((f) => [f, p.fields[f]])), ...p.extra }
  return Object.fromEntries(
    Object.entries(shown)
      .filter(([, to]) => to !== null && to !== undefined && to !== '')
      .map(([field, to]) => [field, { from: null, to: to as CellValue }]),
  )
}

function reportOf(planned: Planned[], errors: RowError[], dryRun: boolean, applied: boolean): ImportReport {
  const rows: ReportRow[] = planned.map((p) => ({
    row: p.row,
    product_code: p.code,
    action: p.kind,
    changes: p.kind === 'update' ? p.changes : p.kind === 'create' ? createdFields(p) : {},
  }))
  const summary = { create: 0, update: 0, unchanged: 0 }
  const expected: ImportExpected = emptyRecord()
  for (const p of planned) {
    summary[p.kind] += 1
    if (p.kind !== 'create') expected[p.code] = p.seen
  }
  return { dry_run: dryRun, applied, rows, errors: errors.sort((a, b) => a.row - b.row), summary, expected }
}

/** A row error as one sentence, for answers that carry only text. */
export const rowErrorText = (e: RowError) => `第 ${e.row} 列${e.column ? `（${e.column}）` : ''}：${e.message}`

/**
 * Checks every row and, unless `dryRun`, writes them all in one transaction. With any bad row a
 * dry run answers the report with its errors; a real import answers 400 and writes nothing.
 * `expected` (the dry run's, sent back) is compared under the rows' locks: when the only problems
 * are cells changing what changed since the preview, the import answers 409 (the file is fine,
 * the products are not as previewed: preview again, as an editor's 409 says to look again).
 * Products the import makes buyable again end their waiting restock alerts in that same
 * transaction; `restocked` is what to mail after the commit.
 */
export async function importProducts(
  db: Database,
  csv: string,
  { dryRun, actorId, expected }: { dryRun: boolean; actorId: number; expected?: ImportExpected },
) {
  const rows = parseCsv(csv)
  return staffTransaction(db, async (tx) => {
    const codes = [...new Set(rows.map((r) => codeOrNull(r.cells)).filter((c): c is string => !!c))]
    const existing = await loadExisting(tx, codes, !dryRun)
    // The sets of codes that match no product, for suggestions: one query, whatever the rows.
    const sets = new Set<string>()
    for (const { cells } of rows) {
      const code = codeOrNull(cells)
      if (!code || existing.has(code)) continue
      sets.add(setOf(code))
      if (cells.card_number) sets.add(setOf(cells.card_number))
    }
    const suggest = await nearbyCodes(tx, sets)
    const errors: RowError[] = []
    const conflicts: RowError[] = []
    // The cards the new rows' card numbers already have (locked for the real run, as products are).
    const numbers = [...new Set(rows.flatMap(({ cells }) => (existing.has(codeOrNull(cells) ?? '') ? [] : [cells.card_number?.trim().toUpperCase() ?? ''])))]
    const cardsByNumber = new Map<string, CardWords>(await cardsOfNumbers(tx, numbers.filter(Boolean), !dryRun))
    const planned = plan(rows, existing, expected, suggest, cardsByNumber, errors, conflicts)
    if ((errors.length || conflicts.length) && !dryRun) {
      const rowCount = (list: RowError[]) => new Set(list.map((e) => e.row)).size
      const all = [...errors, ...conflicts].sort((a, b) => a.row - b.row)
      if (errors.length) throw new ApiError(400, { detail: `有 ${rowCount(all)} 列資料有誤，沒有匯入任何商品。`, row_errors: all.map(rowErrorText) })
      throw new ApiError(409, {
        detail: `有 ${rowCount(conflicts)} 列的商品在預覽之後有變動，沒有匯入任何商品；請重新上傳並檢查，預覽會顯示目前的數值。`,
        row_errors: conflicts.map(rowErrorText),
      })
    }
    errors.push(...conflicts)
    const changed = dryRun ? [] : await applyPlan(tx, planned, actorId)
    return { report: reportOf(planned, errors, dryRun, !dryRun), restocked: await fireRestockAlerts(tx, changed) }
  })
}
