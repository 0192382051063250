/** /api/v1/staff/products/*: list and search, edit (pictures too), add with images, CSV import. */
import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthEnv } from '../auth/middleware.ts'
import { productCodeParam } from '../catalogue/routes.ts'
import { IMPORT_EXPECTED_INVALID, importExpected, LISTING_FILTERS, productCreateFields, productEditInput } from '../contract/staff-products.ts'
import { badRequest, parseOr400 } from '../http/api-error.ts'
import { isMultipart, parseJsonText, readJsonBody, refuseNul } from '../http/body.ts'
import { onceKeyOf } from '../http/idempotency-key.ts'
import { positiveInt, parseQueryOr400, single } from '../http/query.ts'
import { sendRestockMails } from '../restock/restock-mail.ts'
import { decodeCsv, importProducts } from './products-import.service.ts'
import { checkImages, deleteUploads, storeImages } from './products-images.service.ts'
import { createProduct, editProduct, getStaffProduct, listStaffProducts, unusedUploads } from './products.service.ts'
import type { StaffDeps } from './routes.ts'

const listQuery = z.object({
  q: single(z.string().trim().max(100, '搜尋文字最多 100 個字。')),
  listing: single(z.enum(LISTING_FILTERS, { error: '上架狀態篩選只能是 all、listed 或 delisted。' })).transform((v) => v ?? 'all'),
  page: single(positiveInt('頁碼', 100_000)).transform((v) => v ?? 1),
})

/** The multipart body of an upload call; anything else is a 400, not a 500. */
async function readMultipart(request: Request): Promise<FormData> {
  if (!isMultipart(request)) throw badRequest('請以 multipart/form-data 上傳。')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw badRequest('上傳的內容無法讀取，請重新選擇檔案。')
  }
  const fields: Record<string, string[]> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string') (fields[key] ??= []).push(value)
  refuseNul(fields)
  return form
}

/** Text fields of a form as a plain object (own keys only; files left out). */
const textFields = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'))

const isTrue = (value: FormDataEntryValue | null) => value === '1' || value === 'true'

/** An import's `expected` part (the dry run's, sent back as JSON); none, as before, when absent. */
function readImportExpected(value: FormDataEntryValue | null) {
  if (value === null || value === '') return undefined
  let json: unknown
  try {
    json = JSON.parse(String(value))
  } catch {
    throw badRequest(IMPORT_EXPECTED_INVALID)
  }
  const parsed = importExpected.safeParse(json)
  if (!parsed.success) throw badRequest(IMPORT_EXPECTED_INVALID)
  return parsed.data
}

/**
 * An edit's body: JSON, or with new pictures multipart, the same JSON as its `data` part and the
 * pictures as `upload` parts (`{"upload": n}` in `images` is the n-th).
 */
async function readEditBody(request: Request): Promise<{ body: unknown; files: File[] }> {
  if (!isMultipart(request)) return { body: await readJsonBody(request), files: [] }
  const form = await readMultipart(request)
  const data = form.get('data')
  if (typeof data !== 'string') throw badRequest('請在 data 欄位以 JSON 傳送要修改的欄位。')
  return { body: parseJsonText(data), files: form.getAll('upload').filter((f): f is File => f instanceof File) }
}

export function staffProductRoutes({ db, uploadsDir, notifier, log, publicUrl }: StaffDeps) {
  return new Hono<AuthEnv>({ strict: false })
    .get('/', async (c) => {
      const query = parseQueryOr400(listQuery, c.req.url)
      return c.json(await listStaffProducts(db, query))
    })
    .post('/import', async (c) => {
      const form = await readMultipart(c.req.raw)
      const file = form.get('file')
      const text = form.get('csv')
      let csv: string
      if (file instanceof File && file.size > 0) csv = decodeCsv(new Uint8Array(await file.arrayBuffer()))
      else if (typeof text === 'string' && text.trim()) csv = decodeCsv(new TextEncoder().encode(text))
      else throw badRequest('請選擇要匯入的 CSV 檔案。')
      const expected = readImportExpected(form.get('expected'))
      const { report, restocked } = await importProducts(db, csv, { dryRun: isTrue(form.get('dry_run')), actorId: c.get('user').id, expected })
      sendRestockMails(notifier, log, restocked, publicUrl)
      return c.json(report)
    })
    .post('/', async (c) => {
      const form = await readMultipart(c.req.raw)
      const fields = parseOr400(productCreateFields, textFields(form))
      const files = form.getAll('images').filter((f): f is File => f instanceof File && f.size > 0)
      const onceKey = onceKeyOf(c, ['product', fields, files.map((f) => [f.name, f.size])])
      const images = await checkImages(files)
      const stored = await storeImages(uploadsDir, images)
      try {
        const { answer, created } = await createProduct(db, fields, stored.urls, c.get('user').id, onceKey)
        // A repeat with the same key answers the first product (200), which has the first pictures.
        if (!created) await stored.remove()
        return c.json(answer, created ? 201 : 200)
      } catch (error) {
        // Nothing refers to the pictures of a product that was not created.
        await stored.remove()
        throw error
      }
    })
    .get('/:productCode', async (c) => {
      const code = parseOr400(productCodeParam, c.req.param('productCode'))
      return c.json(await getStaffProduct(db, code))
    })
    .patch('/:productCode', async (c) => {
      const code = parseOr400(productCodeParam, c.req.param('productCode'))
      const { body, files } = await readEditBody(c.req.raw)
      const input = parseOr400(productEditInput, body)
      const stored = await storeImages(uploadsDir, await checkImages(files))
      let edited: Awaited<ReturnType<typeof editProduct>>
      try {
        edited = await editProduct(db, code, input, c.get('user').id, stored.urls)
      } catch (error) {
        // Nothing refers to the pictures of an edit that was not saved.
        await stored.remove()
        throw error
      }
      sendRestockMails(notifier, log, edited.restocked, publicUrl)
      // After the commit: a picture taken off is no longer served, unless an order line still shows it.
      await unusedUploads(db, edited.removed)
        .then((urls) => deleteUploads(uploadsDir, urls))
        .catch((error: Error) => log(`[staff] deleting the pictures taken off ${code} failed: ${error.message}`))
      return c.json(edited.product)
    })
}
